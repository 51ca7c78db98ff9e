// Career Match (Healthcare Careers): two rounds of matching each healthcare hero with their tool.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { GameToasts, useGameToasts } from '../../engine/toasts';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import type { ToolId } from './careers';
import { layouts } from './layout';
import * as logic from './logic';
import { board as boardPlay } from './board';
import { announce } from './copy';
import { CareerFact, CareersPanels, CareersPlayArea, CareersStatus, directions, type LastMove } from './overlay';
import { CareersScene } from './scene';
import { soundFor } from './sounds';
import { toastFor } from './toasts';
import { passportPlay } from './passport';

/** The events that take the toasts away: a round starting or ending. */
const ROUND_EDGES = ['roundStarted', 'roundComplete'] as const;

const setup: GameSetup<logic.CareersState, logic.CareersAction, logic.CareersEvent> = {
  title: 'Career Match',
  logic: { step: logic.step, apply: logic.apply, announce },
  create: (options, seed) => logic.init(options, seed),
  relaxable: true,
  sound: { gameId: 'career-match', onByDefault: true, soundFor },
  board: boardPlay,
  directions: (state) => directions(state.options.relaxed),
  passport: { game: 'career-match', play: passportPlay },
};

export default function CareerMatch({ onClose, board }: GameProps) {
  const { session, calm, seed } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);
  const toasts = useGameToasts(session, toastFor, ROUND_EDGES);
  // The tool in hand, and the last thing that happened worth a line under the board: a role
  // matched (its fact) or a decoy tried (who really uses it).
  const [selected, setSelected] = useState<ToolId | null>(null);
  const [last, setLast] = useState<LastMove>(null);

  useEffect(
    () =>
      session.onEvents((events) => {
        for (const event of events) {
          if (event.type === 'matched') setLast({ role: event.role });
          if (event.type === 'decoy') setLast({ decoy: event.tool });
          if (event.type === 'roundStarted' || event.type === 'roundComplete') {
            setSelected(null);
            setLast(null);
          }
        }
      }),
    [session],
  );

  return (
    <GameFrame game={setup} session={session} pausable running={phase === 'playing'} onClose={onClose} board={board} seed={seed}>
      {(onContextLost) => (
        <div className="flex flex-col gap-3">
          <CareersStatus session={session} />
          <div className="game-stage relative">
            <GameHost
              layouts={layouts}
              onFrame={session.frame}
              onContextLost={onContextLost}
              overlay={(layout) => <CareersPlayArea session={session} layout={layout} onSelected={setSelected} />}
            >
              {(layout) => <CareersScene session={session} layout={layout} calm={calm} />}
            </GameHost>
            <GameToasts queue={toasts} />
            <CareersPanels session={session} />
          </div>
          <CareerFact session={session} selected={selected} last={last} />
        </div>
      )}
    </GameFrame>
  );
}
