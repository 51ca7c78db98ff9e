// Trigger Dash on a classroom board (src/board/board-session.ts): each team's turn is one game.
import type { BoardPlay } from '../../board/board-play';
import { GAME_MS, type TriggerDashAction, type TriggerDashEvent, type TriggerDashState } from './logic';

export const board: BoardPlay<TriggerDashState, TriggerDashAction, TriggerDashEvent> = {
  scored: true,
  turn: { kind: 'game' },
  // Icons keep coming while the clock runs: without one the game would never end.
  clock: { kind: 'adjustable', ms: GAME_MS, noTimer: false },
  turnScore: (event) => (event.type === 'ended' ? event.score : null),
  startTurn: (state) => (state.phase === 'ready' ? { type: 'start' } : null),
  isFresh: (state) => state.phase === 'ready',
  next: (state) => (state.phase === 'ready' ? { type: 'start' } : state.phase === 'ended' ? { type: 'playAgain' } : null),
};
