import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GlossaryEntry } from '../../../src/content/schemas';
import {
  countWords,
  entriesUsedBy,
  findEntry,
  loadArticleBody,
  marksOf,
  paragraphsOf,
  parseMarks,
  readingMinutes,
  splitBody,
  stripMarks,
} from '../../../src/content/article-bodies';

const entries: GlossaryEntry[] = [
  {
    id: 'diaphragm',
    term: 'diaphragm',
    forms: ['diaphragms'],
    pronunciation: 'DY-uh-fram',
    definition: 'A dome-shaped muscle under your lungs that tightens to pull air in.',
  },
  {
    id: 'immune-system',
    term: 'immune system',
    pronunciation: 'ih-MYOON SIS-tum',
    definition: 'The parts of your body that work together to find and fight germs.',
  },
  {
    id: 'alveoli',
    term: 'alveoli',
    forms: ['alveolus', 'air sacs'],
    pronunciation: 'al-VEE-uh-lie',
    definition: 'Tiny balloon-like sacs in the lungs where oxygen passes into the blood.',
  },
];

describe('reading time', () => {
  it('is the word count divided by 200, rounded up', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('word '.repeat(540))).toBe(3);
  });

  it('counts contractions and hyphenated words as one word', () => {
    expect(countWords("Don't stop: a well-known, kid-friendly fact.")).toBe(6);
  });

  it('counts a mark as the words it shows, not its entry id', () => {
    const marked = `${'word '.repeat(199)}[[air sacs|alveoli-and-more-words-in-an-id]]`;
    expect(countWords(stripMarks(marked))).toBe(201);
    expect(readingMinutes(marked)).toBe(2);
    expect(readingMinutes(`${'word '.repeat(199)}[[lungs|lung]]`)).toBe(1);
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

describe('splitBody', () => {
  it('splits the main paragraphs from the Go deeper one at the exact line', () => {
    expect(splitBody('One.\n\nTwo.\n\n## Go deeper\n\nMore for older readers.\n')).toEqual({
      main: ['One.', 'Two.'],
      deeper: ['More for older readers.'],
    });
  });

  it('takes the Go deeper paragraph with or without a blank line after the heading, and Windows line ends', () => {
    expect(splitBody('One.\r\n\r\n## Go deeper\r\nMore.').deeper).toEqual(['More.']);
    expect(splitBody('One.\n## Go deeper\nMore,\nwrapped.').main).toEqual(['One.']);
  });

  it('leaves a body without the line, or with the words inside a sentence, all main text', () => {
    expect(splitBody('One.\n\nTwo.')).toEqual({ main: ['One.', 'Two.'], deeper: [] });
    expect(splitBody('Read on to ## Go deeper later.\n\nTwo.').deeper).toEqual([]);
    expect(splitBody('### Go deeper\n\nTwo.').deeper).toEqual([]);
  });
});

describe('parseMarks', () => {
  it('splits a paragraph into text and marks, in order', () => {
    expect(parseMarks('Your [[diaphragm]] moves, and your [[air sacs|alveoli]] fill.')).toEqual([
      { kind: 'text', text: 'Your ' },
      { kind: 'mark', text: 'diaphragm' },
      { kind: 'text', text: ' moves, and your ' },
      { kind: 'mark', text: 'air sacs', id: 'alveoli' },
      { kind: 'text', text: ' fill.' },
    ]);
  });

  it('handles marks at the very start and end, and side by side', () => {
    expect(parseMarks('[[influenza]] [[virus]]')).toEqual([
      { kind: 'mark', text: 'influenza' },
      { kind: 'text', text: ' ' },
      { kind: 'mark', text: 'virus' },
    ]);
  });

  it('leaves anything that is not a whole mark as plain text', () => {
    for (const text of ['No marks here.', 'A [single] bracket.', 'Open [[ and never closed.', 'Empty [[]] mark.', 'Bar [[|]] only.']) {
      expect(parseMarks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('never nests: the inner mark of [[a [[b]] c]] is the only mark', () => {
    expect(marksOf('[[a [[b]] c]]')).toEqual([{ kind: 'mark', text: 'b' }]);
    expect(stripMarks('[[a [[b]] c]]')).toBe('[[a b c]]');
  });

  it('gives back the original text, marks replaced by their shown words, for any input', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('[[', ']]', '|', '[[word]]', '[[shown|id]]'))), (parts) => {
        const text = parts.join('');
        const runs = parseMarks(text);
        expect(runs.map((run) => run.text).join('')).toBe(stripMarks(text));
        expect(runs.every((run) => run.text.length > 0)).toBe(true);
        if (!text.includes('[[')) expect(stripMarks(text)).toBe(text);
      }),
    );
  });
});

describe('findEntry', () => {
  it('finds an entry by its term, ignoring case and spacing', () => {
    expect(findEntry({ kind: 'mark', text: 'Diaphragm' }, entries)?.id).toBe('diaphragm');
    expect(findEntry({ kind: 'mark', text: 'immune  system' }, entries)?.id).toBe('immune-system');
  });

  it('finds an entry by one of its forms', () => {
    expect(findEntry({ kind: 'mark', text: 'diaphragms' }, entries)?.id).toBe('diaphragm');
    expect(findEntry({ kind: 'mark', text: 'Air sacs' }, entries)?.id).toBe('alveoli');
  });

  it('finds an entry by the id a mark names, whatever its shown words', () => {
    expect(findEntry({ kind: 'mark', text: 'the tiny sacs', id: 'alveoli' }, entries)?.id).toBe('alveoli');
  });

  it('finds nothing for an unknown word or id, rather than guessing', () => {
    expect(findEntry({ kind: 'mark', text: 'lung' }, entries)).toBeUndefined();
    expect(findEntry({ kind: 'mark', text: 'diaphragm', id: 'no-such-id' }, entries)).toBeUndefined();
  });
});

describe('entriesUsedBy', () => {
  it('lists the entries a body uses, each once, in order of first use, skipping unknown marks', () => {
    const body = 'The [[diaphragms]] and [[air sacs|alveoli]].\n\n## Go deeper\nThe [[diaphragm]], the [[spleen]], the [[immune system]].';
    expect(entriesUsedBy(body, entries).map((entry) => entry.id)).toEqual(['diaphragm', 'alveoli', 'immune-system']);
  });
});

describe('loadArticleBody', () => {
  it('loads a real body and returns null for an article without one', async () => {
    expect(await loadArticleBody('diseases', 'what-is-the-flu')).toMatch(/^The flu is/);
    expect(await loadArticleBody('diseases', 'no-such-article')).toBeNull();
  });
});
