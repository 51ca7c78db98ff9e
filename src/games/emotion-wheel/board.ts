// The Emotion Wheel on a classroom board (src/board/board-session.ts): the class talks about
// feelings, with no clock and no score; with teams, each team picks a feeling and the teacher ends
// the turn when they are done.
import type { BoardPlay } from '../../board/board-play';
import type { WheelAction, WheelEvent, WheelState } from './logic';

export const board: BoardPlay<WheelState, WheelAction, WheelEvent> = {
  turn: { kind: 'game' },
  scored: false,
  turnSaid: 'Teams take turns: each team picks a feeling and tells the class when someone might feel it and what could help. Press End turn when they are done.',
  clock: { kind: 'none' },
  turnScore: () => null,
  teacherEndsTurn: true,
  startTurn: () => null,
  isFresh: (state) => state.phase === 'ready',
  // The wheel has no button to press: a feeling is chosen on it.
  next: () => null,
};
