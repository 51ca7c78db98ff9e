import { describe, expect, it } from 'vitest';
import { currentPiece, idleReader, readerStep, type ReaderInput, type ReaderState, type ReadPiece } from '../../../src/reading/reader';

const piece = (block: string, text: string, start = 0): ReadPiece => ({ block, start, end: start + text.length, text });
const pieces = [piece('title', 'What Is the Flu?'), piece('p0', 'The flu is an illness.'), piece('p0', 'It spreads fast.', 23)];

/** Runs the inputs from `state`, returning the last state and every effect in order. */
function run(inputs: ReaderInput[], state: ReaderState = idleReader) {
  const effects = [];
  for (const input of inputs) {
    const step = readerStep(state, input);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const utteranceOf = (state: ReaderState) => (state.status === 'idle' ? -1 : state.utterance);

describe('the reader', () => {
  it('reads every piece in order, each after the one before ends, then is done', () => {
    let { state, effects } = run([{ type: 'listen', pieces }]);
    expect(effects).toEqual([{ type: 'speak', utterance: 1, piece: pieces[0] }]);
    for (const [index, next] of [pieces[1], pieces[2]].entries()) {
      ({ state, effects } = run([{ type: 'ended', utterance: utteranceOf(state) }], state));
      expect(effects).toEqual([{ type: 'speak', utterance: index + 2, piece: next }]);
      expect(currentPiece(state)).toBe(next);
    }
    ({ state, effects } = run([{ type: 'ended', utterance: utteranceOf(state) }], state));
    expect(state).toEqual(idleReader);
    expect(effects).toEqual([{ type: 'done', reason: 'finished' }]);
  });

  it('marks the word the engine reports, and forgets it at the next piece', () => {
    let { state } = run([{ type: 'listen', pieces }, { type: 'word', utterance: 1, start: 5, end: 7 }]);
    expect(state.status === 'reading' && state.word).toEqual({ start: 5, end: 7 });
    ({ state } = run([{ type: 'ended', utterance: 1 }], state));
    expect(state.status === 'reading' && state.word).toBeNull();
  });

  it('pauses by cancelling, and resumes by reading the paused sentence again from its start', () => {
    let { state, effects } = run([{ type: 'listen', pieces }, { type: 'ended', utterance: 1 }, { type: 'pause' }]);
    expect(state.status).toBe('paused');
    expect(effects.at(-1)).toEqual({ type: 'cancel' });
    // The cancelled utterance's end, which some engines report, moves nothing on.
    ({ state, effects } = run([{ type: 'ended', utterance: 2 }], state));
    expect(effects).toEqual([]);
    expect(currentPiece(state)).toBe(pieces[1]);
    ({ state, effects } = run([{ type: 'resume' }], state));
    expect(state.status).toBe('reading');
    expect(effects).toEqual([{ type: 'speak', utterance: utteranceOf(state), piece: pieces[1] }]);
    expect(utteranceOf(state)).toBeGreaterThan(2);
  });

  it('stops at once: cancels, says it is done, and ignores the engine’s late events', () => {
    let { state, effects } = run([{ type: 'listen', pieces }, { type: 'stop' }]);
    expect(state).toEqual(idleReader);
    expect(effects.slice(-2)).toEqual([{ type: 'cancel' }, { type: 'done', reason: 'stopped' }]);
    ({ state, effects } = run([{ type: 'ended', utterance: 1 }, { type: 'word', utterance: 1, start: 0, end: 4 }], state));
    expect(state).toEqual(idleReader);
    expect(effects).toEqual([]);
  });

  it('starts over when another Listen is pressed, cancelling what it was reading', () => {
    const other = [piece('glossary',  'Glossary: virus.')];
    const { state, effects } = run([{ type: 'listen', pieces }, { type: 'listen', pieces: other }]);
    expect(effects.slice(1)).toEqual([{ type: 'cancel' }, { type: 'speak', utterance: 2, piece: other[0] }]);
    expect(currentPiece(state)).toBe(other[0]);
  });

  it('is done at once with nothing to read, and stops with a failure when the engine cannot speak', () => {
    expect(run([{ type: 'listen', pieces: [] }]).effects).toEqual([{ type: 'done', reason: 'finished' }]);
    const failed = run([{ type: 'listen', pieces }, { type: 'failed', utterance: 1 }]);
    expect(failed.state).toEqual(idleReader);
    expect(failed.effects.slice(-2)).toEqual([{ type: 'cancel' }, { type: 'done', reason: 'failed' }]);
  });

  it('ignores presses that do not fit: pause when idle or paused, resume when reading, stop when idle', () => {
    expect(run([{ type: 'pause' }]).effects).toEqual([]);
    expect(run([{ type: 'stop' }]).effects).toEqual([]);
    expect(run([{ type: 'listen', pieces }, { type: 'resume' }]).effects).toHaveLength(1);
    expect(run([{ type: 'listen', pieces }, { type: 'pause' }, { type: 'pause' }]).effects).toHaveLength(2);
  });
});
