// The teacher's timer on the board, chosen before Start: the game's own time, Relaxed (double), a
// time the teacher picks (1 to 5 minutes in steps of 30 seconds), or no timer where the game allows
// it. A game whose time is its lesson (Handwashing's 20 seconds) keeps it; a game without a clock
// (the Emotion Wheel) has none to choose. Pure.

export const CUSTOM_MIN_MS = 60_000;
export const CUSTOM_MAX_MS = 300_000;
export const CUSTOM_STEP_MS = 30_000;

export type TimerChoice = { kind: 'game' } | { kind: 'relaxed' } | { kind: 'custom'; ms: number } | { kind: 'none' };

/** What a game lets the teacher do with its clock. */
export type GameClock =
  /** The game's time can be the teacher's: own, Relaxed, picked, and (if `noTimer`) none. */
  | { kind: 'adjustable'; ms: number; noTimer: boolean }
  /** The time is the lesson: it stays as it is. */
  | { kind: 'fixed'; ms: number }
  /** No clock at all. */
  | { kind: 'none' };

/** Every time a teacher may pick: 1:00, 1:30, ... 5:00. */
export const customTimes: readonly number[] = Array.from(
  { length: (CUSTOM_MAX_MS - CUSTOM_MIN_MS) / CUSTOM_STEP_MS + 1 },
  (_, index) => CUSTOM_MIN_MS + index * CUSTOM_STEP_MS,
);

/** Whether `ms` is a time the teacher may pick. */
export const isCustomTime = (ms: number): boolean => customTimes.includes(ms);

/** The choices a game's clock offers, in the order the settings show them. */
export function timerChoices(clock: GameClock): TimerChoice[] {
  if (clock.kind === 'none') return [];
  if (clock.kind === 'fixed') return [{ kind: 'game' }];
  return [{ kind: 'game' }, { kind: 'relaxed' }, ...customTimes.map((ms) => ({ kind: 'custom' as const, ms })), ...(clock.noTimer ? [{ kind: 'none' as const }] : [])];
}

/** Whether `choice` is one the game offers. */
export function allowed(clock: GameClock, choice: TimerChoice): boolean {
  return timerChoices(clock).some((offered) => timerLabel(offered) === timerLabel(choice));
}

/** How long a turn lasts with `choice`, or null for no timer. A choice the game does not offer keeps the game's own time. */
export function turnMs(clock: GameClock, choice: TimerChoice): number | null {
  if (clock.kind === 'none') return null;
  if (!allowed(clock, choice) || choice.kind === 'game') return clock.ms;
  if (choice.kind === 'relaxed') return clock.ms * 2;
  if (choice.kind === 'custom') return choice.ms;
  return null;
}

/** A time as the board shows it: 1:30. */
export function minutesAndSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The words for a choice in the settings. */
export function timerLabel(choice: TimerChoice): string {
  switch (choice.kind) {
    case 'game':
      return "The game's own time";
    case 'relaxed':
      return 'Relaxed (double time)';
    case 'custom':
      return `${minutesAndSeconds(choice.ms)} minutes`;
    case 'none':
      return 'No timer';
  }
}
