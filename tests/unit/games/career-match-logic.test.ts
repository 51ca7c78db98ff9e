import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actWith } from '../../support/act';
import { expectUnchangedBy } from '../../support/purity';
import type { GameOptions } from '../../../src/engine/outcome';
import { roles, tools, type RoleId, type ToolId } from '../../../src/games/career-match/careers';
import { badgeInfo, DECOY_TOAST, WRONG_TOAST } from '../../../src/games/career-match/copy';
import {
  apply,
  badgesFor,
  init,
  ROUNDS,
  roundMs,
  roundTools,
  rulesOf,
  step,
  timeBonus,
  toolsLeft,
  totalScore,
  type CareersAction,
  type CareersEvent,
  type CareersState,
  type RoundResult,
} from '../../../src/games/career-match/logic';
import { announce } from '../../../src/games/career-match/copy';
import { soundFor } from '../../../src/games/career-match/sounds';
import { toastFor } from '../../../src/games/career-match/toasts';

const normal: GameOptions = { relaxed: false };
const ALL_TOOLS = Object.keys(tools) as ToolId[];
const ALL_ROLES = Object.keys(roles) as RoleId[];

const act = actWith(apply);

/** The tool that matches a role. */
const toolFor = (role: RoleId) => ALL_TOOLS.find((id) => tools[id].matchRole === role) as ToolId;
const match = (role: RoleId, on: RoleId = role): CareersAction => ({ type: 'place', tool: toolFor(role), role: on });

/** Round `round` being played (round 1 finished by matching everything at once). */
function playingRound(round: 1 | 2, options = normal, seed = 7): CareersState {
  let state = apply(init(options, seed), { type: 'start' }).state;
  if (round === 2) {
    state = act(state, ...rulesOf(state).roles.map((role) => match(role))).state;
    state = apply(state, { type: 'next' }).state;
  }
  return state;
}

describe('career match: constants (docs/product.md §9)', () => {
  it('has two rounds of 60 s: 6 roles and 6 tools, then 8 roles and 10 tools with 2 decoys', () => {
    expect(ROUNDS.map((r) => r.ms)).toEqual([60_000, 60_000]);
    expect(ROUNDS.map((r) => r.roles.length)).toEqual([6, 8]);
    expect(ROUNDS.map((r) => roundTools(r).length)).toEqual([6, 10]);
    expect(ROUNDS.map((r) => r.decoys.length)).toEqual([0, 2]);
    for (const decoy of ROUNDS[1].decoys) expect(tools[decoy].isDecoy).toBe(true);
  });

  it('scores +2 then +3 a match, with a streak bonus of +3 at 3 and +5 at 5', () => {
    expect(ROUNDS.map((r) => [r.points, r.streakBonus, r.streakAt])).toEqual([
      [2, 3, 3],
      [3, 5, 5],
    ]);
  });

  it('shows names always in round 1 and only on hover or focus in round 2', () => {
    expect(ROUNDS.map((r) => r.names)).toEqual(['always', 'onAttention']);
  });

  it('costs 1 a mistake, gives a time bonus point per 5 s, and has its badges at 3 mistakes and 20 s', () => {
    expect(timeBonus(59)).toBe(11);
    expect(timeBonus(4)).toBe(0);
  });

  it('doubles each round when Relaxed', () => {
    expect(roundMs(ROUNDS[0], { relaxed: true })).toBe(120_000);
    expect(init({ relaxed: true }, 1).timeLeftMs).toBe(120_000);
    expect(playingRound(2, { relaxed: true }).timeLeftMs).toBe(120_000);
  });

  it('pairs every real tool with one role of the game and gives each role exactly one tool', () => {
    for (const role of ALL_ROLES) expect(ALL_TOOLS.filter((id) => tools[id].matchRole === role)).toHaveLength(1);
    for (const id of ALL_TOOLS) expect(tools[id].isDecoy).toBe(tools[id].matchRole === null);
    expect(toolFor('doctor')).toBe('stethoscope');
    expect(toolFor('dentist')).toBe('dental-mirror');
    expect(toolFor('pharmacist')).toBe('pill-bottle');
    expect(toolFor('radiographer')).toBe('x-ray');
    expect(toolFor('paramedic')).toBe('ambulance');
  });
});

