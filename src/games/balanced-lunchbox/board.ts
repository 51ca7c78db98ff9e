// Balanced Lunchbox on a classroom board (src/board/board-session.ts): each team's turn is one game.
import type { BoardPlay } from '../../board/board-play';
import { GAME_MS, type LunchboxAction, type LunchboxEvent, type LunchboxState } from './logic';

export const board: BoardPlay<LunchboxState, LunchboxAction, LunchboxEvent> = {
  scored: true,
  turn: { kind: 'game' },
  // The game ends by itself once every food group is packed, so a class may play without a clock.
  clock: { kind: 'adjustable', ms: GAME_MS, noTimer: true },
  turnScore: (event) => (event.type === 'ended' ? event.total : null),
  startTurn: (state) => (state.phase === 'ready' ? { type: 'start' } : null),
  isFresh: (state) => state.phase === 'ready',
  next: (state) => (state.phase === 'ready' ? { type: 'start' } : state.phase === 'ended' ? { type: 'playAgain' } : null),
};
