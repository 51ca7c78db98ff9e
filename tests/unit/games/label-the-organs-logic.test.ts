import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actWith } from '../../support/act';
import { expectUnchangedBy } from '../../support/purity';
import type { GameOptions } from '../../../src/engine/outcome';
import { badgeInfo, decoyToast } from '../../../src/games/label-the-organs/copy';
import {
  apply,
  badgesFor,
  emptySpots,
  HINT_MS,
  init,
  ROUNDS,
  roundMs,
  rulesOf,
  step,
  timeBonus,
  totalScore,
  type OrgansAction,
  type OrgansEvent,
  type OrgansState,
  type RoundResult,
} from '../../../src/games/label-the-organs/logic';
import { announce } from '../../../src/games/label-the-organs/copy';
import { organs, type OrganId } from '../../../src/games/label-the-organs/organs';

const normal: GameOptions = { relaxed: false };

const act = actWith(apply);

/** Round `round` being played (earlier rounds finished by placing everything at once). */
function playingRound(round: 1 | 2 | 3, options = normal, seed = 7): OrgansState {
  let state = apply(init(options, seed), { type: 'start' }).state;
  while (rulesOf(state).round < round) {
    state = act(state, ...emptySpots(state).map((organ) => ({ type: 'place', organ, spot: organ }) as const)).state;
    state = apply(state, { type: 'next' }).state;
  }
  return state;
}

const place = (organ: OrganId, spot: OrganId = organ): OrgansAction => ({ type: 'place', organ, spot });

describe('label the organs: constants (docs/product.md §9, docs/decisions.md)', () => {
  it('has three rounds of 4, 6 and 8 organs in 60, 75 and 90 seconds, worth 2, 3 and 4 points', () => {
    expect(ROUNDS.map((r) => r.organs.length)).toEqual([4, 6, 8]);
    expect(ROUNDS.map((r) => r.ms)).toEqual([60_000, 75_000, 90_000]);
    expect(ROUNDS.map((r) => r.points)).toEqual([2, 3, 4]);
  });

  it('gives a streak bonus of +3 at 3 in a row, +4 at 4 (docs/decisions.md) and +5 at 5', () => {
    expect(ROUNDS.map((r) => [r.streakBonus, r.streakAt])).toEqual([[3, 3], [4, 4], [5, 5]]);
  });

  it('has decoys spleen and pancreas in round 2, and the gallbladder too in round 3', () => {
    expect(ROUNDS.map((r) => r.decoys)).toEqual([[], ['spleen', 'pancreas'], ['spleen', 'pancreas', 'gallbladder']]);
  });

  it('shows labels always, then on hover or focus, then never; 3 lives in round 3 only', () => {
    expect(ROUNDS.map((r) => r.labels)).toEqual(['always', 'onAttention', 'hidden']);
    expect(ROUNDS.map((r) => r.lives)).toEqual([null, null, 3]);
  });

  it('keeps each round a subset of the next, on the eight organs of the map', () => {
    expect(ROUNDS[2].organs).toEqual(['brain', 'heart', 'lungs', 'stomach', 'liver', 'intestines', 'kidneys', 'bladder']);
    for (const [i, rules] of ROUNDS.slice(1).entries()) for (const organ of ROUNDS[i]?.organs ?? []) expect(rules.organs).toContain(organ);
  });

  it('costs 1 for a mistake, 2 for the one hint a round, which lasts 2 s; a time bonus point per 5 s', () => {
    expect([timeBonus(0), timeBonus(4), timeBonus(5), timeBonus(47), timeBonus(-3)]).toEqual([0, 0, 1, 9, 0]);
  });

  it('doubles every round when Relaxed', () => {
    for (const rules of ROUNDS) expect(roundMs(rules, { relaxed: true })).toBe(rules.ms * 2);
    expect(init({ relaxed: true }, 1).timeLeftMs).toBe(120_000);
  });
});