describe('career match: a new game', () => {
  it('waits on its instructions (not started) with round 1 laid out: 6 role cards and their 6 tools, shuffled', () => {
    const state = init(normal, 3);
    expect(state.phase).toBe('ready');
    expect([...state.roles].sort()).toEqual([...ROUNDS[0].roles].sort());
    expect(state.tools.map((id) => tools[id].matchRole).sort()).toEqual([...ROUNDS[0].roles].sort());
    expect(state.matched).toEqual([]);
  });

  it('shuffles from the seed: the same seed, the same board', () => {
    expect(init(normal, 42)).toEqual(init(normal, 42));
    expect(new Set(Array.from({ length: 20 }, (_, seed) => init(normal, seed).tools.join())).size).toBeGreaterThan(10);
  });

  it('starts with Start Game, saying the round and its time', () => {
    const { state, events } = act(init(normal, 1), { type: 'start' });
    expect(state.phase).toBe('playing');
    expect(announce(events[0] as CareersEvent)).toBe('Round 1 of 2 started. 60 seconds to go.');
    expect(soundFor(events[0] as CareersEvent)).toBe('start');
  });

  it('ignores play before Start, and Start while playing', () => {
    const ready = init(normal, 1);
    expect(act(ready, match('doctor'), { type: 'pick', tool: 'stethoscope' }, { type: 'next' }, { type: 'playAgain' }).state).toBe(ready);
    expect(step(ready, 5_000).state).toBe(ready);
    const playing = playingRound(1);
    expect(apply(playing, { type: 'start' }).state).toBe(playing);
  });
});

describe('career match: matching', () => {
  it('scores a correct match, raises the streak, marks the role matched and tells its fact', () => {
    const { state, events } = act(playingRound(1), match('doctor'));
    expect(state.matched).toEqual(['doctor']);
    expect(totalScore(state)).toBe(2);
    expect(state.streak).toBe(1);
    expect(toolsLeft(state)).not.toContain('stethoscope');
    expect(events).toEqual([{ type: 'matched', tool: 'stethoscope', role: 'doctor', points: 2, bonus: 0, streak: 1, total: 2 }]);
    expect(announce(events[0] as CareersEvent)).toBe(`Correct! The stethoscope goes with the doctor. Plus 2. Score 2. ${roles.doctor.fact}`);
    expect(soundFor(events[0] as CareersEvent)).toBe('good');
  });

  it('adds the streak bonus at 3 in a row in round 1 and at 5 in round 2', () => {
    const one = act(playingRound(1), match('doctor'), match('nurse'), match('dentist'));
    expect(one.events.at(-1)).toMatchObject({ bonus: 3, streak: 3 });
    expect(totalScore(one.state)).toBe(9);
    expect(toastFor(one.events.at(-1) as CareersEvent)).toEqual({ title: '3 in a row! 🔥', description: 'Streak bonus +3', tone: 'good' });
    const two = act(playingRound(2), match('doctor'), match('nurse'), match('dentist'), match('pharmacist'), match('paramedic'));
    expect(two.events.at(-1)).toMatchObject({ bonus: 5, streak: 5 });
    expect(totalScore(two.state) - two.state.score).toBe(5 * 3 + 5);
  });

  it("costs a point for a wrong match (never below 0), resets the streak, counts a mistake and shows '❌ Not quite!'", () => {
    const atZero = act(playingRound(1), match('doctor', 'nurse'));
    expect(totalScore(atZero.state)).toBe(0);
    expect(atZero.state.mistakes).toBe(1);
    expect(atZero.state.matched).toEqual([]);
    expect(atZero.events[0]).toEqual({ type: 'wrong', tool: 'stethoscope', role: 'nurse', lost: 0, total: 0 });
    expect(toastFor(atZero.events[0] as CareersEvent)).toEqual({ title: '❌ Not quite!', description: 'Try another match.', tone: 'bad' });
    const scored = act(playingRound(1), match('doctor'), match('dentist', 'nurse'));
    expect(totalScore(scored.state)).toBe(1);
    expect(scored.state.streak).toBe(0);
    expect(announce(scored.events.at(-1) as CareersEvent)).toBe("Not quite! The dental mirror is not the nurse's match in this game. Try another match. Minus 1. Score 1.");
  });

  it('never changes a matched role: another tool on it is refused without a cost', () => {
    const state = act(playingRound(1), match('doctor'), match('doctor')).state;
    const taken = act(state, { type: 'place', tool: 'thermometer', role: 'doctor' });
    expect(taken.state).toBe(state);
    expect(taken.events).toEqual([{ type: 'roleTaken', tool: 'thermometer', role: 'doctor' }]);
  });

  it("refuses a decoy in round 2 with 'Not used this round!': a point off, the streak reset, a mistake", () => {
    const state = act(playingRound(2), match('doctor')).state;
    const { state: after, events } = act(state, { type: 'blocked', tool: 'microscope' });
    expect(events).toEqual([{ type: 'decoy', tool: 'microscope', lost: 1, total: totalScore(after) }]);
    expect(after.streak).toBe(0);
    expect(after.mistakes).toBe(state.mistakes + 1);
    expect(toastFor(events[0] as CareersEvent)).toEqual({ title: 'Not used this round!', description: 'Try another tool.', tone: 'info' });
    expect(announce(events[0] as CareersEvent)).toContain(tools.microscope.decoyMessage);
    // A decoy never goes on a card, and cannot be selected.
    expect(act(after, { type: 'place', tool: 'microscope', role: 'doctor' }).state).toBe(after);
    expect(apply(after, { type: 'pick', tool: 'microscope' }).events).toEqual([]);
    // A tool that is not a decoy, "blocked", changes nothing.
    expect(apply(after, { type: 'blocked', tool: 'thermometer' }).state).toBe(after);
  });

  it('ignores tools and roles that are not in this round', () => {
    const state = playingRound(1);
    expect(act(state, match('optometrist')).state).toBe(state);
    expect(act(state, { type: 'place', tool: 'stethoscope', role: 'optometrist' }).state).toBe(state);
  });

  it('says selections and put-downs aloud without changing the game (selecting a tool again puts it down)', () => {
    const state = playingRound(1);
    const picked = apply(state, { type: 'pick', tool: 'stethoscope' });
    expect(picked.state).toBe(state);
    expect(announce(picked.events[0] as CareersEvent)).toBe('Stethoscope selected.');
    expect(announce(apply(state, { type: 'cancel', tool: 'stethoscope' }).events[0] as CareersEvent)).toBe('Stethoscope put down.');
  });
});

