// The 20-second Handwashing Timer (Preventive Care): logic, scene, controls and sounds together.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { usePauseTriggers } from '../../engine/pause-keys';
import { readCount, storage } from '../../lib/safe-storage';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import * as logic from './logic';
import { board as boardPlay } from './board';
import { DIRECTIONS, HandwashingOverlay } from './overlay';
import { HandwashingScene } from './scene';
import { layouts } from './layout';
import { soundFor } from './sounds';
import { passportPlay } from './passport';

const setup: GameSetup<logic.WashState, logic.WashAction, logic.WashEvent> = {
  title: '20-second Handwashing Timer',
  logic,
  create: (options) => logic.init({ currentStreak: readCount(storage, logic.CURRENT_STREAK_KEY), bestStreak: readCount(storage, logic.BEST_STREAK_KEY) }, options),
  relaxable: false,
  // Step sounds are off until the player turns them on (docs/product.md §4).
  sound: { gameId: 'handwashing-timer', onByDefault: logic.SOUND_DEFAULT_ON, soundFor },
  board: boardPlay,
  directions: () => DIRECTIONS,
  passport: { game: 'handwashing-timer', play: passportPlay },
};

export default function HandwashingTimer({ onClose, board }: GameProps) {
  const { session, calm, seed } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);
  // A class washing along on the board: the board's Pause is the one, and no streak is kept.
  const classWash = useStore(session.store, (view) => view.state.classWash);

  useEffect(
    () =>
      session.onEvents((events) => {
        for (const event of events) {
          if (event.type !== 'done' || !event.counted) continue;
          storage.set(logic.CURRENT_STREAK_KEY, String(event.currentStreak));
          storage.set(logic.BEST_STREAK_KEY, String(event.bestStreak));
        }
      }),
    [session],
  );

  // The timer's own Pause is the one P and a hidden tab press.
  usePauseTriggers(
    !classWash && (phase === 'running' || phase === 'paused'),
    () => session.dispatch({ type: phase === 'running' ? 'pause' : 'resume' }),
    () => session.dispatch({ type: 'pause' }),
  );

  return (
    <GameFrame game={setup} session={session} pausable={false} running={phase === 'running'} onClose={onClose} board={board} seed={seed}>
      {(onContextLost) => (
        <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
          <GameHost layouts={layouts} onFrame={session.frame} onContextLost={onContextLost} overlay={null}>
            {(layout) => <HandwashingScene session={session} layout={layout} calm={calm} />}
          </GameHost>
          <HandwashingOverlay session={session} />
        </div>
      )}
    </GameFrame>
  );
}
