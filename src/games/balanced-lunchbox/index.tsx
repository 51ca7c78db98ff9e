// Balanced Lunchbox (Nutrition & Diet): pack one everyday food of each food group before the
// timer ends.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { createToastQueue } from '../../engine/toast-queue';
import { GameToasts } from '../../engine/toasts';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import type { FoodId } from './foods';
import { layouts } from './layout';
import * as logic from './logic';
import { FoodFact, LunchboxBoard, LunchboxPanels, LunchboxStatus } from './overlay';
import { LunchboxScene } from './scene';
import { soundFor } from './sounds';
import { toastFor } from './toasts';

const setup: GameSetup<logic.LunchboxState, logic.LunchboxAction, logic.LunchboxEvent> = {
  title: 'Balanced Lunchbox',
  logic,
  create: (options, seed) => logic.init(options, seed),
  relaxable: true,
  sound: { gameId: 'balanced-lunchbox', onByDefault: true, soundFor },
};

export default function BalancedLunchbox({ onClose }: GameProps) {
  const { session, calm } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);
  const [toasts] = useState(createToastQueue);
  // The food in hand, for its fact under the board.
  const [held, setHeld] = useState<FoodId | null>(null);

  useEffect(
    () =>
      session.onEvents((events) => {
        const now = session.store.getState().state.elapsedMs;
        for (const event of events) {
          const toast = toastFor(event);
          if (toast) toasts.show(toast, now);
          if (event.type === 'started' || event.type === 'ended') toasts.clear();
          if (event.type === 'ended') setHeld(null);
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
          <LunchboxStatus session={session} />
          <div className="relative">
            <GameHost
              layouts={layouts}
              onFrame={session.frame}
              onContextLost={onContextLost}
              overlay={(layout) => <LunchboxBoard session={session} layout={layout} onHeld={setHeld} />}
            >
              {(layout) => <LunchboxScene session={session} layout={layout} calm={calm} />}
            </GameHost>
            <GameToasts queue={toasts} />
            <LunchboxPanels session={session} />
          </div>
          <FoodFact session={session} held={held} />
        </div>
      )}
    </GameFrame>
  );
}
