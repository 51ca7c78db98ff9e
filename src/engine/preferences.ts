// The player's game settings, remembered between visits: sound, Relaxed timing, and calm motion
// (the site's own reduced-motion switch). Sound is one switch for every game, so a teacher who
// silences one game on the board silences them all; a game whose sounds are off until asked for
// (the Handwashing Timer, docs/product.md §4) keeps its own remembered switch instead.
import { createStore } from 'zustand/vanilla';
import { prefersReducedMotion } from '../lib/motion';
import { storage, type SafeStorage } from '../lib/safe-storage';

export const MUTED_KEY = 'healthsprout-sound-muted';
export const RELAXED_KEY = 'healthsprout-relaxed';
export const CALM_MOTION_KEY = 'healthsprout-calm-motion';

/** Where a game with sound off by default remembers that the player turned it on (or off again). */
export function quietGameSoundKey(gameId: string): string {
  return `healthsprout-sound-${gameId}`;
}

export interface Preferences {
  muted: boolean;
  relaxed: boolean;
  calmMotion: boolean;
  /** The choices made in games whose sound is off by default, by game id. */
  quietGames: Record<string, boolean>;
}

export type PreferenceName = 'muted' | 'relaxed' | 'calmMotion';

/** What a game says about its sound. */
export interface GameSound {
  gameId: string;
  /** False for a game that starts silent until the player turns its sound on. */
  onByDefault: boolean;
}

const keys: Record<PreferenceName, string> = { muted: MUTED_KEY, relaxed: RELAXED_KEY, calmMotion: CALM_MOTION_KEY };

/** A preferences store backed by `backing`; each change is saved at once. */
export function createPreferences(backing: SafeStorage) {
  const read = (name: PreferenceName) => backing.get(keys[name]) === 'true';
  const store = createStore<Preferences>(() => ({ muted: read('muted'), relaxed: read('relaxed'), calmMotion: read('calmMotion'), quietGames: {} }));
  const set = (name: PreferenceName, value: boolean) => {
    backing.set(keys[name], String(value));
    store.setState({ [name]: value });
  };

  /** Whether `game`'s sounds play now. */
  const soundOn = (game: GameSound, prefs: Preferences = store.getState()): boolean => {
    if (game.onByDefault) return !prefs.muted;
    return prefs.quietGames[game.gameId] ?? backing.get(quietGameSoundKey(game.gameId)) === 'on';
  };

  const setSoundOn = (game: GameSound, on: boolean) => {
    if (game.onByDefault) return set('muted', !on);
    backing.set(quietGameSoundKey(game.gameId), on ? 'on' : 'off');
    store.setState((prefs) => ({ quietGames: { ...prefs.quietGames, [game.gameId]: on } }));
  };

  return { store, set, soundOn, setSoundOn };
}

export const preferences = createPreferences(storage);

/** Reduced motion: the system setting or the site's Calm motion switch. Removes effects, never rules. */
export function reducedMotion(prefs: Pick<Preferences, 'calmMotion'> = preferences.store.getState()): boolean {
  return prefs.calmMotion || prefersReducedMotion();
}
