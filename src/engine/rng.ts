// A seeded random source (mulberry32). The state is one 32-bit number kept inside a game's
// state, so that the game logic stays a pure function of (state, action) and a seed replays it.

/** The random state: any 32-bit unsigned integer. */
export type RngState = number;

/** Turns any number (a `?seed=N`, a time) into a valid random state. */
export function seedRng(seed: number): RngState {
  return Math.trunc(Math.abs(seed)) >>> 0;
}

/** The next number in [0, 1) and the state after it. */
export function nextRandom(state: RngState): [value: number, next: RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** A whole number in [min, max] and the state after it. */
export function nextInt(state: RngState, min: number, max: number): [value: number, next: RngState] {
  const [value, next] = nextRandom(state);
  return [min + Math.floor(value * (max - min + 1)), next];
}

/** The items in a new order (Fisher-Yates), and the state after it. */
export function shuffle<T>(items: readonly T[], start: RngState): [T[], RngState] {
  const out = [...items];
  let rng = start;
  for (let i = out.length - 1; i > 0; i -= 1) {
    let j: number;
    [j, rng] = nextInt(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, rng];
}

/** The seed of this visit: `?seed=N` in the page URL when present (tests, demos), else the time. */
export function seedFromSearch(search: string, fallback: number): number {
  const value = new URLSearchParams(search).get('seed');
  const seed = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(seed) ? seed : fallback;
}
