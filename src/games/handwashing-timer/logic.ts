// The 20-second Handwashing Timer as a pure state machine (docs/product.md "Handwashing Timer", §9).
// No DOM, no storage, no clock: the host feeds `step` from the loop and saves the streaks.
import type { GameOptions, Outcome } from '../../engine/outcome';

/** How long a wash lasts. Not doubled by Relaxed mode: 20 seconds is the health advice, not a challenge. */
export const WASH_MS = 20_000;
/** The countdown moves in 0.1 s ticks, never in partial ones. */
export const TICK_MS = 100;
export const WASH_STEP_MS = 4_000;
export const DONE_MESSAGE = 'Great job! Hands are clean!';
/** Local storage keys; reading and writing them is the host's job. */
export const CURRENT_STREAK_KEY = 'handwashing-current-streak';
export const BEST_STREAK_KEY = 'handwashing-best-streak';
export const SOUND_DEFAULT_ON = false;

export interface WashStep {
  id: string;
  /** Short enough for the step list (under ~45 characters). */
  text: string;
  /** One sentence saying how, shown under the current step. */
  tip: string;
  icon: string;
  /** Elapsed time (ms) at which the step begins; it lasts until `endTime`, exclusive. */
  startTime: number;
  endTime: number;
}

// The 20 seconds are for scrubbing with soap (health advice: scrub for at least 20 seconds, then
// rinse): wetting and soaping come before Start, rinsing and drying after the timer.
const stepTexts: readonly Omit<WashStep, 'startTime' | 'endTime'>[] = [
  {
    id: 'rub-palms',
    text: 'Rub your soapy palms together',
    tip: 'Rub until you make lots of bubbles, because the lather helps lift germs off your skin.',
    icon: '🤲',
  },
  {
    id: 'backs-of-hands',
    text: 'Scrub the backs of your hands',
    tip: 'Put one palm on the back of the other hand and rub, then swap hands.',
    icon: '✋',
  },
  {
    id: 'between-fingers',
    text: 'Scrub between your fingers',
    tip: 'Lace your fingers together and slide them back and forth so no germs can hide in the gaps.',
    icon: '🖐️',
  },
  {
    id: 'thumbs-and-nails',
    text: 'Clean thumbs, nails and fingertips',
    tip: 'Twist each thumb inside your other hand, then rub your fingertips on your palm to clean under your nails.',
    icon: '👍',
  },
  {
    id: 'wrists',
    text: 'Scrub your wrists',
    tip: 'Hold one wrist and twist your hand around it, then swap, and after that you rinse and dry.',
    icon: '💪',
  },
];

/** The five steps, one every WASH_STEP_MS of elapsed time. */
export const washSteps: readonly WashStep[] = stepTexts.map((s, i) => ({
  ...s,
  startTime: i * WASH_STEP_MS,
  endTime: (i + 1) * WASH_STEP_MS,
}));

const LAST_STEP = washSteps.length - 1;

export type WashPhase = 'idle' | 'running' | 'paused' | 'done';

export interface WashState {
  phase: WashPhase;
  /** Always a whole number of ticks. */
  elapsedMs: number;
  /** Time fed to `step` but not yet spent in a whole tick. */
  carryMs: number;
  currentStreak: number;
  bestStreak: number;
  /** A class washing along on a classroom board (made with classOnBoard): no one's streak is counted. */
  classWash: boolean;
}

export interface SavedStreaks {
  currentStreak: number;
  bestStreak: number;
}

export type WashAction = { type: 'start' } | { type: 'pause' } | { type: 'resume' } | { type: 'reset' } | { type: 'replay' };

export type WashEvent =
  | { type: 'started' }
  | { type: 'paused' }
  | { type: 'resumed' }
  | { type: 'reset' }
  | { type: 'stepChanged'; index: number }
  /** `counted`: whether the wash counted in the streak (not in a class wash-along), so the streaks are saved. */
  | { type: 'done'; currentStreak: number; bestStreak: number; newBest: boolean; counted: boolean };

export type WashOutcome = Outcome<WashState, WashEvent>;

/** A saved count as a whole number of at least 0 (storage may hold anything). */
function wholeCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The idle timer, with the streaks read from storage; the best streak is never below the current
 * one. On a classroom board (`classOnBoard`) the class washes along and no streak is counted.
 */
export function init(saved: SavedStreaks, options: Pick<GameOptions, 'classOnBoard'> = {}): WashState {
  const currentStreak = wholeCount(saved.currentStreak);
  const bestStreak = Math.max(currentStreak, wholeCount(saved.bestStreak));
  return { phase: 'idle', elapsedMs: 0, carryMs: 0, currentStreak, bestStreak, classWash: options.classOnBoard === true };
}

