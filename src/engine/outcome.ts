// The shape every game's pure logic shares (docs/architecture.md, "A game, from a press of Play to a frame").

/** What an action or a step returns: the new state and what happened, as data. */
export interface Outcome<State, Event> {
  state: State;
  events: Event[];
}

/** Options the game frame passes to every game's `init`. */
export interface GameOptions {
  /** 'Relaxed': every time limit and lifetime is doubled (WCAG 2.2.1). */
  relaxed: boolean;
  /**
   * The teacher's timer on a classroom board (src/board/teacher-timer.ts): each game's (or each
   * round's) time in ms, or null for no timer. Absent: the game's own time, doubled when Relaxed.
   */
  timeMs?: number | null;
  /**
   * Made for a classroom board, where the class plays together (src/board/board-session.ts): a game
   * may keep less of itself there (the Handwashing wash-along keeps no one's streak).
   */
  classOnBoard?: boolean;
}

/** Multiplies a time limit or lifetime by the Relaxed factor. */
export function timeLimit(ms: number, options: GameOptions): number {
  return options.relaxed ? ms * 2 : ms;
}

/** A game's (or a round's) time: the teacher's on the board, else the game's own (doubled when Relaxed). No timer is Infinity. */
export function gameTime(ms: number, options: GameOptions): number {
  if (options.timeMs === undefined) return timeLimit(ms, options);
  return options.timeMs ?? Number.POSITIVE_INFINITY;
}
