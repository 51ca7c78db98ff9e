import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorySlugs } from '../../../src/content/schemas';
import { searchEntries, type SearchEntry } from '../../../src/content/search-index';
import {
  highlightParts,
  MAX_RESULTS,
  moveActive,
  resultsAnnouncement,
  searchArticles,
  type CategoryFilter,
} from '../../../src/pages/library/search-logic';

const entry = (title: string, extra: Partial<SearchEntry> = {}): SearchEntry => ({
  title,
  category: 'body',
  categoryTitle: 'The Human Body',
  link: `/library/body/${title.toLowerCase().replace(/\W+/g, '-')}`,
  description: 'Plain words only.',
  tags: ['plain'],
  ...extra,
});

const titles = (results: SearchEntry[]) => results.map((result) => result.title);

/** Lower case without the combining accents (U+0300-U+036F) of the decomposed text: written apart from the code's fold. */
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** An oracle written apart from the code under test: fold both sides, then `includes`. */
const oracleMatches = (candidate: SearchEntry, query: string) => {
  const needle = plain(query.trim());
  return [candidate.title, candidate.description, ...candidate.tags].some((text) => plain(text).includes(needle));
};

const filters: CategoryFilter[] = ['all', ...categorySlugs];

describe('searchArticles', () => {
  it('finds nothing for an empty or whitespace-only query', () => {
    for (const query of ['', ' ', '   \t\n ']) {
      expect(searchArticles(searchEntries, query, 'all')).toEqual([]);
      expect(searchArticles(searchEntries, query, 'body')).toEqual([]);
    }
  });

  it('matches the title, the description or any tag', () => {
    const entries = [
      entry('Bones'),
      entry('Blood', { description: 'Red cells carry oxygen.' }),
      entry('Skin', { tags: ['plain', 'oxygen mask'] }),
    ];
    expect(titles(searchArticles(entries, 'bones', 'all'))).toEqual(['Bones']);
    expect(titles(searchArticles(entries, 'oxygen', 'all'))).toEqual(['Blood', 'Skin']);
    expect(titles(searchArticles(entries, 'mask', 'all'))).toEqual(['Skin']);
    expect(searchArticles(entries, 'teeth', 'all')).toEqual([]);
  });

  it('ignores case and the spaces around the query', () => {
    const lower = searchArticles(searchEntries, 'heart', 'all');
    expect(lower[0]?.link).toBe('/library/body/your-amazing-heart');
    expect(searchArticles(searchEntries, 'HEART', 'all')).toEqual(lower);
    expect(searchArticles(searchEntries, '  hEaRt  ', 'all')).toEqual(lower);
  });

  it('ignores accents either way, so a child who cannot type them still finds the word (issue 37)', () => {
    const heart = entry('Tu increíble corazón', { description: 'Un músculo del tamaño de tu puño.', tags: ['niño'] });
    expect(titles(searchArticles([heart], 'corazon', 'all'))).toEqual(['Tu increíble corazón']);
    expect(titles(searchArticles([heart], 'INCREIBLE', 'all'))).toEqual(['Tu increíble corazón']);
    expect(titles(searchArticles([heart], 'musculo', 'all'))).toEqual(['Tu increíble corazón']);
    expect(titles(searchArticles([heart], 'nino', 'all'))).toEqual(['Tu increíble corazón']);
    expect(titles(searchArticles([entry('Cafe')], 'café', 'all'))).toEqual(['Cafe']);
    // A query typed with a combining accent (decomposed) finds the composed letter of the page.
    expect(titles(searchArticles([heart], 'corazo\u0301n', 'all'))).toEqual(['Tu increíble corazón']);
    expect(highlightParts('Tu increíble corazón', 'corazon')).toEqual([
      { text: 'Tu increíble ', match: false },
      { text: 'corazón', match: true },
    ]);
  });

  it('keeps only the chosen category unless the filter is all', () => {
    const everywhere = searchArticles(searchEntries, 'germs', 'all');
    expect(new Set(everywhere.map((result) => result.category)).size).toBeGreaterThan(1);
    const preventive = searchArticles(searchEntries, 'germs', 'preventive-care');
    expect(preventive.length).toBeGreaterThan(0);
    expect(preventive.every((result) => result.category === 'preventive-care')).toBe(true);
    expect(searchArticles(searchEntries, 'heart', 'careers').every((r) => r.category === 'careers')).toBe(true);
  });

  it('returns at most five results, the first ones in entry order', () => {
    const entries = Array.from({ length: 8 }, (_, i) => entry(`Germ fact ${i + 1}`));
    expect(titles(searchArticles(entries, 'germ', 'all'))).toEqual([
      'Germ fact 1',
      'Germ fact 2',
      'Germ fact 3',
      'Germ fact 4',
      'Germ fact 5',
    ]);
    const common = searchArticles(searchEntries, 'e', 'all');
    expect(common).toHaveLength(5);
    expect(common).toEqual(searchEntries.filter((candidate) => oracleMatches(candidate, 'e')).slice(0, 5));
  });

  it('treats regular-expression characters as plain text', () => {
    const entries = [
      entry('axb'),
      entry('a.b'),
      entry('Round', { description: 'Breathing (in and out).' }),
      entry('Square', { tags: ['plain', '[x] marks'] }),
    ];
    expect(titles(searchArticles(entries, 'a.b', 'all'))).toEqual(['a.b']);
    expect(titles(searchArticles(entries, '(', 'all'))).toEqual(['Round']);
    expect(titles(searchArticles(entries, '[x', 'all'))).toEqual(['Square']);
    expect(searchArticles(searchEntries, '.*', 'all')).toEqual([]);
  });

  it('never returns more than five, and only entries that match the query and the filter', () => {
    const words = searchEntries.flatMap((candidate) => [...candidate.tags, ...candidate.title.split(' ')]);
    const query = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom(...words), fc.constantFrom('e', 'a', ' ', 'the'));
    fc.assert(
      fc.property(query, fc.constantFrom(...filters), (q, filter) => {
        const results = searchArticles(searchEntries, q, filter);
        expect(results.length).toBeLessThanOrEqual(MAX_RESULTS);
        const expected = searchEntries
          .filter((candidate) => filter === 'all' || candidate.category === filter)
          .filter((candidate) => q.trim() !== '' && oracleMatches(candidate, q))
          .slice(0, MAX_RESULTS);
        expect(results).toEqual(expected);
      }),
    );
  });
});

