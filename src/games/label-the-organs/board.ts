// Label the Organs on a classroom board (src/board/board-session.ts): each team's turn is one round.
import { roundBasedPlay } from '../../board/round-game';
import type { OrgansEvent, OrgansState } from './logic';
import { ROUNDS } from './rounds';

export const board = roundBasedPlay<OrgansState, OrgansEvent>(ROUNDS.length, ROUNDS[0].ms);
