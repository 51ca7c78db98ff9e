// One sound service for every game: Howler, loaded with the first game, playing the project's
// own synthesized sounds. Sound is a bonus: any failure to load or play is ignored.
import type { Howl as HowlType } from 'howler';
import type { SoundName } from 'virtual:game-sounds';
import { preferences } from './preferences';

let sounds: Promise<Map<SoundName, HowlType>> | null = null;

/** Loads howler and the sounds; called from a user gesture (Play), so browsers allow audio. */
export function loadSounds(): Promise<Map<SoundName, HowlType>> {
  sounds ??= Promise.all([import('howler'), import('virtual:game-sounds')])
    .then(([{ Howl, Howler }, { soundUrls }]) => {
      // Keep the audio context awake between sounds: suspending it makes the next one late.
      Howler.autoSuspend = false;
      const entries = Object.entries(soundUrls) as [SoundName, string][];
      return new Map(entries.map(([name, url]) => [name, new Howl({ src: [url], format: ['wav'], preload: true, volume: 0.7 })]));
    })
    .catch(() => new Map());
  return sounds;
}

/** Plays `name` unless sound is off. Never throws, never waits. */
export function playSound(name: SoundName): void {
  if (preferences.store.getState().muted || !sounds) return;
  void sounds.then((loaded) => {
    try {
      loaded.get(name)?.play();
    } catch {
      // Audio is decoration: a browser that refuses it still gets the whole game.
    }
  });
}
