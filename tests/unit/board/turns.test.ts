import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentTeam, endTurn, evenTurns, finishNow, nextTeam, startNextTurn, startTurns, totalTurns, turnNumberOfTeam, turnsTaken, winners, type TurnKind } from '../../../src/board/turns';
import { leaders, TEAM_CHOICES, TEAMS, teamsFor } from '../../../src/board/teams';

/** Plays every turn with the scores given in order, returning the teams seen at the board and the final state. */
function playAll(teams: number, kind: TurnKind, scores: number[]) {
  let state = startTurns(teams, kind);
  const seen: number[] = [];
  for (const score of scores) {
    seen.push(currentTeam(state));
    state = endTurn(state, score);
    if (state.phase === 'between') state = startNextTurn(state);
  }
  return { state, seen };
}

describe('teams', () => {
  it('come as Off, 2, 3 or 4, each with its own colour and shape', () => {
    expect(TEAM_CHOICES).toEqual([0, 2, 3, 4]);
    expect(teamsFor(0)).toEqual([]);
    expect(teamsFor(4).map((team) => team.name)).toEqual(['Red Circles', 'Blue Squares', 'Green Triangles', 'Yellow Stars']);
    expect(new Set(TEAMS.map((team) => team.shape)).size).toBe(4);
    expect(new Set(TEAMS.map((team) => team.colour)).size).toBe(4);
  });

  it('share the lead when they tie, and never break a tie', () => {
    expect(leaders([5, 9, 9, 2])).toEqual([1, 2]);
    expect(leaders([0, 0])).toEqual([0, 1]);
    expect(leaders([3])).toEqual([0]);
    expect(leaders([])).toEqual([]);
  });
});

describe('the turn cycle', () => {
  it.each([1, 2, 3, 4])('gives %i team(s) one whole game each, in order, then the results', (teams) => {
    const { state, seen } = playAll(teams, { kind: 'game' }, Array.from({ length: teams }, (_, i) => 10 + i));
    expect(seen).toEqual(Array.from({ length: teams }, (_, i) => i));
    expect(state.phase).toBe('results');
    expect(state.scores).toEqual(Array.from({ length: teams }, (_, i) => 10 + i));
  });

  it.each([1, 2, 3, 4])('gives %i team(s) one round a turn in a 3-round game: every team plays round 1, then round 2, then round 3', (teams) => {
    const { state, seen } = playAll(teams, { kind: 'round', rounds: 3 }, Array.from({ length: teams * 3 }, () => 5));
    expect(seen).toEqual([0, 1, 2].flatMap(() => Array.from({ length: teams }, (_, i) => i)));
    expect(state.scores).toEqual(Array<number>(teams).fill(15));
    expect(state.phase).toBe('results');
  });

  it('shows the scoreboard between turns with whose turn is next, and which round the team is on', () => {
    let state = startTurns(2, { kind: 'round', rounds: 2 });
    expect([currentTeam(state), turnNumberOfTeam(state), nextTeam(state)]).toEqual([0, 1, 1]);
    state = endTurn(state, 7);
    expect(state.phase).toBe('between');
    expect(state.scores).toEqual([7, 0]);
    state = startNextTurn(state);
    expect([currentTeam(state), turnNumberOfTeam(state), nextTeam(state)]).toEqual([1, 1, 0]);
    state = startNextTurn(endTurn(state, 4));
    expect([currentTeam(state), turnNumberOfTeam(state)]).toEqual([0, 2]);
    state = startNextTurn(endTurn(state, 1));
    expect(nextTeam(state)).toBeNull();
    expect(endTurn(state, 3)).toMatchObject({ phase: 'results', scores: [8, 7] });
  });

  it('names the highest score at the end, ties shared', () => {
    expect(winners(playAll(3, { kind: 'game' }, [12, 20, 20]).state)).toEqual([1, 2]);
    expect(winners(playAll(2, { kind: 'game' }, [9, 3]).state)).toEqual([0]);
  });

  it('changes nothing when a turn is ended twice or the next one is started mid-turn', () => {
    const playing = startTurns(2, { kind: 'game' });
    expect(startNextTurn(playing)).toBe(playing);
    const between = endTurn(playing, 3);
    expect(endTurn(between, 50)).toBe(between);
  });

  it('may end early only when every team has had as many rounds as the others', () => {
    // Three teams, two rounds each: after Red's first round Blue and Green have had none.
    let state = endTurn(startTurns(3, { kind: 'round', rounds: 2 }), 5);
    expect(evenTurns(state)).toBe(false);
    expect(finishNow(state)).toBe(state);
    state = endTurn(startNextTurn(state), 9);
    expect(finishNow(state)).toBe(state);
    state = endTurn(startNextTurn(state), 9);
    // Every team has had round 1: the teacher may stop here, and the results share the tie.
    expect(evenTurns(state)).toBe(true);
    const done = finishNow(state);
    expect(done).toMatchObject({ phase: 'results', scores: [5, 9, 9] });
    expect(winners(done)).toEqual([1, 2]);
    // Not in the middle of a turn, and not twice.
    expect(finishNow(startNextTurn(state))).toMatchObject({ phase: 'playing' });
    expect(finishNow(done)).toBe(done);
  });

  it('never offers an early end in a game of one turn each (the last turn ends it anyway)', () => {
    let state = startTurns(4, { kind: 'game' });
    for (let turn = 0; turn < 3; turn++) {
      state = endTurn(state, turn);
      expect(state.phase).toBe('between');
      expect(finishNow(state)).toBe(state);
      state = startNextTurn(state);
    }
  });

  it('counts the turns each team has had, for games where turns are taken, not scored', () => {
    let state = startTurns(3, { kind: 'game' });
    expect([0, 1, 2].map((team) => turnsTaken(state, team))).toEqual([0, 0, 0]);
    state = endTurn(state, 0);
    expect([0, 1, 2].map((team) => turnsTaken(state, team))).toEqual([1, 0, 0]);
    state = startNextTurn(state);
    // Blue Squares are at the board: their turn counts once it is over.
    expect([0, 1, 2].map((team) => turnsTaken(state, team))).toEqual([1, 0, 0]);
    state = endTurn(startNextTurn(endTurn(state, 0)), 0);
    expect(state.phase).toBe('results');
    expect([0, 1, 2].map((team) => turnsTaken(state, team))).toEqual([1, 1, 1]);
    expect(winners(state)).toEqual([0, 1, 2]);
  });

  it('keeps every team’s total the sum of its turns, never below zero, over any game (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 3 }), fc.array(fc.integer({ min: -5, max: 40 }), { minLength: 12, maxLength: 12 }), (teams, rounds, scores) => {
        const kind: TurnKind = { kind: 'round', rounds };
        const turns = totalTurns(startTurns(teams, kind));
        const { state, seen } = playAll(teams, kind, scores.slice(0, turns));
        const expected = Array<number>(Math.max(1, teams)).fill(0);
        seen.forEach((team, turn) => (expected[team] = (expected[team] ?? 0) + Math.max(0, scores[turn] ?? 0)));
        return state.phase === 'results' && state.scores.every((score, team) => score === expected[team]);
      }),
    );
  });
});
