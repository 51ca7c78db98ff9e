import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countWords, loadArticleBody, paragraphsOf, readingMinutes } from '../../../src/content/article-bodies';

describe('reading time', () => {
  it('is the word count divided by 200, rounded up', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('word '.repeat(540))).toBe(3);
  });

  it('counts contractions and hyphenated words as one word', () => {
    expect(countWords("Don't stop: a well-known, kid-friendly fact.")).toBe(6);
  });

  it('never goes down when words are added', () => {
    fc.assert(
      fc.property(fc.nat(3000), fc.nat(500), (a, b) => readingMinutes('w '.repeat(a + b)) >= readingMinutes('w '.repeat(a))),
    );
  });
});

describe('paragraphsOf', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(paragraphsOf('One line\nwrapped.\n\n  \nTwo.\n\n\nThree.')).toEqual(['One line wrapped.', 'Two.', 'Three.']);
  });
});

describe('loadArticleBody', () => {
  it('loads a real body and returns null for an article without one', async () => {
    expect(await loadArticleBody('diseases', 'what-is-the-flu')).toMatch(/^The flu is/);
    expect(await loadArticleBody('diseases', 'no-such-article')).toBeNull();
  });
});
