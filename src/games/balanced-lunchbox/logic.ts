// Balanced Lunchbox as a pure state machine (docs/product.md §4 "Balanced Lunchbox", §5, §9; docs/decisions.md
// for the treat slot): pack one everyday food of each food group into a lunchbox against the
// clock. No pixi, no React, no DOM: the overlay's pick-and-place machine (engine) sends `pick`,
// `place` and `cancel`, and this alone decides right or wrong. Pause is the frame not calling
// `step`. The foods and slots are in foods.ts, what the game says in copy.ts.
//
// One decision docs/product.md leaves open: the game ends at time 0, or once the five food groups are packed,
// since nothing left in the tray can score then (the rest are treats and second helpings). The
// clock stops at the bonus and the box is shown off for CELEBRATE_MS (its toast, points and
// confetti) before the results.
import type { GameOptions, Outcome } from '../../engine/outcome';
import { gameTime } from '../../engine/outcome';
import { hasReached, secondsLeft } from '../../engine/phases';
import { nextInt, seedRng, shuffle, type RngState } from '../../engine/rng';
import { FOOD_GROUPS, FOOD_IDS, foods, type FoodGroup, type FoodId, type SlotCategory } from './foods';


/** docs/product.md §9, Lunchbox. */
export const GAME_MS = 45_000;
export const MIN_FOODS = 8;
export const MAX_FOODS = 10;
export const SLOT_COUNT = 6;
export const POINTS = 2;
export const MISTAKE_PENALTY = 1;
export const BONUS = 5;
/** Game time between the full box's bonus and the results, with the clock stopped. */
export const CELEBRATE_MS = 1_500;

export type LunchboxPhase = 'ready' | 'playing' | 'ended';
export type LunchboxEnd = 'timeUp' | 'allPacked';

/** Why a drop did not fit, for the kind words under 'Not quite right! Try again ❌'. */
export type WrongReason = 'treat' | 'treatSlot' | 'slotPacked' | 'groupPacked' | 'otherGroup';

export interface LunchboxState {
  phase: LunchboxPhase;
  /** docs/product.md: Start sets round 1. The lunchbox is one round. */
  round: 1;
  /** This game's pick, in the tray's order; a packed food leaves the tray but stays here. */
  foods: FoodId[];
  /** What each slot holds; a slot not here is empty. */
  packed: Partial<Record<SlotCategory, FoodId>>;
  score: number;
  mistakes: number;
  /** Whether the five food groups' bonus has been given: the box is full and the clock stopped. */
  bonus: boolean;
  /** When the bonus is given: the game time at which the results show. */
  finishAtMs: number | null;
  timeLeftMs: number;
  /** Game time into this game. */
  elapsedMs: number;
  end: LunchboxEnd | null;
  rng: RngState;
  options: GameOptions;
}

export type LunchboxAction =
  | { type: 'start' }
  /** A food was picked up (tap, click, Enter, or a drag begun): only said aloud. */
  | { type: 'pick'; food: FoodId }
  | { type: 'cancel'; food: FoodId }
  | { type: 'place'; food: FoodId; slot: SlotCategory }
  | { type: 'playAgain' };

export type LunchboxEvent =
  | { type: 'started'; ms: number; foods: FoodId[] }
  | { type: 'picked'; food: FoodId }
  | { type: 'cancelled'; food: FoodId }
  | { type: 'packed'; food: FoodId; slot: FoodGroup; points: number; bonus: number; total: number }
  | { type: 'wrong'; food: FoodId; slot: SlotCategory; reason: WrongReason; lost: number; total: number }
  | { type: 'ended'; end: LunchboxEnd; total: number; groupsPacked: number; secondsLeft: number };

type LunchboxOutcome = Outcome<LunchboxState, LunchboxEvent>;

/** The game's time: doubled when Relaxed. */
export function gameMs(options: GameOptions): number {
  return gameTime(GAME_MS, options);
}

/** The foods still in the tray, in its order. */
export function trayOf(state: Pick<LunchboxState, 'foods' | 'packed'>): FoodId[] {
  const packed = new Set(Object.values(state.packed));
  return state.foods.filter((food) => !packed.has(food));
}

/** How many of the five food groups are packed. */
export function groupsPacked(state: Pick<LunchboxState, 'packed'>): number {
  return FOOD_GROUPS.filter((group) => state.packed[group] !== undefined).length;
}

/** Whether a food fits a slot (docs/product.md §5): its category is the slot's, it is healthy, the slot is empty. */
export function fits(food: FoodId, slot: SlotCategory, packed: LunchboxState['packed']): boolean {
  const { category, isHealthy } = foods[food];
  return category === slot && isHealthy && packed[slot] === undefined;
}

/** Why a food does not fit a slot, the most useful reason first; null when it fits. */
export function wrongReason(food: FoodId, slot: SlotCategory, packed: LunchboxState['packed']): WrongReason | null {
  if (fits(food, slot, packed)) return null;
  const { category, isHealthy } = foods[food];
  if (!isHealthy) return 'treat';
  if (packed[category] !== undefined) return 'groupPacked';
  if (slot === 'treat') return 'treatSlot';
  if (packed[slot] !== undefined) return 'slotPacked';
  return 'otherGroup';
}

