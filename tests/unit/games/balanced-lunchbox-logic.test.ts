import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actWith } from '../../support/act';
import { expectUnchangedBy } from '../../support/purity';
import type { GameOptions } from '../../../src/engine/outcome';
import { BONUS_TITLE, END_MESSAGE, endMessage, NOT_FINISHED_MESSAGE, NOT_QUITE, PERFECT, slotName, wrongWords } from '../../../src/games/balanced-lunchbox/copy';
import { FOOD_GROUPS, FOOD_IDS, foods, slots, type FoodId, type SlotCategory } from '../../../src/games/balanced-lunchbox/foods';
import {
  apply,
  BONUS,
  CELEBRATE_MS,
  fits,
  gameMs,
  groupsPacked,
  init,
  pickFoods,
  POINTS,
  step,
  trayOf,
  type LunchboxAction,
  type LunchboxEvent,
  type LunchboxState,
} from '../../../src/games/balanced-lunchbox/logic';
import { announce } from '../../../src/games/balanced-lunchbox/copy';
import { soundFor } from '../../../src/games/balanced-lunchbox/sounds';
import { toastFor } from '../../../src/games/balanced-lunchbox/toasts';
import { seedRng } from '../../../src/engine/rng';
import { STEP_MS } from '../../../src/engine/loop';

const normal: GameOptions = { relaxed: false };

const act = actWith(apply);

const playing = (seed = 7, options = normal) => apply(init(options, seed), { type: 'start' }).state;
const place = (food: FoodId, slot: SlotCategory = foods[food].category): LunchboxAction => ({ type: 'place', food, slot });

/** The game's healthy food for each group (its pick always has one). */
function healthyIn(state: LunchboxState, group: SlotCategory): FoodId {
  const food = state.foods.find((id) => foods[id].category === group && foods[id].isHealthy);
  if (!food) throw new Error(`no ${group} food`);
  return food;
}

/** A game whose pick holds a treat, and that treat. */
function withTreat(): { state: LunchboxState; treat: FoodId } {
  for (let seed = 1; ; seed += 1) {
    const state = playing(seed);
    const treat = state.foods.find((id) => !foods[id].isHealthy);
    if (treat) return { state, treat };
  }
}

describe('balanced lunchbox: constants (docs/product.md §9)', () => {
  it('ends after 45 seconds of play, and after 90 when relaxed', () => {
    for (const [options, ms] of [[normal, 45_000], [{ relaxed: true }, 90_000]] as const) {
      expect(step(playing(7, options), ms - 100).state.phase).toBe('playing');
      expect(step(playing(7, options), ms).state.phase).toBe('ended');
    }
  });

  it('lays out 8 to 10 foods and 6 slots', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      expect(playing(seed).foods.length).toBeGreaterThanOrEqual(8);
      expect(playing(seed).foods.length).toBeLessThanOrEqual(10);
    }
    expect(slots).toHaveLength(6);
  });

  it('doubles the time when Relaxed', () => {
    expect(gameMs({ relaxed: true })).toBe(90_000);
    expect(playing(1, { relaxed: true }).timeLeftMs).toBe(90_000);
  });

  it('has twelve foods (docs/product.md §3): 8 healthy across the five groups, and the 4 treats candy, chips, soda and cake', () => {
    expect(FOOD_IDS).toHaveLength(12);
    expect(FOOD_IDS.filter((id) => foods[id].isHealthy)).toHaveLength(8);
    expect(FOOD_IDS.filter((id) => !foods[id].isHealthy).sort()).toEqual(['cake', 'candy', 'chips', 'soda']);
    for (const id of FOOD_IDS) expect(foods[id].isHealthy).toBe(foods[id].category !== 'treat');
    for (const group of FOOD_GROUPS) expect(FOOD_IDS.some((id) => foods[id].category === group)).toBe(true);
  });

  it('has six slots: protein, grain, fruit, vegetable, dairy and treat, each with an emoji that is none of the foods', () => {
    expect(slots.map((slot) => slot.category)).toEqual(['protein', 'grain', 'fruit', 'vegetable', 'dairy', 'treat']);
    const foodEmoji = new Set(FOOD_IDS.map((id) => foods[id].emoji));
    for (const slot of slots) expect(foodEmoji.has(slot.emoji)).toBe(false);
  });
});