describe('career match: rounds and the end', () => {
  it('completes a round when every role is matched, with a bonus point for every 5 whole seconds left', () => {
    const state = step(playingRound(1), 12_500).state;
    const { state: done, events } = act(state, ...ROUNDS[0].roles.map((role) => match(role)));
    const complete = events.at(-1);
    expect(complete).toMatchObject({ type: 'roundComplete', round: 1, end: 'allMatched', secondsLeft: 48, timeBonus: 9 });
    expect(done.phase).toBe('roundComplete');
    // 6 x 2, a +3 streak bonus at 3, and the time bonus.
    expect(done.score).toBe(12 + 3 + 9);
    expect(announce(complete as CareersEvent)).toBe('Round 1 complete! Every role has its tool. Round score 15, time bonus 9. Total 24.');
  });

  it('completes a round when time runs out, without a time bonus', () => {
    const state = act(playingRound(1), match('doctor')).state;
    expect(step(state, 59_999).state.phase).toBe('playing');
    const { state: done, events } = step(state, 60_000);
    expect(done.phase).toBe('roundComplete');
    expect(events).toEqual([{ type: 'roundComplete', round: 1, end: 'timeUp', roundScore: 2, timeBonus: 0, secondsLeft: 0, mistakes: 0, total: 2 }]);
    expect(soundFor(events[0] as CareersEvent)).toBe('end');
  });

  it('Next Round goes to round 2 with 60 s again, 8 cards and 10 tools, the round score and streak reset', () => {
    const state = playingRound(2);
    expect(state).toMatchObject({ phase: 'playing', roundIndex: 1, timeLeftMs: 60_000, roundScore: 0, streak: 0, matched: [] });
    expect(state.roles).toHaveLength(8);
    expect(state.tools).toHaveLength(10);
  });

  it('after round 2, See Results gives the final score, best streak, mistakes and badges', () => {
    const round2 = act(playingRound(2), { type: 'blocked', tool: 'hearing-aid' }).state;
    const done = act(round2, ...ROUNDS[1].roles.map((role) => match(role))).state;
    expect(done.phase).toBe('roundComplete');
    const { state: end, events } = act(done, { type: 'next' });
    expect(end.phase).toBe('ended');
    expect(events).toEqual([{ type: 'gameComplete', total: end.score, bestStreak: 8, mistakes: 1, badges: ['teamPlayer', 'precisionPro', 'speedyScrub'] }]);
    expect(announce(events[0] as CareersEvent)).toBe(`Both rounds done! Final score ${end.score}. Best streak 8. 1 mistake. 3 badges earned.`);
  });

  it('earns each badge by its own rule', () => {
    const full = (secondsLeft: number): RoundResult => ({ round: 1, end: 'allMatched', roundScore: 0, timeBonus: 0, secondsLeft, mistakes: 0 });
    const timeUp: RoundResult = { round: 2, end: 'timeUp', roundScore: 0, timeBonus: 0, secondsLeft: 0, mistakes: 0 };
    expect(badgesFor([full(10), { ...full(10), round: 2 }], 3)).toEqual(['teamPlayer', 'precisionPro', 'speedyScrub']);
    expect(badgesFor([full(10), { ...full(9), round: 2 }], 4)).toEqual(['teamPlayer']);
    expect(badgesFor([full(25), timeUp], 0)).toEqual(['precisionPro', 'speedyScrub']);
    expect(badgesFor([full(25)], 0)).toEqual(['precisionPro', 'speedyScrub']);
    expect(Object.keys(badgeInfo)).toEqual(['teamPlayer', 'precisionPro', 'speedyScrub']);
    // The time badge has a careers name, not the handwashing game's "Speedy Scrub".
    expect(badgeInfo.speedyScrub.name).toBe('Beat the Clock');
  });

  it('Play Again starts round 1 over with a score of 0, no mistakes and no best streak', () => {
    let state = playingRound(2);
    state = act(state, ...ROUNDS[1].roles.map((role) => match(role)), { type: 'next' }).state;
    const { state: again, events } = act(state, { type: 'playAgain' });
    expect(again).toMatchObject({ phase: 'playing', roundIndex: 0, score: 0, roundScore: 0, mistakes: 0, bestStreak: 0, results: [], matched: [] });
    expect(events[0]).toMatchObject({ type: 'roundStarted', round: 1 });
  });

  it('never changes the state it is given', () => {
    const state = act(playingRound(2), match('doctor')).state;
    expectUnchangedBy(state, (s) => act(s, match('nurse', 'dentist'), { type: 'blocked', tool: 'microscope' }, match('nurse')));
    expectUnchangedBy(state, (s) => step(s, 80_000));
  });
});