/**
 * 8 to 10 of the twelve foods in a shuffled order, always with a healthy food of each of the five
 * groups (so a balanced lunchbox is always possible); the rest come at random from the others.
 */
export function pickFoods(start: RngState): [FoodId[], RngState] {
  const [count, afterCount] = nextInt(start, MIN_FOODS, MAX_FOODS);
  let rng = afterCount;
  const chosen: FoodId[] = [];
  for (const group of FOOD_GROUPS) {
    const choices = FOOD_IDS.filter((id) => foods[id].category === group && foods[id].isHealthy);
    let index: number;
    [index, rng] = nextInt(rng, 0, choices.length - 1);
    chosen.push(choices[index] as FoodId);
  }
  const [others, afterOthers] = shuffle(
    FOOD_IDS.filter((id) => !chosen.includes(id)),
    rng,
  );
  return shuffle([...chosen, ...others.slice(0, count - chosen.length)], afterOthers);
}

/** A new game on its instructions: an empty lunchbox, no foods yet (Start picks them). */
export function init(options: GameOptions, seed: number): LunchboxState {
  return {
    phase: 'ready',
    round: 1,
    foods: [],
    packed: {},
    score: 0,
    mistakes: 0,
    bonus: false,
    finishAtMs: null,
    timeLeftMs: gameMs(options),
    elapsedMs: 0,
    end: null,
    rng: seedRng(seed),
    options: { ...options },
  };
}

const unchanged = (state: LunchboxState): LunchboxOutcome => ({ state, events: [] });

/** Start and Play Again: the timer full, score 0, round 1, a new pick of foods (docs/product.md §4). */
function begin(state: LunchboxState): LunchboxOutcome {
  const [picked, rng] = pickFoods(state.rng);
  const ms = gameMs(state.options);
  const next: LunchboxState = { ...state, phase: 'playing', round: 1, foods: picked, packed: {}, score: 0, mistakes: 0, bonus: false, finishAtMs: null, timeLeftMs: ms, elapsedMs: 0, end: null, rng };
  return { state: next, events: [{ type: 'started', ms, foods: picked }] };
}

function finish(state: LunchboxState, end: LunchboxEnd): LunchboxOutcome {
  const seconds = end === 'allPacked' ? secondsLeft(state.timeLeftMs) : 0;
  return {
    state: { ...state, phase: 'ended', end },
    events: [{ type: 'ended', end, total: state.score, groupsPacked: groupsPacked(state), secondsLeft: seconds }],
  };
}

function place(state: LunchboxState, food: FoodId, slot: SlotCategory): LunchboxOutcome {
  if (state.bonus || !trayOf(state).includes(food)) return unchanged(state);
  const reason = wrongReason(food, slot, state.packed);
  if (reason !== null) {
    const lost = Math.min(MISTAKE_PENALTY, state.score);
    const next = { ...state, score: state.score - lost, mistakes: state.mistakes + 1 };
    return { state: next, events: [{ type: 'wrong', food, slot, reason, lost, total: next.score }] };
  }
  const packed = { ...state.packed, [slot]: food };
  const bonus = FOOD_GROUPS.every((group) => packed[group] !== undefined) ? BONUS : 0;
  const next: LunchboxState = {
    ...state,
    packed,
    score: state.score + POINTS + bonus,
    bonus: bonus > 0,
    finishAtMs: bonus > 0 ? state.elapsedMs + CELEBRATE_MS : null,
  };
  return { state: next, events: [{ type: 'packed', food, slot: slot as FoodGroup, points: POINTS, bonus, total: next.score }] };
}

/** Advances the clock: at 0 the game ends. Once the box is full the clock stands and the results follow. */
export function step(state: LunchboxState, dtMs: number): LunchboxOutcome {
  if (state.phase !== 'playing' || !(dtMs > 0)) return unchanged(state);
  if (state.finishAtMs !== null) {
    const elapsedMs = Math.min(state.elapsedMs + dtMs, state.finishAtMs);
    const next = { ...state, elapsedMs };
    return hasReached(elapsedMs, state.finishAtMs) ? finish(next, 'allPacked') : { state: next, events: [] };
  }
  const elapsedMs = state.elapsedMs + Math.min(dtMs, state.timeLeftMs);
  const timeLeftMs = Math.max(0, state.timeLeftMs - dtMs);
  const next = { ...state, elapsedMs, timeLeftMs };
  return timeLeftMs <= 0 ? finish(next, 'timeUp') : { state: next, events: [] };
}

/** What a player does. Anything that does not fit the phase changes nothing. */
export function apply(state: LunchboxState, action: LunchboxAction): LunchboxOutcome {
  switch (action.type) {
    case 'start':
      return state.phase === 'ready' ? begin(state) : unchanged(state);
    case 'playAgain':
      return state.phase === 'ended' ? begin(state) : unchanged(state);
    default:
      break;
  }
  if (state.phase !== 'playing') return unchanged(state);
  switch (action.type) {
    case 'pick':
      return !state.bonus && trayOf(state).includes(action.food) ? { state, events: [{ type: 'picked', food: action.food }] } : unchanged(state);
    case 'cancel':
      return trayOf(state).includes(action.food) ? { state, events: [{ type: 'cancelled', food: action.food }] } : unchanged(state);
    case 'place':
      return place(state, action.food, action.slot);
  }
}
