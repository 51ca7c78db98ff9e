import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, nextRandom, seedFromSearch, seedRng, shuffle } from '../../../src/engine/rng';

function sequence(seed: number, count: number): number[] {
  let state = seedRng(seed);
  return Array.from({ length: count }, () => {
    const [value, next] = nextRandom(state);
    state = next;
    return value;
  });
}

describe('seeded random source', () => {
  it('gives the same sequence for the same seed', () => {
    expect(sequence(42, 20)).toEqual(sequence(42, 20));
  });

  it('gives another sequence for another seed', () => {
    expect(sequence(42, 20)).not.toEqual(sequence(43, 20));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const values = sequence(7, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const buckets = [0, 0, 0, 0];
    for (const value of values) buckets[Math.floor(value * 4)] = (buckets[Math.floor(value * 4)] ?? 0) + 1;
    for (const count of buckets) expect(count).toBeGreaterThan(2300);
  });

  it('turns any number into a valid 32-bit state', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (seed) => {
        const state = seedRng(seed);
        expect(Number.isInteger(state)).toBe(true);
        expect(state).toBeGreaterThanOrEqual(0);
        expect(state).toBeLessThan(2 ** 32);
      }),
    );
  });

  it('picks whole numbers within the bounds, both ends included', () => {
    let state = seedRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const [value, next] = nextInt(state, 3, 6);
      seen.add(value);
      state = next;
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('reads ?seed=N from the page address, else falls back', () => {
    expect(seedFromSearch('?seed=123', 9)).toBe(123);
    expect(seedFromSearch('?x=1&seed=-5', 9)).toBe(-5);
    expect(seedFromSearch('?seed=abc', 9)).toBe(9);
    expect(seedFromSearch('?seed=', 9)).toBe(9);
    expect(seedFromSearch('', 9)).toBe(9);
  });

  it('shuffles into a new order of the same items, the same for the same state, without touching the original', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const original = [...items];
        const [shuffled, next] = shuffle(items, seedRng(seed));
        expect(items).toEqual(original);
        expect([...shuffled].sort()).toEqual([...items].sort());
        expect(shuffle(items, seedRng(seed))).toEqual([shuffled, next]);
      }),
    );
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => shuffle([1, 2, 3, 4], seedRng(seed))[0].join()));
    expect(orders.size).toBeGreaterThan(12);
  });
});
