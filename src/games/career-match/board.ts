// Career Match on a classroom board (src/board/board-session.ts): each team's turn is one round.
import { roundBasedPlay } from '../../board/round-game';
import type { CareersEvent, CareersState } from './logic';
import { ROUNDS } from './rounds';

export const board = roundBasedPlay<CareersState, CareersEvent>(ROUNDS.length, ROUNDS[0].ms);
