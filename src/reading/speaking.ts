// Carrying a Read to me reading out (issue 35), fetched with the first Listen press: the blocks cut
// into pieces (pieces.ts), the reader's machine (reader.ts) deciding, the voice chosen (voices.ts)
// for the page's language from the saved options (options.ts), and the browser's speech engine
// (speech-engine.ts, fetched with it) doing what the machine asks. What is being read lives in
// read-aloud.ts, which the page's controls and marks read; a problem is kept as its name, and the
// controls say it in the page's words (reading-words.ts).
import { createSafeStorage } from '../lib/safe-storage';
import { piecesOf } from './pieces';
import { generationNow, readingNow, setReading, subscribe, type ReadBlock } from './reading-store';
import { currentPiece, idleReader, readerStep, type ReaderEffect, type ReaderInput, type ReadPiece } from './reader';
import type { SpeechEngine } from './speech-engine';
import { chooseVoice, rateFor, type VoiceInfo } from './voices';

/**
 * Where Reading options are kept, for the reading and for the options' panel alike: one store, so
 * that on a device whose storage refuses them, what the panel set for this page is what is read with.
 */
export const readingStorage = createSafeStorage();
let engine: Promise<SpeechEngine | null> | null = null;
/** The engine once it has started (or null where it could not), for presses after the first. */
let ready: SpeechEngine | null = null;
let voice: SpeechSynthesisVoice | null = null;
let rate = 1;

/** Starts the speech engine (once) for whoever needs it first: a Listen press, or Reading options' list of voices. */
function startEngine(): Promise<SpeechEngine | null> {
  engine ??= import('./speech-engine').then(({ startSpeechEngine }) => startSpeechEngine()).catch(() => null);
  return engine;
}

/** Every voice this browser lists, in every language (for Reading options, which offers the page's). */
export async function deviceVoices(): Promise<VoiceInfo[]> {
  const current = await startEngine();
  return current ? current.voices() : [];
}

/** The pieces of `blocks`, each knowing its block. */
export function piecesOfBlocks(blocks: readonly ReadBlock[]): ReadPiece[] {
  return blocks.flatMap(({ key, text }) => piecesOf(text).map((piece) => ({ ...piece, block: key })));
}

function carryOut(effects: readonly ReaderEffect[], current: SpeechEngine) {
  const mine = generationNow();
  for (const effect of effects) {
    if (effect.type === 'cancel') current.cancel();
    else if (effect.type === 'speak') current.speak(effect.utterance, effect.piece.text, voice, rate, (input) => mine === generationNow() && dispatch(input));
    else setReading({ owner: null, problem: effect.reason === 'failed' ? 'failed' : null, problemFor: readingNow().owner });
  }
}

function dispatch(input: ReaderInput) {
  const step = readerStep(readingNow().state, input);
  setReading({ state: step.state });
  if (ready) carryOut(step.effects, ready);
}

/** The blocks of the reading now that have no marks of their own, by key: each is outlined while read. */
let wholeBlocks = new Map<string, Element>();
let outlined: Element | null = null;
subscribe(() => {
  const key = currentPiece(readingNow().state)?.block;
  const element = (key && wholeBlocks.get(key)) || null;
  if (element === outlined) return;
  outlined?.removeAttribute('data-reading-block');
  element?.setAttribute('data-reading-block', '');
  outlined = element;
  element?.scrollIntoView({ block: 'nearest' });
});

/** Starts reading `blocks` for `owner` in the page's language `lang`, unless another Listen (generation) comes first. */
async function start(owner: string, blocks: readonly ReadBlock[], lang: string, mine: number) {
  wholeBlocks = new Map(blocks.flatMap((block) => (block.element ? [[block.key, block.element] as const] : [])));
  const current = await startEngine();
  ready = current;
  if (mine !== generationNow()) return;
  if (!current) return setReading({ owner: null, problem: 'noSpeech', problemFor: owner });
  // The options' schema (and zod) come with the first press, not with the page.
  const { READING_OPTIONS_KEY, readReadingOptions } = await import('./options');
  if (mine !== generationNow()) return;
  const options = readReadingOptions(readingStorage.get(READING_OPTIONS_KEY));
  const choice = chooseVoice(current.voices(), lang, options.voice);
  voice = current.voices().find((candidate) => candidate.voiceURI === choice.voice?.voiceURI) ?? null;
  // Without a voice the engine would use the device's default, which may speak another language:
  // nothing is read, and the page says why.
  if (!voice) return setReading({ owner: null, problem: 'noVoice', problemFor: owner });
  rate = rateFor(options.speed);
  const step = readerStep(idleReader, { type: 'listen', pieces: piecesOfBlocks(blocks) });
  setReading({ state: step.state });
  carryOut(step.effects, current);
}

export interface Speaking {
  start: typeof start;
  dispatch: typeof dispatch;
  cancel: () => void;
}

export const speaking: Speaking = { start, dispatch, cancel: () => ready?.cancel() };
