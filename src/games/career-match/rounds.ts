// Career Match's rounds and constants (docs/product.md §9): what each round asks, what a mistake costs,
// and what the badges need.
import type { RoleId, ToolId } from './careers';

export interface RoundRules {
  round: 1 | 2;
  /** The role cards this round; each takes exactly its own tool. */
  roles: readonly RoleId[];
  /** Real tools whose roles are not in the game: trying one costs a point. */
  decoys: readonly ToolId[];
  /** Round time before Relaxed doubles it. */
  ms: number;
  /** Points for each correct match. */
  points: number;
  /** A bonus when the streak of correct matches reaches `streakAt`. */
  streakBonus: number;
  streakAt: number;
  /** Role cards show their names always, or only on hover or focus (screen readers always hear them). */
  names: 'always' | 'onAttention';
}

export const ROUNDS: readonly [RoundRules, RoundRules] = [
  {
    round: 1,
    roles: ['doctor', 'nurse', 'dentist', 'pharmacist', 'paramedic', 'radiographer'],
    decoys: [],
    ms: 60_000,
    points: 2,
    streakBonus: 3,
    streakAt: 3,
    names: 'always',
  },
  {
    round: 2,
    roles: ['doctor', 'nurse', 'dentist', 'pharmacist', 'paramedic', 'radiographer', 'physical-therapist', 'optometrist'],
    decoys: ['microscope', 'hearing-aid'],
    ms: 60_000,
    points: 3,
    streakBonus: 5,
    streakAt: 5,
    names: 'onAttention',
  },
];

/** A wrong match or a try at a decoy costs this, never taking the game's score below 0. */
export const MISTAKE_PENALTY = 1;
/** A finished round's time bonus: a point for every this many whole seconds left. */
export const TIME_BONUS_SECONDS = 5;
/** Badges (docs/product.md §9). */
export const PRECISION_PRO_MAX_MISTAKES = 3;
export const SPEEDY_SCRUB_SECONDS = 20;
