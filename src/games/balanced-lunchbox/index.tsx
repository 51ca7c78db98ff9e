// Balanced Lunchbox (Nutrition & Diet): pack one everyday food of each food group before the
// timer ends.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { GameToasts, useGameToasts } from '../../engine/toasts';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import type { FoodId } from './foods';
import { layouts } from './layout';
import * as logic from './logic';
import { board as boardPlay } from './board';
import { announce } from './copy';
import { directions, FoodFact, LunchboxPanels, LunchboxPlayArea, LunchboxStatus } from './overlay';
import { LunchboxScene } from './scene';
import { soundFor } from './sounds';
import { toastFor } from './toasts';
import { passportPlay } from './passport';

/** The events that take the toasts away: a game starting or ending. */
const GAME_EDGES = ['started', 'ended'] as const;

const setup: GameSetup<logic.LunchboxState, logic.LunchboxAction, logic.LunchboxEvent> = {
  title: 'Balanced Lunchbox',
  logic: { step: logic.step, apply: logic.apply, announce },
  create: (options, seed) => logic.init(options, seed),
  relaxable: true,
  sound: { gameId: 'balanced-lunchbox', onByDefault: true, soundFor },
  board: boardPlay,
  directions: (state) => directions(state.options.relaxed),
  passport: { game: 'balanced-lunchbox', play: passportPlay },
};

export default function BalancedLunchbox({ onClose, board }: GameProps) {
  const { session, calm, seed } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);
  const toasts = useGameToasts(session, toastFor, GAME_EDGES);
  // The food in hand, for its fact under the board.
  const [held, setHeld] = useState<FoodId | null>(null);

  useEffect(
    () =>
      session.onEvents((events) => {
        if (events.some((event) => event.type === 'ended')) setHeld(null);
      }),
    [session],
  );

  return (
    <GameFrame game={setup} session={session} pausable running={phase === 'playing'} onClose={onClose} board={board} seed={seed}>
      {(onContextLost) => (
        <div className="flex flex-col gap-3">
          <LunchboxStatus session={session} />
          <div className="game-stage relative">
            <GameHost
              layouts={layouts}
              onFrame={session.frame}
              onContextLost={onContextLost}
              overlay={(layout) => <LunchboxPlayArea session={session} layout={layout} onHeld={setHeld} />}
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