describe('balanced lunchbox: a new game', () => {
  it('waits on its instructions (idle) with an empty box and no foods yet', () => {
    const state = init(normal, 3);
    expect(state.phase).toBe('ready');
    expect(state.foods).toEqual([]);
    expect(state.packed).toEqual({});
  });

  it('Start sets the timer to 45 s, score 0, round 1 and picks 8 to 10 foods, saying so', () => {
    const { state, events } = act(init(normal, 1), { type: 'start' });
    expect(state).toMatchObject({ phase: 'playing', timeLeftMs: 45_000, score: 0, round: 1, packed: {} });
    expect(state.foods.length).toBeGreaterThanOrEqual(8);
    expect(state.foods.length).toBeLessThanOrEqual(10);
    expect(events).toEqual([{ type: 'started', ms: 45_000, foods: state.foods }]);
    expect(announce(events[0] as LunchboxEvent)).toBe('Game started. 45 seconds to pack 5 food groups.');
  });

  it('picks from the seed: the same seed, the same foods; other seeds, other picks of every size', () => {
    expect(playing(42).foods).toEqual(playing(42).foods);
    const picks = Array.from({ length: 40 }, (_, seed) => playing(seed).foods);
    expect(new Set(picks.map((pick) => pick.join())).size).toBeGreaterThan(30);
    expect(new Set(picks.map((pick) => pick.length))).toEqual(new Set([8, 9, 10]));
  });

  it('always picks a healthy food of each of the five groups, with no food twice', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const [pick] = pickFoods(seedRng(seed));
      expect(new Set(pick).size).toBe(pick.length);
      for (const group of FOOD_GROUPS) expect(pick.some((id) => foods[id].category === group && foods[id].isHealthy)).toBe(true);
    }
  });

  it('ignores play before Start, and Start while playing', () => {
    const ready = init(normal, 1);
    expect(act(ready, place('apple'), { type: 'pick', food: 'apple' }, { type: 'playAgain' }).state).toBe(ready);
    expect(step(ready, 5_000).state).toBe(ready);
    const game = playing();
    expect(apply(game, { type: 'start' }).state).toBe(game);
  });
});