describe('label the organs: a new game', () => {
  it('waits on its instructions with round 1 laid out: 4 organs in a shuffled tray, an empty map', () => {
    const state = init(normal, 3);
    expect(state.phase).toBe('ready');
    expect(rulesOf(state).round).toBe(1);
    expect([...state.pieces].sort()).toEqual([...ROUNDS[0].organs].sort());
    expect(state).toMatchObject({ placed: [], score: 0, roundScore: 0, streak: 0, mistakes: 0, hintsLeft: 1, hint: null, timeLeftMs: 60_000, lives: null });
  });

  it('shuffles the tray from the seed: the same seed, the same tray', () => {
    expect(init(normal, 42).pieces).toEqual(init(normal, 42).pieces);
    const trays = new Set(Array.from({ length: 20 }, (_, seed) => init(normal, seed).pieces.join()));
    expect(trays.size).toBeGreaterThan(5);
  });

  it('starts with Start Game, saying the round and its time', () => {
    const { state, events } = act(init(normal, 1), { type: 'start' });
    expect(state.phase).toBe('playing');
    expect(events).toEqual([{ type: 'roundStarted', round: 1, ms: 60_000 }]);
    expect(announce(events[0] as OrgansEvent)).toBe('Round 1 of 3 started. 60 seconds to go.');
  });

  it('ignores play before Start, and Start while playing', () => {
    const ready = init(normal, 1);
    for (const action of [place('heart'), { type: 'hint' } as const, { type: 'blocked', organ: 'spleen' } as const, { type: 'next' } as const, { type: 'pick', organ: 'heart' } as const]) {
      expect(apply(ready, action)).toEqual({ state: ready, events: [] });
    }
    const started = playingRound(1);
    expect(apply(started, { type: 'start' }).state).toBe(started);
    expect(step(ready, 1000).state).toBe(ready);
  });
});

describe('label the organs: placing', () => {
  it('scores a correct placement and says so ("Heart placed on the heart spot. Correct, plus 2")', () => {
    const { state, events } = act(playingRound(1), place('heart'));
    expect(state.placed).toEqual(['heart']);
    expect(totalScore(state)).toBe(2);
    expect(state.streak).toBe(1);
    expect(events).toEqual([{ type: 'placed', organ: 'heart', points: 2, bonus: 0, streak: 1, total: 2 }]);
    expect(announce(events[0] as OrgansEvent)).toBe('Heart placed on the heart spot. Correct, plus 2. Score 2.');
  });

  it('adds the streak bonus when the streak reaches its count', () => {
    const { state, events } = act(playingRound(1), place('heart'), place('brain'), place('lungs'));
    expect(events.at(-1)).toMatchObject({ type: 'placed', bonus: 3, streak: 3 });
    expect(totalScore(state)).toBe(2 * 3 + 3);
    expect(announce(events.at(-1) as OrgansEvent)).toContain('3 in a row: bonus plus 3!');
  });

  it('costs a point for a wrong spot, never below 0, resets the streak and counts a mistake', () => {
    let { state, events } = act(playingRound(1), place('heart', 'brain'));
    expect(events).toEqual([{ type: 'wrong', organ: 'heart', spot: 'brain', lost: 0, livesLeft: null, total: 0 }]);
    expect(state).toMatchObject({ roundScore: 0, streak: 0, mistakes: 1, placed: [] });
    ({ state, events } = act(state, place('heart'), place('lungs', 'brain')));
    expect(events.at(-1)).toMatchObject({ type: 'wrong', lost: 1, total: 1 });
    expect(state).toMatchObject({ roundScore: 1, streak: 0, mistakes: 2 });
    expect(announce(events.at(-1) as OrgansEvent)).toBe('Not quite: the lungs do not go there. Minus 1. Score 1.');
  });

  it('leaves a filled spot as it is', () => {
    const state = act(playingRound(1), place('heart')).state;
    const { state: after, events } = act(state, place('brain', 'heart'));
    expect(after).toBe(state);
    expect(events).toEqual([{ type: 'spotTaken', organ: 'brain', spot: 'heart' }]);
  });

  it('ignores organs not in this round, and an organ already placed', () => {
    const state = act(playingRound(1), place('heart')).state;
    expect(apply(state, place('liver')).state).toBe(state);
    expect(apply(state, place('heart')).state).toBe(state);
  });

  it('completes the round when every spot holds its organ, with a bonus point for every 5 whole seconds left', () => {
    let state = step(playingRound(1), 13_500).state; // 46.5 s left: 47 whole seconds on the clock
    const result = act(state, place('heart'), place('brain'), place('lungs'), place('stomach'));
    state = result.state;
    expect(state.phase).toBe('roundComplete');
    const complete = result.events.at(-1);
    expect(complete).toMatchObject({ type: 'roundComplete', round: 1, end: 'allPlaced', roundScore: 2 * 4 + 3, timeBonus: 9, secondsLeft: 47 });
    expect(state.score).toBe(11 + 9);
    expect(announce(complete as OrgansEvent)).toBe('Round 1 complete! Every organ is in its place. Round score 11, time bonus 9. Total 20.');
  });

  it('completes the round when time runs out, without a time bonus', () => {
    const { state, events } = step(act(playingRound(1), place('heart')).state, 60_000);
    expect(state.phase).toBe('roundComplete');
    expect(events.at(-1)).toMatchObject({ type: 'roundComplete', end: 'timeUp', roundScore: 2, timeBonus: 0, secondsLeft: 0 });
    expect(state.timeLeftMs).toBe(0);
    expect(step(state, 1000).state).toBe(state);
  });
});

