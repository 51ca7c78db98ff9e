// Plays a run of actions through a game's pure `apply`, for every game's logic tests.
import type { Outcome } from '../../src/engine/outcome';

/** `apply` bound to its actions: the state after them all, and every event on the way. */
export function actWith<State, Action, Event>(apply: (state: State, action: Action) => Outcome<State, Event>) {
  return (state: State, ...actions: Action[]): Outcome<State, Event> => {
    let current = state;
    const events: Event[] = [];
    for (const action of actions) {
      const outcome = apply(current, action);
      current = outcome.state;
      events.push(...outcome.events);
    }
    return { state: current, events };
  };
}
