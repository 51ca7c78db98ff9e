// The shape every game's pure logic shares (docs/architecture.md, "A game, always the same four parts").

/** What an action or a step returns: the new state and what happened, as data. */
export interface Outcome<State, Event> {
  state: State;
  events: Event[];
}

/** Options the game frame passes to every game's `init`. */
export interface GameOptions {
  /** 'Relaxed': every time limit and lifetime is doubled (WCAG 2.2.1). */
  relaxed: boolean;
}

/** Multiplies a time limit or lifetime by the Relaxed factor. */
export function timeLimit(ms: number, options: GameOptions): number {
  return options.relaxed ? ms * 2 : ms;
}
