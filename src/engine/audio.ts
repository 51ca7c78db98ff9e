// One sound service for every game: Howler, loaded with the first sound a game plays (not with
// the Play press, so the game's first picture comes sooner and a game played silently never
// downloads it), playing the project's own synthesized sounds. Sound is a bonus: any failure to
// load or play is ignored.
import type { Howl as HowlType } from 'howler';
import type { SoundName } from 'virtual:game-sounds';

/** A sound that could not start within this long of being asked for is skipped: late is wrong. */
export const LATE_SOUND_MS = 400;

let sounds: Promise<Map<SoundName, HowlType>> | null = null;

/** Loads howler and the sounds (once). */
function loadSounds(): Promise<Map<SoundName, HowlType>> {
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

/** Plays `name` (the caller has checked that the game's sound is on). Never throws, never waits. */
export function playSound(name: SoundName): void {
  const asked = performance.now();
  const inTime = () => performance.now() - asked <= LATE_SOUND_MS;
  void loadSounds().then((loaded) => {
    const howl = loaded.get(name);
    if (!howl || !inTime()) return;
    try {
      if (howl.state() === 'loaded') howl.play();
      else howl.once('load', () => inTime() && howl.play());
    } catch {
      // Audio is decoration: a browser that refuses it still gets the whole game.
    }
  });
}
