// The one place the engine and the games may use a real timer: for the page around a game (a
// renderer that never starts, focus settling after a blur), never for game time, which the
// fixed-step loop owns (docs/architecture.md). Lint allows setTimeout in this file only.

/** Runs `callback` after `ms` of wall time; returns a function that cancels it. */
export function afterUiDelay(ms: number, callback: () => void): () => void {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
}
