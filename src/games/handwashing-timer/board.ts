// The Handwashing Timer on a classroom board (src/board/board-session.ts): the class washes along.
// The 20 seconds are the lesson, and no streak is kept (the game is made with classOnBoard). With
// teams, each team washes along in its turn while the others count; nothing is scored.
import type { BoardPlay } from '../../board/board-play';
import { WASH_MS, type WashAction, type WashEvent, type WashState } from './logic';

export const board: BoardPlay<WashState, WashAction, WashEvent> = {
  turn: { kind: 'game' },
  scored: false,
  turnSaid: 'Teams take turns: each team washes along for the 20 seconds while the rest of the class counts. Nobody scores: every team that washes for 20 seconds has done it right.',
  clock: { kind: 'fixed', ms: WASH_MS },
  turnScore: (event) => (event.type === 'done' ? 0 : null),
  startTurn: (state) => (state.phase === 'idle' ? { type: 'start' } : null),
  isFresh: (state) => state.phase === 'idle',
  next: (state) => (state.phase === 'idle' ? { type: 'start' } : state.phase === 'done' ? { type: 'replay' } : null),
};
