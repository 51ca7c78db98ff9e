// The words every game shares: time left said two ways, short for the eye ("1:05") and in words
// for a screen reader ("1 minute 5 seconds left"). Each game names its own phases; a pause is the
// session's (src/engine/session.ts), not a phase.

/** Whole seconds left, rounded up: 0.2 s left still shows as 1 second. Never negative. */
export function secondsLeft(ms: number): number {
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
}

/**
 * Whether a game's clock, moved on in steps of 1000/60 ms, has reached `targetMs`. Sums of such
 * steps carry float error (90 steps from 10 400 ms may land a millionth short of 11 900 ms), which
 * would cost a whole extra step and, on a stopped test clock, a whole extra frame: within a
 * millionth of a millisecond counts as there.
 */
export const hasReached = (elapsedMs: number, targetMs: number) => elapsedMs >= targetMs - 1e-6;

/** "1 second", "2 seconds": a count and its word, for words whose plural adds an s. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Time left in words: "1 minute 5 seconds left", "1 second left", "0 seconds left". */
export function timeInWords(ms: number): string {
  const total = secondsLeft(ms);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return `${plural(seconds, 'second')} left`;
  return `${plural(minutes, 'minute')}${seconds ? ` ${plural(seconds, 'second')}` : ''} left`;
}

/** Time left as a clock shows it: "1:05", "0:42". */
export function timeShort(ms: number): string {
  const total = secondsLeft(ms);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
