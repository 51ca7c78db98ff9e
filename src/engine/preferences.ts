// The player's game settings, the same for every game and remembered between visits:
// sound on or off, Relaxed timing, and calm motion (the site's own reduced-motion switch).
import { createStore } from 'zustand/vanilla';
import { prefersReducedMotion } from '../lib/motion';
import { storage, type SafeStorage } from './safe-storage';

export const MUTED_KEY = 'healthsprout-sound-muted';
export const RELAXED_KEY = 'healthsprout-relaxed';
export const CALM_MOTION_KEY = 'healthsprout-calm-motion';

export interface Preferences {
  muted: boolean;
  relaxed: boolean;
  calmMotion: boolean;
}

export type PreferenceName = keyof Preferences;

const keys: Record<PreferenceName, string> = { muted: MUTED_KEY, relaxed: RELAXED_KEY, calmMotion: CALM_MOTION_KEY };

/** A preferences store backed by `backing`; each change is saved at once. */
export function createPreferences(backing: SafeStorage) {
  const read = (name: PreferenceName) => backing.get(keys[name]) === 'true';
  const store = createStore<Preferences>(() => ({ muted: read('muted'), relaxed: read('relaxed'), calmMotion: read('calmMotion') }));
  const set = (name: PreferenceName, value: boolean) => {
    backing.set(keys[name], String(value));
    store.setState({ [name]: value });
  };
  return { store, set };
}

export const preferences = createPreferences(storage);

/** Reduced motion: the system setting or the site's Calm motion switch. Removes effects, never rules. */
export function reducedMotion(prefs: Preferences = preferences.store.getState()): boolean {
  return prefs.calmMotion || prefersReducedMotion();
}
