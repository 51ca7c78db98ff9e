// Turns on the board: with teams on, the teams take turns; each game says what one turn is (a
// whole game, or one round of a round-based game). Between turns a scoreboard shows every team's
// score and whose turn is next; after the last a results board names the highest score, ties
// shared. The game's own scoring is untouched inside a turn: a turn's score is what the game gave.
// Pure: no React, no DOM, no clock.
import { leaders, teamOfTurn } from './teams';

/** What one turn is in a game: a whole game, or one of its `rounds` rounds. */
export type TurnKind = { kind: 'game' } | { kind: 'round'; rounds: number };

export type TurnsPhase = 'playing' | 'between' | 'results';

export interface TurnsState {
  /** Teams taking turns (0 or 1: the whole class, as one). */
  teams: number;
  /** How many turns each team has: 1 for a whole game, the rounds for a round-based game. */
  turnsEach: number;
  /** The turn being played or just played, from 0. */
  turn: number;
  /** Each team's score so far. */
  scores: number[];
  phase: TurnsPhase;
}

export function startTurns(teams: number, turnKind: TurnKind): TurnsState {
  const count = Math.max(1, teams);
  return { teams: count, turnsEach: turnKind.kind === 'round' ? turnKind.rounds : 1, turn: 0, scores: Array<number>(count).fill(0), phase: 'playing' };
}

/** How many turns the whole game has. */
export const totalTurns = (state: TurnsState): number => state.teams * state.turnsEach;

/** The team at the board now (or, between turns, the team that just played). */
export const currentTeam = (state: TurnsState): number => teamOfTurn(state.turn, state.teams);

/** The team that plays after this turn, or null after the last. */
export function nextTeam(state: TurnsState): number | null {
  return state.turn + 1 < totalTurns(state) ? teamOfTurn(state.turn + 1, state.teams) : null;
}

/** Which of its turns the current team is on, from 1 (its round, in a round-based game). */
export const turnNumberOfTeam = (state: TurnsState): number => Math.floor(state.turn / state.teams) + 1;

/** The current turn is over with `score` points: the scoreboard, or the results after the last turn. */
export function endTurn(state: TurnsState, score: number): TurnsState {
  if (state.phase !== 'playing') return state;
  const scores = state.scores.map((total, team) => (team === currentTeam(state) ? total + Math.max(0, score) : total));
  return { ...state, scores, phase: state.turn + 1 < totalTurns(state) ? 'between' : 'results' };
}

/** From the scoreboard, the next team's turn. */
export function startNextTurn(state: TurnsState): TurnsState {
  if (state.phase !== 'between') return state;
  return { ...state, turn: state.turn + 1, phase: 'playing' };
}

/** How many turns `team` has had: the current one counts once it is over. */
export function turnsTaken(state: TurnsState, team: number): number {
  const done = state.phase === 'playing' ? state.turn : state.turn + 1;
  return Math.floor(done / state.teams) + (team < done % state.teams ? 1 : 0);
}

/**
 * Whether, after the current turn, every team has had as many turns as every other: the point where
 * a game may end early and still be fair (the bell rang before the last rounds).
 */
export const evenTurns = (state: TurnsState): boolean => (state.turn + 1) % state.teams === 0;

/** From the scoreboard, straight to the results, when every team has had the same number of turns. */
export function finishNow(state: TurnsState): TurnsState {
  if (state.phase !== 'between' || !evenTurns(state)) return state;
  return { ...state, phase: 'results' };
}

/** The teams with the highest score: every one of them when they tie. */
export const winners = (state: TurnsState): number[] => leaders(state.scores);
