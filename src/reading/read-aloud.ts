// Read to me on a page (issue 35): one reading at a time, for whichever Listen was pressed last.
// The reader's machine (reader.ts) decides; this carries out what it asks with the browser's speech
// engine (speech-engine.ts, fetched on the first Listen press) and tells the page's controls and
// marks what is being read. Reading stops when the page goes away.
import { useSyncExternalStore } from 'react';
import { createSafeStorage } from '../lib/safe-storage';
import { piecesOf } from './pieces';
import { idleReader, readerStep, type ReaderEffect, type ReaderInput, type ReaderState, type ReadPiece } from './reader';
import type { SpeechEngine } from './speech-engine';
import { chooseVoice, rateFor } from './voices';

export interface Reading {
  /** Which Listen is reading (the owner it named), or null. */
  owner: string | null;
  state: ReaderState;
  /** What went wrong with the last Listen, in words for the page; null when nothing did. */
  problem: string | null;
  /** Whose Listen that was. */
  problemFor: string | null;
}

let reading: Reading = { owner: null, state: idleReader, problem: null, problemFor: null };
const listeners = new Set<() => void>();
let engine: Promise<SpeechEngine | null> | null = null;
let voice: SpeechSynthesisVoice | null = null;
let rate = 1;
const storage = createSafeStorage();

function set(next: Partial<Reading>) {
  reading = { ...reading, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a control or block that is not being read sees: one unchanging value, so it does not render again. */
const notReading: Reading = { owner: null, state: idleReader, problem: null, problemFor: null };

/**
 * What `owner`'s control or block of text needs to show: the reading while it is `owner`'s, else
 * nothing. A page has many (a glossary, 60 entries): each renders again only for its own reading,
 * not for every word another one says.
 */
export function useReadingOf(owner: string): Reading {
  const snapshot = () => (reading.owner === owner || reading.problemFor === owner ? reading : notReading);
  return useSyncExternalStore(subscribe, snapshot, () => notReading);
}

/** Whether this browser can speak: without it no Listen is shown (some in-app browsers have none). */
export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** The problems a reader can meet, as the page says them. */
export const readingProblems = {
  noVoice: 'This device has no voice for this language that stays on the device. Reading options lets you choose another voice.',
  failed: 'The voice stopped before the end. Press Listen to try again.',
  noSpeech: 'Reading aloud could not start on this device.',
} as const;

/** The engine once it has started (or null where it could not), for presses after the first. */
let ready: SpeechEngine | null = null;
/** Which Listen is current: what the engine reports for an earlier one is dropped. */
let generation = 0;

function carryOut(effects: readonly ReaderEffect[], current: SpeechEngine) {
  const mine = generation;
  for (const effect of effects) {
    if (effect.type === 'cancel') current.cancel();
    else if (effect.type === 'speak') current.speak(effect.utterance, effect.piece.text, voice, rate, (input) => mine === generation && dispatch(input));
    else set({ owner: null, problem: effect.reason === 'failed' ? readingProblems.failed : null, problemFor: reading.owner });
  }
}

function dispatch(input: ReaderInput) {
  const step = readerStep(reading.state, input);
  set({ state: step.state });
  if (ready) carryOut(step.effects, ready);
}

/** The pieces of `blocks` (a title, a paragraph...), each knowing its block. */
export function piecesOfBlocks(blocks: readonly string[]): ReadPiece[] {
  return blocks.flatMap((text, block) => piecesOf(text).map((piece) => ({ ...piece, block })));
}

/** Ends whatever is being read at once, with nothing more from the engine about it. */
function silence() {
  generation += 1;
  ready?.cancel();
  set({ owner: null, state: idleReader });
}

/** Reads `blocks` aloud for `owner` in the page's language `lang`, stopping any other reading. */
export async function listen(owner: string, blocks: readonly string[], lang: string): Promise<void> {
  silence();
  const mine = generation;
  set({ owner, problem: null, problemFor: null });
  engine ??= import('./speech-engine').then(({ startSpeechEngine }) => startSpeechEngine()).catch(() => null);
  const current = await engine;
  ready = current;
  if (mine !== generation) return; // another Listen, or Stop, came first
  if (!current) return set({ owner: null, problem: readingProblems.noSpeech, problemFor: owner });
  // The options' schema (and zod) come with the first press, not with the page.
  const { READING_OPTIONS_KEY, readReadingOptions } = await import('./options');
  if (mine !== generation) return;
  const options = readReadingOptions(storage.get(READING_OPTIONS_KEY));
  const choice = chooseVoice(current.voices(), lang, options.voice);
  if (!choice.voice) return set({ owner: null, problem: readingProblems.noVoice, problemFor: owner });
  voice = current.voices().find((candidate) => candidate.voiceURI === choice.voice?.voiceURI) ?? null;
  rate = rateFor(options.speed);
  const step = readerStep(idleReader, { type: 'listen', pieces: piecesOfBlocks(blocks) });
  set({ state: step.state });
  carryOut(step.effects, current);
}

export const pauseReading = () => dispatch({ type: 'pause' });
export const resumeReading = () => dispatch({ type: 'resume' });
export const stopReading = () => silence();

/** Stops the reading if it is `owner`'s: its text is leaving the page. */
export function stopReadingOf(owner: string) {
  if (reading.owner === owner) silence();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', stopReading);