describe('balanced lunchbox: packing', () => {
  it("scores +2 for a healthy food in its group's empty slot, takes it from the tray and says 'Perfect! ✅'", () => {
    const state = playing();
    const egg = healthyIn(state, 'protein');
    const { state: after, events } = act(state, place(egg));
    expect(after.score).toBe(2);
    expect(after.packed.protein).toBe(egg);
    expect(trayOf(after)).not.toContain(egg);
    expect(events).toEqual([{ type: 'packed', food: egg, slot: 'protein', points: 2, bonus: 0, total: 2 }]);
    expect(toastFor(events[0] as LunchboxEvent)?.title).toBe('Perfect! ✅');
    expect(announce(events[0] as LunchboxEvent)).toBe(`${foods[egg].name} packed in the protein slot. Perfect! Plus 2. Score 2.`);
    expect(soundFor(events[0] as LunchboxEvent)).toBe('good');
  });

  it("costs 1 for a wrong drop, never below 0, and says 'Not quite right! Try again ❌'", () => {
    const state = playing();
    const fruit = healthyIn(state, 'fruit');
    const atZero = act(state, place(fruit, 'grain'));
    expect(atZero.state.score).toBe(0);
    expect(atZero.state.mistakes).toBe(1);
    expect(atZero.events).toEqual([{ type: 'wrong', food: fruit, slot: 'grain', reason: 'otherGroup', lost: 0, total: 0 }]);
    expect(toastFor(atZero.events[0] as LunchboxEvent)?.title).toBe('Not quite right! Try again ❌');
    expect(soundFor(atZero.events[0] as LunchboxEvent)).toBe('bad');
    const scored = act(state, place(healthyIn(state, 'protein')), place(fruit, 'grain'));
    expect(scored.state.score).toBe(1);
    expect(announce(scored.events.at(-1) as LunchboxEvent)).toBe(`Not quite right! Try again. ${foods[fruit].name} belongs in a different food group. Try another slot! Minus 1. Score 1.`);
    expect(trayOf(scored.state)).toContain(fruit);
  });

  it('never fills the treat slot: a treat is a sometimes food wherever it goes, and a healthy food does not go there', () => {
    const { state, treat } = withTreat();
    const dropped = act(state, place(treat, 'treat'));
    expect(dropped.state.packed.treat).toBeUndefined();
    expect(dropped.events[0]).toMatchObject({ type: 'wrong', reason: 'treat' });
    expect(toastFor(dropped.events[0] as LunchboxEvent)?.description).toBe(foods[treat].sometimesMessage);
    expect(act(state, place(treat, 'fruit')).events[0]).toMatchObject({ type: 'wrong', reason: 'treat' });
    const grain = healthyIn(state, 'grain');
    expect(act(state, place(grain, 'treat')).events[0]).toMatchObject({ type: 'wrong', reason: 'treatSlot' });
    for (const id of FOOD_IDS) expect(fits(id, 'treat', {})).toBe(false);
  });

  it('never refills a filled slot: a second food of a packed group, or another food on a packed slot, is a wrong drop', () => {
    const all = FOOD_IDS.filter((id) => foods[id].isHealthy);
    // A game with both fruits in its pick.
    let state = playing(1);
    for (let seed = 2; !(state.foods.includes('apple') && state.foods.includes('banana')); seed += 1) state = playing(seed);
    const packed = act(state, place('apple')).state;
    const again = act(packed, place('banana'));
    expect(again.state.packed.fruit).toBe('apple');
    expect(again.events[0]).toMatchObject({ type: 'wrong', reason: 'groupPacked', lost: 1 });
    expect(wrongWords('banana', 'fruit', 'groupPacked')).toBe('Your fruit slot is already packed. One of each is plenty!');
    const other = healthyIn(state, 'dairy');
    expect(act(packed, place(other, 'fruit')).events[0]).toMatchObject({ type: 'wrong', reason: 'slotPacked' });
    expect(all.every((id) => !fits(id, 'fruit', { fruit: 'apple' }))).toBe(true);
  });

  it("gives the +5 bonus with 'Bonus +5 points! 🎉' once the five food groups are packed, stops the clock, then shows the results", () => {
    const state = playing();
    const four = act(state, ...['protein', 'grain', 'fruit', 'vegetable'].map((group) => place(healthyIn(state, group as SlotCategory)))).state;
    expect(four.score).toBe(8);
    const dairy = healthyIn(state, 'dairy');
    const full = act(step(four, 10_400).state, place(dairy));
    expect(full.events).toEqual([{ type: 'packed', food: dairy, slot: 'dairy', points: 2, bonus: 5, total: 15 }]);
    expect(toastFor(full.events[0] as LunchboxEvent)?.title).toBe('Bonus +5 points! 🎉');
    expect(announce(full.events[0] as LunchboxEvent)).toBe(`${foods[dairy].name} packed in the dairy slot. Plus 2. All five food groups are packed: bonus plus 5 points! Score 15.`);
    expect(full.state.phase).toBe('playing');
    // The box is shown off with the clock stopped; nothing more goes in.
    const shown = step(full.state, CELEBRATE_MS - 1);
    expect(shown.state.timeLeftMs).toBe(full.state.timeLeftMs);
    expect(shown.state.phase).toBe('playing');
    const rest = trayOf(full.state)[0] as FoodId;
    expect(act(shown.state, place(rest, 'treat')).state).toBe(shown.state);
    const ended = step(shown.state, 1);
    expect(ended.state.phase).toBe('ended');
    expect(ended.events).toEqual([{ type: 'ended', end: 'allPacked', total: 15, groupsPacked: 5, secondsLeft: 35 }]);
    expect(announce(ended.events[0] as LunchboxEvent)).toBe('Great job! You built a balanced lunchbox! Final score 15. You packed 5 of 5 food groups.');
  });

  it('shows the full box for CELEBRATE_MS of the loop\'s steps, whenever the bonus comes (no step lost to float error)', () => {
    const state = playing();
    const four = act(state, ...['protein', 'grain', 'fruit', 'vegetable'].map((group) => place(healthyIn(state, group as SlotCategory)))).state;
    const stepsToShow = Math.ceil(CELEBRATE_MS / STEP_MS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), (stepsBefore) => {
        let now = four;
        for (let i = 0; i < stepsBefore; i += 1) now = step(now, STEP_MS).state;
        let shown = act(now, place(healthyIn(state, 'dairy'))).state;
        for (let i = 1; i < stepsToShow; i += 1) shown = step(shown, STEP_MS).state;
        expect(shown.phase).toBe('playing');
        expect(step(shown, STEP_MS).state.phase).toBe('ended');
      }),
      { numRuns: 40 },
    );
  });

  it('ends at time 0 with the kinder not-finished words, not "Great job", and the final score', () => {
    const state = act(playing(), place(healthyIn(playing(), 'fruit'))).state;
    const almost = step(state, 44_999);
    expect(almost.state.phase).toBe('playing');
    const { state: ended, events } = step(almost.state, 1);
    expect(ended.phase).toBe('ended');
    expect(ended.timeLeftMs).toBe(0);
    expect(events).toEqual([{ type: 'ended', end: 'timeUp', total: 2, groupsPacked: 1, secondsLeft: 0 }]);
    expect(announce(events[0] as LunchboxEvent)).toBe(`Time's up! ${NOT_FINISHED_MESSAGE} Final score 2. You packed 1 of 5 food groups.`);
    expect(announce(events[0] as LunchboxEvent)).not.toContain(END_MESSAGE);
    expect(soundFor(events[0] as LunchboxEvent)).toBe('end');
    expect(act(ended, place('apple')).state).toBe(ended);
  });

  it('Play Again starts over: the full time, score 0, round 1, an empty box and a new pick', () => {
    const ended = step(act(playing(5), place(healthyIn(playing(5), 'grain'))).state, 45_000).state;
    const { state, events } = act(ended, { type: 'playAgain' });
    expect(state).toMatchObject({ phase: 'playing', score: 0, round: 1, timeLeftMs: 45_000, packed: {}, mistakes: 0, bonus: false, end: null });
    expect(events[0]?.type).toBe('started');
    expect(apply(playing(), { type: 'playAgain' }).events).toEqual([]);
  });

  it('says picks and put-backs aloud without changing the game', () => {
    const state = playing();
    const food = state.foods[0] as FoodId;
    const picked = apply(state, { type: 'pick', food });
    expect(picked.state).toBe(state);
    expect(announce(picked.events[0] as LunchboxEvent)).toBe(`${foods[food].name} picked up.`);
    expect(announce(apply(state, { type: 'cancel', food }).events[0] as LunchboxEvent)).toBe(`${foods[food].name} put back.`);
    expect(apply(state, { type: 'pick', food: FOOD_IDS.find((id) => !state.foods.includes(id)) as FoodId }).events).toEqual([]);
  });

  it('never changes the state it is given', () => {
    const state = act(playing(), place(healthyIn(playing(), 'fruit'))).state;
    expectUnchangedBy(state, (s) => act(s, place(healthyIn(s, 'grain')), place(healthyIn(s, 'dairy'), 'fruit')));
    expectUnchangedBy(state, (s) => step(s, 80_000));
  });
});

