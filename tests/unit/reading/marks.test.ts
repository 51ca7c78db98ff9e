import { describe, expect, it } from 'vitest';
import { markedParts } from '../../../src/reading/marks';

// "The flu is caused by the influenza virus. Rest helps." drawn as three runs: words, a hard word, words.
const runs = ['The flu is caused by the ', 'influenza', ' virus. Rest helps.'];
const whole = runs.join('');
const span = (text: string) => ({ start: whole.indexOf(text), end: whole.indexOf(text) + text.length });
const marked = (parts: ReturnType<typeof markedParts>, key: 'sentence' | 'word') => parts.flat().filter((part) => part[key]).map((part) => part.text).join('');

describe('the marks of Read to me in a block drawn as runs', () => {
  it('leave every run whole and unmarked when nothing is read', () => {
    expect(markedParts(runs, null, null)).toEqual(runs.map((text) => [{ text, sentence: false, word: false }]));
  });

  it('cover exactly the sentence read, across the runs it spans, and keep the text as it was', () => {
    const parts = markedParts(runs, span('The flu is caused by the influenza virus.'), null);
    expect(marked(parts, 'sentence')).toBe('The flu is caused by the influenza virus.');
    expect(parts.map((run) => run.map((part) => part.text).join(''))).toEqual(runs);
    expect(parts[2]?.map((part) => [part.text, part.sentence])).toEqual([
      [' virus.', true],
      [' Rest helps.', false],
    ]);
  });

  it('mark the word said inside the sentence, in the hard word’s run too', () => {
    const parts = markedParts(runs, span('The flu is caused by the influenza virus.'), span('influenza'));
    expect(marked(parts, 'word')).toBe('influenza');
    expect(marked(markedParts(runs, span('Rest helps.'), span('helps')), 'word')).toBe('helps');
  });

  it('mark no word outside the sentence being read', () => {
    expect(marked(markedParts(runs, span('Rest helps.'), span('virus')), 'word')).toBe('');
  });

  it('keep empty runs as one unmarked part', () => {
    expect(markedParts(['', 'Hi.'], { start: 0, end: 3 }, null)).toEqual([[{ text: '', sentence: false, word: false }], [{ text: 'Hi.', sentence: true, word: false }]]);
  });
});