describe('career match: its words', () => {
  it("keeps docs/product.md's toasts word for word", () => {
    expect(DECOY_TOAST).toEqual({ title: 'Not used this round!', description: 'Try another tool.' });
    expect(WRONG_TOAST).toEqual({ title: '❌ Not quite!', description: 'Try another match.' });
  });

  it('shows a nurse as neutral as the doctor, and says the stethoscope is not only a doctor’s tool', () => {
    // No woman (U+1F469) or man (U+1F468) emoji: every role's stand-in icon is gender-neutral.
    for (const role of ALL_ROLES) expect(roles[role].icon, role).not.toMatch(/\u{1F469}|\u{1F468}/u);
    expect(roles.doctor.fact).toMatch(/Nurses.*use one too/);
    expect(roles.radiographer.fact).toMatch(/radiologic technologists/);
  });

  it('has a name and a short fact for every role, and kind words for every decoy', () => {
    for (const role of ALL_ROLES) {
      expect(roles[role].name.length).toBeGreaterThan(2);
      expect(roles[role].fact.length).toBeGreaterThan(20);
      expect(roles[role].fact.length).toBeLessThanOrEqual(120);
    }
    for (const id of ALL_TOOLS) {
      expect(tools[id].name.length).toBeGreaterThan(2);
      if (tools[id].isDecoy) expect(tools[id].decoyMessage?.length).toBeGreaterThan(20);
      else expect(tools[id].decoyMessage).toBeUndefined();
    }
  });
});

describe('career match: properties', () => {
  const command = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 0, max: 20_000 }) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('place' as const), tool: fc.constantFrom(...ALL_TOOLS), role: fc.constantFrom(...ALL_ROLES), right: fc.boolean() }), weight: 6 },
    fc.record({ kind: fc.constant('blocked' as const), tool: fc.constantFrom(...ALL_TOOLS) }),
    fc.record({ kind: fc.constant('next' as const) }),
    fc.record({ kind: fc.constant('start' as const) }),
    fc.record({ kind: fc.constant('playAgain' as const) }),
  );

  it('keeps the score at 0 or more, matches a role only with its tool, and never changes a matched role', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer(), fc.array(command, { maxLength: 200 }), (isRelaxed, seed, commands) => {
        let state = init({ relaxed: isRelaxed }, seed);
        for (const c of commands) {
          const before = state;
          const outcome =
            c.kind === 'step'
              ? step(state, c.dt)
              : c.kind === 'place'
                ? apply(state, { type: 'place', tool: c.tool, role: c.right && tools[c.tool].matchRole ? (tools[c.tool].matchRole as RoleId) : c.role })
                : c.kind === 'blocked'
                  ? apply(state, { type: 'blocked', tool: c.tool })
                  : apply(state, { type: c.kind });
          state = outcome.state;
          expect(state.score).toBeGreaterThanOrEqual(0);
          expect(totalScore(state)).toBeGreaterThanOrEqual(0);
          for (const event of outcome.events) {
            if (event.type === 'matched') expect(tools[event.tool].matchRole).toBe(event.role);
          }
          // Within a round, what was matched stays matched.
          if (state.roundIndex === before.roundIndex && state.phase === 'playing' && before.phase === 'playing') {
            for (const role of before.matched) expect(state.matched).toContain(role);
          }
          for (const role of state.matched) expect(rulesOf(state).roles).toContain(role);
          expect(state.bestStreak).toBeGreaterThanOrEqual(state.streak);
        }
      }),
      { numRuns: 300 },
    );
  });
});