describe('highlightParts', () => {
  it('marks the matching words, keeping the text around them', () => {
    expect(highlightParts('What Is the Flu?', 'flu')).toEqual([
      { text: 'What Is the ', match: false },
      { text: 'Flu', match: true },
      { text: '?', match: false },
    ]);
  });

  it('marks every occurrence in any case, without overlapping', () => {
    expect(highlightParts('Germs, germs, GERMS', 'germs').filter((part) => part.match)).toEqual([
      { text: 'Germs', match: true },
      { text: 'germs', match: true },
      { text: 'GERMS', match: true },
    ]);
    expect(highlightParts('aaaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'aa', match: true },
    ]);
  });

  it('gives one unmarked part for an empty, blank or missing query', () => {
    expect(highlightParts('Your Amazing Heart', '')).toEqual([{ text: 'Your Amazing Heart', match: false }]);
    expect(highlightParts('Your Amazing Heart', '   ')).toEqual([{ text: 'Your Amazing Heart', match: false }]);
    expect(highlightParts('Your Amazing Heart', 'lungs')).toEqual([{ text: 'Your Amazing Heart', match: false }]);
    expect(highlightParts('', 'heart')).toEqual([{ text: '', match: false }]);
  });

  it('marks the trimmed query only', () => {
    expect(highlightParts('my heart beats', ' heart ')).toEqual([
      { text: 'my ', match: false },
      { text: 'heart', match: true },
      { text: ' beats', match: false },
    ]);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(highlightParts('axb a.b', 'a.b')).toEqual([
      { text: 'axb ', match: false },
      { text: 'a.b', match: true },
    ]);
    expect(highlightParts('in (and) out', '(')).toEqual([
      { text: 'in ', match: false },
      { text: '(', match: true },
      { text: 'and) out', match: false },
    ]);
    expect(highlightParts('tick [x] here', '[x').filter((part) => part.match)).toEqual([{ text: '[x', match: true }]);
    expect(highlightParts('a+b', '+')).toHaveLength(3);
  });

  const text = fc.string({ unit: 'grapheme', maxLength: 40 });
  const query = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('a.b', '(', '[x', '*', '\\', '$', '?', ' '));

  it('gives back the input exactly when the parts are joined', () => {
    fc.assert(
      fc.property(text, query, (t, q) => {
        expect(highlightParts(t, q).map((part) => part.text).join('')).toBe(t);
      }),
    );
  });

  it('marks only text equal to the trimmed query ignoring case, and finds it when present', () => {
    fc.assert(
      fc.property(text, query, text, (before, q, after) => {
        const whole = `${before}${q}${after}`;
        const parts = highlightParts(whole, q);
        const needle = plain(q.trim());
        for (const part of parts.filter((p) => p.match)) expect(plain(part.text)).toBe(needle);
        expect(parts.some((part) => part.match)).toBe(needle !== '');
        expect(parts.every((part) => part.text !== '') || parts.length === 1).toBe(true);
      }),
    );
  });
});

describe('moveActive', () => {
  it('moves down and up through the options, wrapping around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(4, 3, 1)).toBe(0);
  });

  it('has no active option when there are no options', () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(2, 0, -1)).toBe(-1);
  });
});

describe('resultsAnnouncement', () => {
  it('says how many results there are once something is typed', () => {
    expect(resultsAnnouncement('', 0)).toBe('');
    expect(resultsAnnouncement('  ', 0)).toBe('');
    expect(resultsAnnouncement('zzz', 0)).toBe('No results');
    expect(resultsAnnouncement('flu', 1)).toBe('1 result');
    expect(resultsAnnouncement('e', 5)).toBe('5 results');
  });
});
