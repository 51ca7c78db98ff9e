// Label the Organs' rounds and constants (docs/product.md §9; docs/decisions.md for round 2's streak bonus):
// what each round asks, what a mistake and a hint cost, and what the badges need.
import type { OrganId } from './organs';

export interface RoundRules {
  round: 1 | 2 | 3;
  /** The organs with a spot on the map this round; each spot takes exactly its organ. */
  organs: readonly OrganId[];
  /** Real organs with no spot on this map: they cannot be picked up. */
  decoys: readonly OrganId[];
  /** Round time before Relaxed doubles it. */
  ms: number;
  /** Points for each correct placement. */
  points: number;
  /** A bonus when the streak of correct placements reaches `streakAt`. */
  streakBonus: number;
  streakAt: number;
  /** How spots show their names: always, on hover or focus (and once filled), or never (a "?"). */
  labels: 'always' | 'onAttention' | 'hidden';
  /** Lives this round (lost on wrong placements), or null for none. */
  lives: number | null;
}

export const ROUNDS: readonly [RoundRules, RoundRules, RoundRules] = [
  { round: 1, organs: ['brain', 'heart', 'lungs', 'stomach'], decoys: [], ms: 60_000, points: 2, streakBonus: 3, streakAt: 3, labels: 'always', lives: null },
  {
    round: 2,
    organs: ['brain', 'heart', 'lungs', 'stomach', 'liver', 'intestines'],
    decoys: ['spleen', 'pancreas'],
    ms: 75_000,
    points: 3,
    streakBonus: 4,
    streakAt: 4,
    labels: 'onAttention',
    lives: null,
  },
  {
    round: 3,
    organs: ['brain', 'heart', 'lungs', 'stomach', 'liver', 'intestines', 'kidneys', 'bladder'],
    decoys: ['spleen', 'pancreas', 'gallbladder'],
    ms: 90_000,
    points: 4,
    streakBonus: 5,
    streakAt: 5,
    labels: 'hidden',
    lives: 3,
  },
];

/** A wrong placement or a try at a decoy costs this, never taking the game's score below 0. */
export const MISTAKE_PENALTY = 1;
export const HINTS_PER_ROUND = 1;
export const HINT_COST = 2;
/** How long a hint outlines an empty spot, in game time. */
export const HINT_MS = 2_000;
/** A finished board's time bonus: a point for every this many whole seconds left. */
export const TIME_BONUS_SECONDS = 5;
/** Badges (docs/product.md §9). */
export const PRECISION_PRO_MAX_MISTAKES = 3;
export const SPEED_STAR_SECONDS = 30;