export function remainingMs(state: WashState): number {
  return Math.max(0, WASH_MS - state.elapsedMs);
}

/** Which of the five steps the washer is on; the last one once the wash is done. */
export function currentStepIndex(state: WashState): number {
  if (state.phase === 'done') return LAST_STEP;
  return Math.min(LAST_STEP, Math.floor(state.elapsedMs / WASH_STEP_MS));
}

/** How step `index` is drawn: 'done' steps are ticked and struck through. */
export function stepStatus(state: WashState, index: number): 'done' | 'current' | 'upcoming' {
  if (state.phase === 'done') return 'done';
  if (state.phase === 'idle') return 'upcoming';
  const current = currentStepIndex(state);
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

/** How far through the wash, from 0 to 1 (the progress ring). */
export function progress(state: WashState): number {
  return Math.min(1, Math.max(0, state.elapsedMs / WASH_MS));
}

/** Frames such as 1000/120 ms add up to 99.999… ms; without this the tick would come a frame late. */
const TICK_EPSILON_MS = 1e-6;

/** Spends `dtMs` of running time in whole ticks; at 20 s the wash is done and the streak grows. */
export function step(state: WashState, dtMs: number): WashOutcome {
  if (state.phase !== 'running' || !Number.isFinite(dtMs) || dtMs <= 0) return { state, events: [] };
  const carry = state.carryMs + dtMs;
  const ticks = Math.floor((carry + TICK_EPSILON_MS) / TICK_MS);
  const elapsedMs = state.elapsedMs + ticks * TICK_MS;
  const next: WashState =
    elapsedMs < WASH_MS ? { ...state, elapsedMs, carryMs: Math.max(0, carry - ticks * TICK_MS) } : finishWash(state);

  const events: WashEvent[] = [];
  if (currentStepIndex(next) !== currentStepIndex(state)) events.push({ type: 'stepChanged', index: currentStepIndex(next) });
  if (next.phase === 'done') {
    const { currentStreak, bestStreak } = next;
    events.push({ type: 'done', currentStreak, bestStreak, newBest: bestStreak > state.bestStreak, counted: !state.classWash });
  }
  return { state: next, events };
}

/** Clean hands: one more in the streak, and a new best if it passes the old one (a class wash-along counts in no one's). */
function finishWash(state: WashState): WashState {
  const currentStreak = state.classWash ? state.currentStreak : state.currentStreak + 1;
  return { ...state, phase: 'done', elapsedMs: WASH_MS, carryMs: 0, currentStreak, bestStreak: Math.max(state.bestStreak, currentStreak) };
}

function runFromStart(state: WashState): WashState {
  return { ...state, phase: 'running', elapsedMs: 0, carryMs: 0 };
}

/** A button press. Buttons that do not belong to the current phase change nothing. */
export function apply(state: WashState, action: WashAction): WashOutcome {
  switch (action.type) {
    case 'start':
      if (state.phase !== 'idle') break;
      return { state: runFromStart(state), events: [{ type: 'started' }] };
    case 'pause':
      if (state.phase !== 'running') break;
      return { state: { ...state, phase: 'paused' }, events: [{ type: 'paused' }] };
    case 'resume':
      if (state.phase !== 'paused') break;
      return { state: { ...state, phase: 'running' }, events: [{ type: 'resumed' }] };
    case 'reset':
      if (state.phase !== 'paused') break;
      return { state: { ...state, phase: 'idle', elapsedMs: 0, carryMs: 0 }, events: [{ type: 'reset' }] };
    case 'replay':
      if (state.phase !== 'done') break;
      return { state: runFromStart(state), events: [{ type: 'started' }] };
  }
  return { state, events: [] };
}

/** What the polite live region says after an event. */
export function announce(event: WashEvent): string | null {
  switch (event.type) {
    case 'started':
      return `Timer started. ${stepSentence(0)}`;
    case 'stepChanged':
      return washSteps[event.index] ? stepSentence(event.index) : null;
    case 'paused':
      return 'Paused';
    case 'resumed':
      return 'Resumed';
    case 'reset':
      return 'Timer reset';
    case 'done':
      // A class wash-along keeps no streak, so none is said.
      if (!event.counted) return `${DONE_MESSAGE} Now rinse off the soap and dry your hands.`;
      return event.newBest
        ? `${DONE_MESSAGE} Streak ${event.currentStreak}. That's a new best!`
        : `${DONE_MESSAGE} Streak ${event.currentStreak}. Best ${event.bestStreak}.`;
  }
}

function stepSentence(index: number): string {
  return `Step ${index + 1}: ${washSteps[index]?.text ?? ''}.`;
}