describe('label the organs: decoys, lives and hints', () => {
  it('refuses a decoy kindly: a point off (never below 0), the streak reset, a mistake counted, nothing placed', () => {
    let state = act(playingRound(2), place('heart')).state;
    const { state: after, events } = act(state, { type: 'blocked', organ: 'spleen' });
    expect(events).toEqual([{ type: 'decoy', organ: 'spleen', lost: 1, total: after.score + 2 }]);
    expect(after).toMatchObject({ roundScore: 2, streak: 0, mistakes: 1, placed: ['heart'] });
    expect(announce(events[0] as OrgansEvent)).toMatch(/spleen.*real organ.*no spot on this map/i);
    expect(decoyToast(events[0] as OrgansEvent & { type: 'decoy' }).title).toBe('Spleen: not on this map');
    // At the start of a round the point comes off the game's score; at a score of 0 nothing is lost.
    state = playingRound(2);
    expect(act(state, { type: 'blocked', organ: 'pancreas' }).events[0]).toMatchObject({ lost: 1, total: state.score - 1 });
    expect(act(playingRound(1), { type: 'blocked', organ: 'spleen' }).events).toEqual([]);
    const broke = act(playingRound(1), place('heart', 'brain')).state;
    expect(broke.roundScore).toBe(0);
  });

  it('never places a decoy, and a blocked non-decoy changes nothing', () => {
    const state = playingRound(3);
    expect(apply(state, place('gallbladder', 'liver')).state).toBe(state);
    expect(apply(state, { type: 'blocked', organ: 'heart' }).state).toBe(state);
    expect(apply(playingRound(1), { type: 'blocked', organ: 'spleen' }).events).toEqual([]);
  });

  it('loses a life for each wrong spot in round 3, and ends the round at none left, without a time bonus', () => {
    let state = playingRound(3);
    expect(state.lives).toBe(3);
    state = act(state, place('heart'), place('brain', 'lungs')).state;
    expect(state.lives).toBe(2);
    state = apply(state, place('brain', 'lungs')).state;
    expect(state.lives).toBe(1);
    // A decoy costs a point, not a life.
    state = apply(state, { type: 'blocked', organ: 'spleen' }).state;
    expect(state.lives).toBe(1);
    const { state: after, events } = act(state, place('brain', 'lungs'));
    expect(after.lives).toBe(0);
    expect(after.phase).toBe('roundComplete');
    expect(events.map((event) => event.type)).toEqual(['wrong', 'roundComplete']);
    expect(events.at(-1)).toMatchObject({ end: 'outOfLives', timeBonus: 0, secondsLeft: 0 });
    expect(announce(events[0] as OrgansEvent)).toContain('0 lives left.');
  });

  it('gives one hint a round: 2 points, the held organ\'s spot (else the first empty one) outlined for 2 s of game time', () => {
    let state = act(playingRound(1), place('brain'), place('heart')).state;
    const { state: hinted, events } = act(state, { type: 'hint', holding: 'stomach' });
    expect(events).toEqual([{ type: 'hinted', spot: 'stomach', cost: 2, total: 2 }]);
    expect(hinted).toMatchObject({ hintsLeft: 0, hint: { spot: 'stomach', untilMs: HINT_MS } });
    expect(apply(hinted, { type: 'hint' }).state).toBe(hinted);
    expect(step(hinted, 1_999).state.hint).not.toBeNull();
    const ended = step(step(hinted, 1_999).state, 1);
    expect(ended.state.hint).toBeNull();
    expect(ended.events).toEqual([{ type: 'hintEnded', spot: 'stomach' }]);
    state = act(playingRound(1), { type: 'hint' }).state;
    expect(state.hint?.spot).toBe(emptySpots(state)[0]);
    expect(state.roundScore).toBe(0);
  });

  it('takes the outline away once its spot is filled', () => {
    const state = act(playingRound(1), { type: 'hint', holding: 'lungs' }, place('lungs')).state;
    expect(state.hint).toBeNull();
  });
});

