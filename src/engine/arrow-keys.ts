/**
 * The arrow keys of a row of on-screen choices (wheel slices, arena icons): Right and Down go to
 * the next one, Left and Up to the previous one, as the WAI-ARIA roving-focus pattern does.
 */
export function arrowKeyActions<Action>(next: Action, previous: Action): Record<string, Action> {
  return { ArrowRight: next, ArrowDown: next, ArrowLeft: previous, ArrowUp: previous };
}
