// Read to me's reader (issue 35): what is being read, where it has got to, and what the speech
// engine must do next, as a pure machine: the page hands it presses and the engine's events, and
// carries out the effects it returns (speak a piece, cancel, mark a sentence or a word), so that
// the page and the speech engine stay thin around it.
//
// Pause cancels the engine and Resume reads the paused sentence again from its start: an engine's
// own pause is unreliable (some stop for good, or drop the rest of the queue), and a sentence
// heard again from its beginning is easier to follow than one resumed mid-word.
import { idleReader, type ReaderState, type ReadPiece } from './reader-state';

export { currentPiece, idleReader, type ReaderState, type ReadPiece } from './reader-state';

export type ReaderInput =
  | { type: 'listen'; pieces: readonly ReadPiece[] }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  /** The engine finished saying an utterance. */
  | { type: 'ended'; utterance: number }
  /** The engine reached a word in an utterance (charIndex within the piece). */
  | { type: 'word'; utterance: number; start: number; end: number }
  /** The engine could not say an utterance. */
  | { type: 'failed'; utterance: number };

export type ReaderEffect =
  | { type: 'speak'; utterance: number; piece: ReadPiece }
  | { type: 'cancel' }
  /** Everything was read, or it stopped: the marks go. */
  | { type: 'done'; reason: 'finished' | 'stopped' | 'failed' };

export interface ReaderStep {
  state: ReaderState;
  effects: ReaderEffect[];
}

/** The utterance number after `state`'s, so that a new one is never mistaken for an old one. */
const nextUtterance = (state: ReaderState) => (state.status === 'idle' ? 1 : state.utterance + 1);

const speakAt = (state: ReaderState, pieces: readonly ReadPiece[], index: number): ReaderStep => {
  const utterance = nextUtterance(state);
  const piece = pieces[index];
  if (!piece) return { state: idleReader, effects: [{ type: 'done', reason: 'finished' }] };
  return { state: { status: 'reading', pieces, index, word: null, utterance }, effects: [{ type: 'speak', utterance, piece }] };
};

export function readerStep(state: ReaderState, input: ReaderInput): ReaderStep {
  switch (input.type) {
    case 'listen': {
      // A new Listen replaces whatever was being read.
      const cancel: ReaderEffect[] = state.status === 'idle' ? [] : [{ type: 'cancel' }];
      if (input.pieces.length === 0) return { state: idleReader, effects: [...cancel, { type: 'done', reason: 'finished' }] };
      const started = speakAt(state, input.pieces, 0);
      return { state: started.state, effects: [...cancel, ...started.effects] };
    }
    case 'pause':
      if (state.status !== 'reading') return { state, effects: [] };
      return { state: { ...state, status: 'paused', word: null, utterance: state.utterance + 1 }, effects: [{ type: 'cancel' }] };
    case 'resume':
      if (state.status !== 'paused') return { state, effects: [] };
      return speakAt(state, state.pieces, state.index);
    case 'stop':
      if (state.status === 'idle') return { state, effects: [] };
      return { state: idleReader, effects: [{ type: 'cancel' }, { type: 'done', reason: 'stopped' }] };
    case 'ended':
      if (state.status !== 'reading' || input.utterance !== state.utterance) return { state, effects: [] };
      return speakAt(state, state.pieces, state.index + 1);
    case 'word':
      if (state.status !== 'reading' || input.utterance !== state.utterance) return { state, effects: [] };
      return { state: { ...state, word: { start: input.start, end: input.end } }, effects: [] };
    case 'failed':
      if (state.status !== 'reading' || input.utterance !== state.utterance) return { state, effects: [] };
      return { state: idleReader, effects: [{ type: 'cancel' }, { type: 'done', reason: 'failed' }] };
  }
}