describe('balanced lunchbox: its words', () => {
  it("keeps docs/product.md's messages word for word", () => {
    expect([PERFECT, BONUS_TITLE, NOT_QUITE, END_MESSAGE]).toEqual(['Perfect! ✅', 'Bonus +5 points! 🎉', 'Not quite right! Try again ❌', 'Great job! You built a balanced lunchbox!']);
  });

  it('ends with "Great job" only for a full box, and kind, encouraging words when time ran out first', () => {
    expect(endMessage('allPacked')).toBe(END_MESSAGE);
    expect(endMessage('timeUp')).toBe(NOT_FINISHED_MESSAGE);
    expect(NOT_FINISHED_MESSAGE).not.toMatch(/great job|balanced lunchbox!/i);
    expect(NOT_FINISHED_MESSAGE).toMatch(/good try/i);
    expect(NOT_FINISHED_MESSAGE).toMatch(/another go/);
  });

  it('has a name and a short fact for every food, and kind words for every treat that never call it bad', () => {
    for (const id of FOOD_IDS) {
      const food = foods[id];
      expect(food.name.length).toBeGreaterThan(2);
      expect(food.fact.length).toBeGreaterThan(20);
      expect(food.fact.length).toBeLessThanOrEqual(120);
      if (food.isHealthy) expect(food.sometimesMessage).toBeUndefined();
      else {
        expect(food.sometimesMessage).toMatch(/sometimes/);
        expect(food.sometimesMessage).not.toMatch(/\b(bad|junk|wrong)\b/i);
      }
    }
  });

  it('names each slot by what it holds; the treat slot says it is empty on purpose', () => {
    expect(slotName('fruit', undefined)).toBe('Fruit slot, empty');
    expect(slotName('fruit', 'banana')).toBe('Fruit slot, packed with banana');
    expect(slotName('treat', undefined)).toBe('Treat slot, empty on purpose');
    expect(slots.find((slot) => slot.category === 'treat')?.about).toMatch(/empty on purpose.*sometimes foods/);
  });
});

