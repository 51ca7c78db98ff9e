// Runs one game: holds its state in a small store the scene and overlay read, feeds the fixed-step
// loop from the animation frame, and passes what happened to the sounds and the announcer.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { advance, createLoopState, resetClock, STEP_MS, type LoopState } from './loop';
import type { Outcome } from './outcome';

/** What the engine needs from a game's pure logic. */
export interface GameLogic<State, Action, Event> {
  /** Absent for a game without time (the Emotion Wheel). */
  step?(state: State, dtMs: number): Outcome<State, Event>;
  apply(state: State, action: Action): Outcome<State, Event>;
  /** The sentence the polite live region says for an event, or null for none. */
  announce(event: Event): string | null;
}

export interface SessionView<State> {
  state: State;
  /** The newest sentence for the polite live region; `count` makes a repeated sentence new. */
  announcement: { text: string; count: number };
  /** Stopped by the player, by a hidden tab or by a lost graphics context. */
  paused: boolean;
}

export interface GameSession<State, Action, Event> {
  store: StoreApi<SessionView<State>>;
  dispatch(action: Action): void;
  /** Called every animation frame with performance.now(). */
  frame(now: number): void;
  setPaused(paused: boolean): void;
  /** Replaces the state (a new game with other options); a new game is not paused. */
  reset(state: State): void;
  onEvents(listener: (events: Event[]) => void): () => void;
}

export function createGameSession<State, Action, Event>(
  logic: GameLogic<State, Action, Event>,
  initial: State,
): GameSession<State, Action, Event> {
  const store = createStore<SessionView<State>>(() => ({ state: initial, announcement: { text: '', count: 0 }, paused: false }));
  const listeners = new Set<(events: Event[]) => void>();
  let loop: LoopState = createLoopState();

  const publish = (outcome: Outcome<State, Event>) => {
    const { announcement } = store.getState();
    const texts = outcome.events.map((event) => logic.announce(event)).filter((text): text is string => !!text);
    const next = texts.length ? { text: texts.join(' '), count: announcement.count + 1 } : announcement;
    if (outcome.state !== store.getState().state || next !== announcement) store.setState({ state: outcome.state, announcement: next });
    if (outcome.events.length) listeners.forEach((listener) => listener(outcome.events));
  };

  return {
    store,
    dispatch(action) {
      if (store.getState().paused) return;
      publish(logic.apply(store.getState().state, action));
    },
    frame(now) {
      if (store.getState().paused || !logic.step) return;
      const result = advance(loop, now);
      loop = result.loop;
      if (result.steps === 0) return;
      let state = store.getState().state;
      const events: Event[] = [];
      for (let i = 0; i < result.steps; i += 1) {
        const outcome = logic.step(state, STEP_MS);
        state = outcome.state;
        events.push(...outcome.events);
      }
      publish({ state, events });
    },
    setPaused(paused) {
      if (paused === store.getState().paused) return;
      loop = resetClock();
      store.setState({ paused });
    },
    reset(state) {
      loop = resetClock();
      store.setState({ state, paused: false });
    },
    onEvents(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
