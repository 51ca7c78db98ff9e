// The one hook that wires a game to the engine: its session, the seed (`?seed=N` replays the same
// game for tests and demos), a new game when Relaxed changes, its sounds, and calm motion. Each
// game's index.tsx declares a GameSetup and renders the frame, host, scene and overlay around it.
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { SoundName } from 'virtual:game-sounds';
import { playSound } from './audio';
import type { BoardPlay } from '../board/board-play';
import type { GameOptions } from './outcome';
import type { GamePlay } from '../passport/record';

/** What one of a game's events adds to the player's passport; games take the type from here. */
export type { GamePlay };
import { preferences, reducedMotion, type GameSound } from './preferences';
import { seedFromSearch } from './rng';
import { createGameSession, type GameLogic, type GameSession } from './session';

/** What a game tells the engine about itself, once, at module level. */
export interface GameSetup<State, Action, Event> {
  title: string;
  logic: GameLogic<State, Action, Event>;
  /** A new game with the player's options and a seed. */
  create(options: GameOptions, seed: number): State;
  /** Relaxed doubles the time limits, so changing it starts a new game. */
  relaxable: boolean;
  sound: GameSound & { soundFor(event: Event): SoundName | null };
  /** What board mode needs: a team's turn, the clock, the event that ends a turn. */
  board: BoardPlay<State, Action, Event>;
  /** How to play, as sentences to read aloud (R, and the game's Listen): How to play shows the same words. */
  directions(state: State): readonly string[];
  /** What the player's passport keeps of a play (src/passport/): the game's id and, for each event, its play or null. */
  passport: { game: string; play(event: Event): GamePlay | null };
}

export interface GameWiring<State, Action, Event> {
  session: GameSession<State, Action, Event>;
  /** Calm motion or the system's reduced motion: effects go, rules stay. */
  calm: boolean;
  seed: number;
}

/** Whether two picks of a view hold the same values field by field (by Object.is): plain objects or arrays. */
export function sameFields(a: object, b: object): boolean {
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * A selector for useStore that picks several fields of a game's view at once: while every field is
 * the same, it hands back the pick it made before, so the overlay renders only when one changes (a
 * new object each time would render it on every frame). zustand's useShallow does this and more
 * (Maps, Sets, any iterable), in a chunk of its own on four games' Play press; the views are plain.
 */
export function useFields<View, Picked extends object>(pick: (view: View) => Picked): (view: View) => Picked {
  const last = useRef<Picked | undefined>(undefined);
  return (view) => {
    const next = pick(view);
    if (last.current !== undefined && sameFields(last.current, next)) return last.current;
    last.current = next;
    return next;
  };
}

export function useGame<State, Action, Event>(setup: GameSetup<State, Action, Event>): GameWiring<State, Action, Event> {
  const [seed] = useState(() => seedFromSearch(window.location.search, Date.now()));
  const relaxed = useStore(preferences.store, (prefs) => prefs.relaxed);
  // The session lives as long as the open game: made once, with the Relaxed setting of that moment.
  const [started] = useState(() => {
    const options = { relaxed: preferences.store.getState().relaxed };
    return { options, session: createGameSession(setup.logic, setup.create(options, seed)) };
  });
  const { session } = started;
  const relaxedInPlay = useRef(started.options.relaxed);
  const calm = useStore(preferences.store, (prefs) => reducedMotion(prefs));

  useEffect(() => {
    if (!setup.relaxable || relaxed === relaxedInPlay.current) return;
    relaxedInPlay.current = relaxed;
    session.reset(setup.create({ relaxed }, seed));
  }, [setup, session, relaxed, seed]);

  useEffect(
    () =>
      session.onEvents((events) => {
        if (!preferences.soundOn(setup.sound)) return;
        for (const event of events) {
          const name = setup.sound.soundFor(event);
          if (name) playSound(name);
        }
      }),
    [setup, session],
  );

  return { session, calm, seed };
}
