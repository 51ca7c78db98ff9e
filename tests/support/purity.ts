// Checks that pure logic never changes what it is given, shared by every game's and the engine's tests.
import { expect } from 'vitest';

/** Freezes `value` and everything in it: in a module (strict mode) any write to it then throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Runs `run` on `state` and expects `state` to be exactly as before, compared with a copy taken
 * first. Not frozen: a write anywhere inside `state` shows as a difference (a frozen state could
 * never differ, and would only catch writes that throw).
 */
export function expectUnchangedBy<T>(state: T, run: (state: T) => void): void {
  const before = structuredClone(state);
  run(state);
  expect(state).toEqual(before);
}