describe('balanced lunchbox: properties', () => {
  const command = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 0, max: 20_000 }) }), weight: 2 },
    {
      arbitrary: fc.record({ kind: fc.constant('place' as const), food: fc.constantFrom(...FOOD_IDS), slot: fc.constantFrom(...slots.map((s) => s.category)), right: fc.boolean() }),
      weight: 6,
    },
    fc.record({ kind: fc.constant('start' as const) }),
    fc.record({ kind: fc.constant('playAgain' as const) }),
  );

  it('keeps the score at 0 or more, never changes a filled slot, and fills slots only with a matching healthy food', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer(), fc.array(command, { maxLength: 150 }), (isRelaxed, seed, commands) => {
        let state = init({ relaxed: isRelaxed }, seed);
        for (const c of commands) {
          const before = state;
          const outcome =
            c.kind === 'step'
              ? step(state, c.dt)
              : c.kind === 'place'
                ? apply(state, place(c.food, c.right ? foods[c.food].category : c.slot))
                : apply(state, { type: c.kind });
          state = outcome.state;
          expect(state.score).toBeGreaterThanOrEqual(0);
          const restarted = outcome.events.some((event) => event.type === 'started');
          for (const [slot, food] of Object.entries(state.packed) as [SlotCategory, FoodId][]) {
            expect(foods[food].category).toBe(slot);
            expect(foods[food].isHealthy).toBe(true);
            if (!restarted && before.packed[slot] !== undefined) expect(food).toBe(before.packed[slot]);
          }
          expect(state.packed.treat).toBeUndefined();
          expect(groupsPacked(state)).toBeLessThanOrEqual(5);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every pick can be packed in full: a healthy food for each of the five groups', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const state = playing(seed);
        const packedAll = act(state, ...FOOD_GROUPS.map((group) => place(healthyIn(state, group))));
        expect(groupsPacked(packedAll.state)).toBe(5);
        expect(packedAll.state.score).toBe(5 * POINTS + BONUS);
      }),
      { numRuns: 300 },
    );
  });
});