describe('label the organs: rounds and the end', () => {
  it('Next Round resets the timer, lives, hints, the board and the round score, and lays out the bigger round', () => {
    const done = act(playingRound(2), { type: 'hint' }, place('heart', 'brain')).state;
    const finished = step(done, 75_000).state;
    const { state, events } = act(finished, { type: 'next' });
    expect(state).toMatchObject({ phase: 'playing', roundIndex: 2, placed: [], roundScore: 0, streak: 0, hintsLeft: 1, hint: null, lives: 3, timeLeftMs: 90_000, elapsedMs: 0 });
    expect(state.pieces).toHaveLength(11);
    expect(state.mistakes).toBe(1);
    expect(events).toEqual([{ type: 'roundStarted', round: 3, ms: 90_000 }]);
  });

  it('after round 3 shows the final screen with the total and the badges', () => {
    let state = playingRound(3);
    state = act(state, ...ROUNDS[2].organs.map((organ) => place(organ))).state;
    const { state: end, events } = act(state, { type: 'next' });
    expect(end.phase).toBe('ended');
    expect(events).toEqual([{ type: 'gameComplete', total: end.score, badges: ['organExplorer', 'precisionPro', 'speedStar'] }]);
    expect(end.results.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(announce(events[0] as OrgansEvent)).toBe(`All three rounds done! Final score ${end.score}. 3 badges earned.`);
  });

  it('earns each badge by its own rule', () => {
    const result = (round: 1 | 2 | 3, secondsLeft: number): RoundResult => ({ round, end: 'allPlaced', roundScore: 0, timeBonus: 0, secondsLeft, mistakes: 0 });
    expect(badgesFor([result(1, 10), result(2, 10), result(3, 10)], 3)).toEqual(['organExplorer', 'precisionPro', 'speedStar']);
    expect(badgesFor([result(1, 10), result(2, 10), result(3, 9)], 4)).toEqual(['organExplorer']);
    expect(badgesFor([result(1, 40)], 0)).toEqual(['precisionPro', 'speedStar']);
    for (const id of ['organExplorer', 'precisionPro', 'speedStar'] as const) expect(badgeInfo[id].name.length).toBeGreaterThan(3);
  });

  it('Play Again starts round 1 over with a score of 0', () => {
    let state = playingRound(3);
    state = apply(step(state, 90_000).state, { type: 'next' }).state;
    const { state: again } = act(state, { type: 'playAgain' });
    expect(again).toMatchObject({ phase: 'playing', roundIndex: 0, score: 0, roundScore: 0, mistakes: 0, results: [], placed: [], timeLeftMs: 60_000 });
  });

  it('says picks and put-backs aloud without changing the game', () => {
    const state = playingRound(1);
    const picked = apply(state, { type: 'pick', organ: 'heart' });
    expect(picked.state).toBe(state);
    expect(announce(picked.events[0] as OrgansEvent)).toBe('Heart picked up.');
    expect(announce(apply(state, { type: 'cancel', organ: 'heart' }).events[0] as OrgansEvent)).toBe('Heart put back.');
  });

  it('never changes the state it is given', () => {
    const state = act(playingRound(2), place('heart'), { type: 'hint' }).state;
    expectUnchangedBy(state, (s) => act(s, place('brain', 'lungs'), { type: 'blocked', organ: 'spleen' }, place('lungs')));
    expectUnchangedBy(state, (s) => step(s, 80_000));
  });
});

describe('label the organs: its words', () => {
  it('says "urine", the word the articles use, never "pee"', () => {
    expect(organs.kidneys.fact).toMatch(/\burine\b/);
    expect(organs.bladder.fact).toMatch(/\burine\b/);
    for (const organ of Object.values(organs)) expect(organ.fact).not.toMatch(/\bpee\b/i);
  });

  it('has a name and a short fact for every organ, a spot name for each on the map, a kind word for each decoy', () => {
    const onMap = new Set<OrganId>(ROUNDS[2].organs);
    const zoneNames = new Set<string>();
    for (const organ of Object.values(organs)) {
      expect(organ.name.length).toBeGreaterThan(2);
      expect(organ.fact.length).toBeGreaterThan(20);
      expect(organ.fact.length).toBeLessThanOrEqual(120);
      if (onMap.has(organ.id)) {
        expect(organ.zoneName?.length).toBeGreaterThan(5);
        // A spot's name tells where it is, never what goes there.
        expect(organ.zoneName?.toLowerCase()).not.toContain(organ.name.toLowerCase().replace(/s$/, ''));
        zoneNames.add(organ.zoneName ?? '');
        expect(organ.decoyMessage).toBeUndefined();
      } else {
        expect(organ.decoyMessage).toMatch(/real.*no spot (for it )?on this map/);
        expect(organ.zoneName).toBeUndefined();
      }
    }
    expect(zoneNames.size).toBe(onMap.size);
  });
});

describe('label the organs: properties', () => {
  const allOrgans = Object.keys(organs) as OrganId[];
  const command = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 0, max: 20_000 }) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('place' as const), organ: fc.constantFrom(...allOrgans), spot: fc.constantFrom(...allOrgans), right: fc.boolean() }), weight: 5 },
    fc.record({ kind: fc.constant('blocked' as const), organ: fc.constantFrom(...allOrgans) }),
    fc.record({ kind: fc.constant('hint' as const), organ: fc.option(fc.constantFrom(...allOrgans), { nil: undefined }) }),
    fc.record({ kind: fc.constant('next' as const) }),
    fc.record({ kind: fc.constant('start' as const) }),
    fc.record({ kind: fc.constant('playAgain' as const) }),
  );

  it('keeps scores at 0 or more, lives within 0..3, decoys off the map, and ends a round early only by time or lives', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer(), fc.array(command, { maxLength: 200 }), (isRelaxed, seed, commands) => {
        let state = init({ relaxed: isRelaxed }, seed);
        for (const c of commands) {
          const before = state;
          const outcome =
            c.kind === 'step'
              ? step(state, c.dt)
              : c.kind === 'place'
                ? apply(state, { type: 'place', organ: c.organ, spot: c.right ? c.organ : c.spot })
                : c.kind === 'blocked'
                  ? apply(state, { type: 'blocked', organ: c.organ })
                  : c.kind === 'hint'
                    ? apply(state, { type: 'hint', holding: c.organ })
                    : apply(state, { type: c.kind });
          state = outcome.state;
          expect(state.score).toBeGreaterThanOrEqual(0);
          expect(totalScore(state)).toBeGreaterThanOrEqual(0);
          if (state.lives !== null) expect(state.lives).toBeGreaterThanOrEqual(0);
          if (state.lives !== null) expect(state.lives).toBeLessThanOrEqual(3);
          for (const organ of state.placed) expect(rulesOf(state).decoys).not.toContain(organ);
          for (const event of outcome.events) {
            if (event.type !== 'roundComplete') continue;
            const full = emptySpots(before).length === 0 || emptySpots(state).length === 0;
            if (event.end === 'allPlaced') expect(full).toBe(true);
            else expect(event.end === 'timeUp' ? state.timeLeftMs : state.lives).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
