// Turns a sound recipe (scripts/sounds/recipes.ts) into 16-bit samples, and samples into a
// WAV file. Pure and deterministic: the noise comes from a generator seeded by the sound's name,
// so every build writes byte-identical files.
import { SAMPLE_RATE, type Note, type SoundRecipe, type Waveform } from './recipes.ts';

const FULL_SCALE = 32767;

/** A seeded random source in [0, 1) (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a string (FNV-1a), to seed each note's noise from the sound's name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One cycle of a waveform at phase 0..1, starting at 0 and rising (except square). */
function oscillator(wave: Exclude<Waveform, 'noise'>, phase: number): number {
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * phase);
    case 'triangle':
      return 1 - 4 * Math.abs(((phase + 0.75) % 1) - 0.5);
    case 'square':
      return phase < 0.5 ? 1 : -1;
  }
}

const toSamples = (ms: number, sampleRate: number) => Math.round((ms * sampleRate) / 1000);

/** Adds one note into the mix, shaped by a linear fade-in and fade-out that start and end at 0. */
function addNote(mix: Float64Array, note: Note, seed: number, sampleRate: number) {
  const start = toSamples(note.at, sampleRate);
  const length = toSamples(note.duration, sampleRate);
  const attack = Math.max(1, toSamples(note.attack, sampleRate));
  const release = Math.max(1, toSamples(note.release, sampleRate));
  const random = seededRandom(seed);
  let phase = 0;
  let held = 0;
  for (let i = 0; i < length; i += 1) {
    // The pitch glides exponentially (evenly in musical terms) from `from` to `to`.
    const progress = length > 1 ? i / (length - 1) : 0;
    const frequency = note.from * (note.to / note.from) ** progress;
    let value: number;
    if (note.wave === 'noise') {
      // Sample-and-hold noise: a new random value each time the phase wraps.
      if (i === 0 || phase + frequency / sampleRate >= 1) held = random() * 2 - 1;
      value = held;
    } else {
      value = oscillator(note.wave, phase);
    }
    phase = (phase + frequency / sampleRate) % 1;
    const envelope = Math.min(1, i / attack, (length - 1 - i) / release);
    mix[start + i] = (mix[start + i] ?? 0) + value * note.volume * Math.max(0, envelope);
  }
}

/** The sound as mono 16-bit samples at SAMPLE_RATE. */
export function synthesize(recipe: SoundRecipe, sampleRate: number = SAMPLE_RATE): Int16Array {
  const length = Math.max(0, ...recipe.notes.map((n) => toSamples(n.at, sampleRate) + toSamples(n.duration, sampleRate)));
  const mix = new Float64Array(length);
  recipe.notes.forEach((note, index) => addNote(mix, note, hash(`${recipe.name}:${index}`), sampleRate));
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i += 1) {
    samples[i] = Math.round(Math.max(-1, Math.min(1, mix[i] ?? 0)) * FULL_SCALE);
  }
  return samples;
}

/** A WAV file (RIFF/WAVE, PCM, 1 channel, 16-bit, little-endian) holding the samples. */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true); // the rest of the file after this field
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return bytes;
}
