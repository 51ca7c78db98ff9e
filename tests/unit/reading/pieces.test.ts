import { describe, expect, it } from 'vitest';
import { MAX_PIECE_LENGTH, piecesOf, sentencesOf, spokenText, wordAt } from '../../../src/reading/pieces';

const texts = (text: string) => sentencesOf(text).map((piece) => piece.text);

describe('sentences', () => {
  it('end at full stops, question and exclamation marks, with each one’s place in the text', () => {
    const text = 'The flu is an illness. Does it spread? Yes! It does.';
    const sentences = sentencesOf(text);
    expect(sentences.map((piece) => piece.text)).toEqual(['The flu is an illness.', 'Does it spread?', 'Yes!', 'It does.']);
    for (const piece of sentences) expect(text.slice(piece.start, piece.end)).toBe(piece.text);
  });

  it('go on after abbreviations and initials', () => {
    expect(texts('Ask Dr. Lee about it. She works in the U.S. Army, e.g. at a base.')).toEqual(['Ask Dr. Lee about it.', 'She works in the U.S. Army, e.g. at a base.']);
    expect(texts('J. K. Rowling wrote it. Then what?')).toEqual(['J. K. Rowling wrote it.', 'Then what?']);
  });

  it('go on after the abbreviations Spanish pages write, and end a sentence inside « »', () => {
    expect(texts('Las etiquetas de EE. UU. lo indican. Pregunta a la Dra. Ruiz, p. ej. en clase. ¿Y luego?')).toEqual([
      'Las etiquetas de EE. UU. lo indican.',
      'Pregunta a la Dra. Ruiz, p. ej. en clase.',
      '¿Y luego?',
    ]);
    expect(texts('Dijo: «Lávate las manos.» Luego sécalas. ¡Listo!')).toEqual(['Dijo: «Lávate las manos.»', 'Luego sécalas.', '¡Listo!']);
    expect(wordAt('«Lávate las manos.»', 12)).toEqual({ start: 12, end: 17 });
  });

  it('keep numbers whole: decimals, thousands and times', () => {
    expect(texts('Your body is about 37.5 degrees. It has 1,000 parts. Wake at 7.30 tomorrow.')).toEqual(['Your body is about 37.5 degrees.', 'It has 1,000 parts.', 'Wake at 7.30 tomorrow.']);
  });

  it('keep a closing quote or bracket with its sentence, and treat an ellipsis as an end', () => {
    expect(texts('She said, "Wash your hands." (Then dry them.) And wait…  Done.')).toEqual(['She said, "Wash your hands."', '(Then dry them.)', 'And wait…', 'Done.']);
  });

  it('keep the words of a glossary mark, as the page shows them', () => {
    // The page reads what it shows: a mark's words are plain text by then.
    expect(texts('It is caused by the influenza virus. Antibiotics do not help.')).toEqual(['It is caused by the influenza virus.', 'Antibiotics do not help.']);
  });

  it('give nothing for blank text, or for emoji and punctuation alone, and end a text without a full stop', () => {
    expect(sentencesOf('')).toEqual([]);
    expect(sentencesOf('   \n ')).toEqual([]);
    expect(texts('🎉 ✨')).toEqual([]);
    expect(texts('Great job! 🎉 Keep going')).toEqual(['Great job!', '🎉 Keep going']);
  });
});

describe('pieces', () => {
  it('are the sentences when each is short enough', () => {
    expect(piecesOf('One. Two.').map((piece) => piece.text)).toEqual(['One.', 'Two.']);
  });

  it('cut a long sentence at a comma before the limit, and keep every piece in place and under it', () => {
    const long = `${'Wash your hands with soap and water for twenty seconds, '.repeat(6)}then dry them.`;
    const pieces = piecesOf(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.text.length).toBeLessThanOrEqual(MAX_PIECE_LENGTH);
      expect(long.slice(piece.start, piece.end)).toBe(piece.text);
      expect(piece.text).toBe(piece.text.trim());
    }
    expect(pieces.map((piece) => piece.text).join(' ')).toBe(long);
    expect(pieces[0]?.text.endsWith(',')).toBe(true);
  });

  it('cut at a space where a long sentence has no comma, and mid-word only when it has no space', () => {
    const words = `${'word '.repeat(60)}end.`;
    for (const piece of piecesOf(words, 50)) expect(piece.text.length).toBeLessThanOrEqual(50);
    const unbroken = 'x'.repeat(120);
    expect(piecesOf(unbroken, 50).map((piece) => piece.text.length)).toEqual([50, 50, 20]);
  });
});

describe('what the engine says', () => {
  it('has emoji as spaces of the same length, so that its offsets are the text’s', () => {
    const text = 'Great job 🎉! Keep going 👍🏽.';
    const spoken = spokenText(text);
    expect(spoken).toHaveLength(text.length);
    expect(spoken).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(spoken.indexOf('Keep')).toBe(text.indexOf('Keep'));
  });
});

describe('the word at a boundary', () => {
  const text = 'Wash your hands, then dry them.';
  it('runs from the engine’s index to the end of the word, without its punctuation', () => {
    expect(wordAt(text, 0)).toEqual({ start: 0, end: 4 });
    expect(wordAt(text, text.indexOf('hands'))).toEqual({ start: 10, end: 15 });
    expect(wordAt(text, text.indexOf('them'))).toEqual({ start: 26, end: 30 });
  });

  it('takes the engine’s length when it gives one', () => {
    expect(wordAt(text, 5, 4)).toEqual({ start: 5, end: 9 });
  });

  it('is none for an index on a space or outside the text', () => {
    expect(wordAt(text, 4)).toBeNull();
    expect(wordAt(text, -1)).toBeNull();
    expect(wordAt(text, text.length)).toBeNull();
    expect(wordAt(text, 1.5)).toBeNull();
  });
});
