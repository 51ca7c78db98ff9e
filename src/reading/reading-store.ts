// What Read to me is reading on this page, and which Listen is current (issue 35): the one store
// that the page's controls and marks (read-aloud.ts) and the reading's code (speaking.ts) share.
import { idleReader, type ReaderState } from './reader-state';

/**
 * What can go wrong with a Listen: no voice for the page's language on the device, the voice
 * stopping midway, no speech at all, or the reading's code not arriving. The controls say it in
 * the page's language (reading-words.ts).
 */
export type ReadingProblem = 'noVoice' | 'failed' | 'noSpeech' | 'notLoaded';

export interface Reading {
  /** Which Listen is reading (the owner it named), or null. */
  owner: string | null;
  state: ReaderState;
  /** What went wrong with the last Listen; null when nothing did. */
  problem: ReadingProblem | null;
  /** Whose Listen that was. */
  problemFor: string | null;
}

/** A block of text to read (a title, a paragraph, a list item), by the key its marks are drawn under. */
export interface ReadBlock {
  key: string;
  text: string;
  /** The element of a block read whole (no marks of its own), outlined while it is read. */
  element?: Element;
}

let reading: Reading = { owner: null, state: idleReader, problem: null, problemFor: null };
const listeners = new Set<() => void>();

/** The reading now (for speaking.ts). */
export const readingNow = (): Reading => reading;

/** Changes the reading and tells every control and mark that shows it. */
export function setReading(next: Partial<Reading>) {
  reading = { ...reading, ...next };
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Which Listen is current: whatever is done for an earlier one (a late engine, a late module) is dropped. */
let generation = 0;
export const generationNow = () => generation;
/** A new Listen or a Stop: the reading before it is over. */
export const nextGeneration = () => (generation += 1);

