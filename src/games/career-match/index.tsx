// Career Match (Healthcare Careers): two rounds of matching each healthcare hero with their tool.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { createToastQueue } from '../../engine/toast-queue';
import { GameToasts } from '../../engine/toasts';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import type { RoleId, ToolId } from './careers';
import { layouts } from './layout';
import * as logic from './logic';
import { CareerFact, CareersBoard, CareersPanels, CareersStatus } from './overlay';
import { CareersScene } from './scene';
import { soundFor } from './sounds';
import { toastFor } from './toasts';

const setup: GameSetup<logic.CareersState, logic.CareersAction, logic.CareersEvent> = {
  title: 'Career Match',
  logic,
  create: (options, seed) => logic.init(options, seed),
  relaxable: true,
  sound: { gameId: 'career-match', onByDefault: true, soundFor },
};

export default function CareerMatch({ onClose }: GameProps) {
  const { session, calm } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);
  const [toasts] = useState(createToastQueue);
  // The tool in hand, and the last role matched (its fact shows under the board).
  const [selected, setSelected] = useState<ToolId | null>(null);
  const [lastMatch, setLastMatch] = useState<RoleId | null>(null);

  useEffect(
    () =>
      session.onEvents((events) => {
        const now = session.store.getState().state.elapsedMs;
        for (const event of events) {
          const toast = toastFor(event);
          if (toast) toasts.show(toast, now);
          if (event.type === 'roundComplete' || event.type === 'roundStarted') toasts.clear();
          if (event.type === 'matched') setLastMatch(event.role);
          if (event.type === 'roundStarted' || event.type === 'roundComplete') {
            setSelected(null);
            setLastMatch(null);
          }
        }
      }),
    [session, toasts],
  );
  // Toasts keep the game's time: they wait through a pause and go as its clock moves on.
  useEffect(() => session.store.subscribe((view) => toasts.expire(view.state.elapsedMs)), [session, toasts]);

  return (
    <GameFrame game={setup} session={session} pausable running={phase === 'playing'} onClose={onClose}>
      {(onContextLost) => (
        <div className="flex flex-col gap-3">
          <CareersStatus session={session} />
          <div className="relative">
            <GameHost
              layouts={layouts}
              onFrame={session.frame}
              onContextLost={onContextLost}
              overlay={(layout) => <CareersBoard session={session} layout={layout} onSelected={setSelected} />}
            >
              {(layout) => <CareersScene session={session} layout={layout} calm={calm} />}
            </GameHost>
            <GameToasts queue={toasts} />
            <CareersPanels session={session} />
          </div>
          <CareerFact session={session} selected={selected} lastMatch={lastMatch} />
        </div>
      )}
    </GameFrame>
  );
}
