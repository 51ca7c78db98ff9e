// The mini-games' sound effects, as data: each sound is a few notes (tones, glides, a little
// noise) that scripts/sounds/wav.ts synthesizes into a small WAV file at build time. Nothing
// is downloaded and no audio file is committed. Kept gentle for ages 8-14: every note stays at
// or under 0.6 of full volume and fades in and out (attack/release), so nothing clicks or blares.

/** Mono, 16-bit PCM, at this rate: plenty for short chirps, and small files. */
export const SAMPLE_RATE = 22050;

/** The loudest a note may be (a fraction of full scale). */
export const MAX_VOLUME = 0.6;

/** Every sound, by the name the games use (`soundUrls[name]` in 'virtual:game-sounds'). */
export const soundNames = ['good', 'bad', 'tap', 'select', 'start', 'tick', 'step', 'win', 'end'] as const;
export type SoundName = (typeof soundNames)[number];

export type Waveform = 'sine' | 'triangle' | 'square' | 'noise';

/** One note or segment of a sound. Notes may overlap; they are mixed by adding them. */
export interface Note {
  wave: Waveform;
  /** Frequency at the start and at the end, in Hz; a different `to` glides between them. For
   * 'noise', the rate at which a new random value is picked (lower is a softer rumble). */
  from: number;
  to: number;
  /** When the note starts, in ms from the start of the sound. */
  at: number;
  /** How long it lasts, in ms. */
  duration: number;
  /** Its peak level, 0..MAX_VOLUME. */
  volume: number;
  /** Fade-in and fade-out, in ms (at least 1 each, together no longer than the note). */
  attack: number;
  release: number;
}

export interface SoundRecipe {
  name: SoundName;
  notes: readonly Note[];
}

/** A note with the usual defaults: a steady pitch, starting at 0. */
const note = (wave: Waveform, from: number, fields: Partial<Omit<Note, 'wave' | 'from'>> & Pick<Note, 'duration' | 'volume'>): Note => ({
  wave,
  from,
  to: fields.to ?? from,
  at: fields.at ?? 0,
  duration: fields.duration,
  volume: fields.volume,
  attack: fields.attack ?? 5,
  release: fields.release ?? Math.round(fields.duration / 2),
});

// Pitches (Hz) of the notes used below.
const C4 = 261.63;
const G4 = 392;
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const A5 = 880;
const C6 = 1046.5;
const E6 = 1318.51;

export const recipes: readonly SoundRecipe[] = [
  {
    // A right answer: a bright two-note chirp, each note gliding up. 180 ms.
    name: 'good',
    notes: [
      note('triangle', E5, { to: G5, duration: 80, volume: 0.4, attack: 5, release: 30 }),
      note('triangle', A5, { to: 1320, at: 70, duration: 110, volume: 0.42, attack: 6, release: 70 }),
      note('sine', 2 * A5, { to: 2640, at: 70, duration: 110, volume: 0.08, attack: 6, release: 80 }),
    ],
  },
  {
    // A wrong answer: a soft, low, falling buzz. Round triangle with a quiet square underneath,
    // so it sounds like "bwoop", not an alarm. 220 ms.
    name: 'bad',
    notes: [
      note('triangle', 220, { to: 150, duration: 220, volume: 0.4, attack: 12, release: 90 }),
      note('square', 110, { to: 75, duration: 220, volume: 0.08, attack: 15, release: 100 }),
    ],
  },
  {
    // A tap: a tiny falling blip with a whisper of noise on top. 50 ms.
    name: 'tap',
    notes: [
      note('sine', 1200, { to: 700, duration: 50, volume: 0.35, attack: 2, release: 35 }),
      note('noise', 6000, { duration: 12, volume: 0.08, attack: 1, release: 9 }),
    ],
  },
  {
    // Choosing something: a soft chime (a high C with its octave shimmering above). 120 ms.
    name: 'select',
    notes: [
      note('sine', C6, { duration: 120, volume: 0.35, attack: 4, release: 100 }),
      note('sine', 2 * C6, { duration: 90, volume: 0.08, attack: 4, release: 75 }),
    ],
  },
  {
    // A game starts: three quick rising notes (C, E, G). 290 ms.
    name: 'start',
    notes: [
      note('triangle', C5, { duration: 90, volume: 0.38, attack: 5, release: 40 }),
      note('triangle', E5, { at: 100, duration: 90, volume: 0.38, attack: 5, release: 40 }),
      note('triangle', G5, { at: 200, duration: 90, volume: 0.4, attack: 5, release: 55 }),
    ],
  },
  {
    // A countdown tick: very short and soft. 40 ms.
    name: 'tick',
    notes: [note('sine', 1500, { to: 1350, duration: 40, volume: 0.25, attack: 2, release: 30 })],
  },
  {
    // The next handwashing step: a gentle two-tone bell (G then C, each ringing out). 200 ms.
    name: 'step',
    notes: [
      note('sine', G5, { duration: 110, volume: 0.35, attack: 3, release: 100 }),
      note('sine', 2 * G5, { duration: 80, volume: 0.06, attack: 3, release: 70 }),
      note('sine', C6, { at: 80, duration: 120, volume: 0.36, attack: 3, release: 110 }),
      note('sine', 2 * C6, { at: 80, duration: 90, volume: 0.06, attack: 3, release: 80 }),
    ],
  },
  {
    // A win: a short happy fanfare, C-E-G then a held high C with a quiet E above it. 900 ms.
    name: 'win',
    notes: [
      note('triangle', C5, { duration: 110, volume: 0.38, attack: 5, release: 40 }),
      note('triangle', E5, { at: 120, duration: 110, volume: 0.38, attack: 5, release: 40 }),
      note('triangle', G5, { at: 240, duration: 110, volume: 0.4, attack: 5, release: 40 }),
      note('triangle', C6, { at: 360, duration: 540, volume: 0.4, attack: 8, release: 380 }),
      note('sine', E6, { at: 360, duration: 540, volume: 0.1, attack: 20, release: 400 }),
    ],
  },
  {
    // Time's up: a calm two-note fall (G down to C), no alarm. 500 ms.
    name: 'end',
    notes: [
      note('sine', G4, { duration: 230, volume: 0.4, attack: 10, release: 90 }),
      note('triangle', C4, { at: 220, duration: 280, volume: 0.42, attack: 12, release: 200 }),
    ],
  },
];

/** How long a sound lasts, in ms: until its last note has faded out. */
export function soundDuration(recipe: SoundRecipe): number {
  return Math.max(0, ...recipe.notes.map((n) => n.at + n.duration));
}
