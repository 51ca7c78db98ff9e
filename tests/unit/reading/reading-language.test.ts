import { describe, expect, it } from 'vitest';
import { readingLanguage } from '../../../src/reading/reading-language';

describe('the language a page is read aloud in (issue 37)', () => {
  it('is the one the page says: Spanish on a Spanish page, English on an English one', () => {
    expect(readingLanguage('es')).toBe('es');
    expect(readingLanguage('en')).toBe('en');
    expect(readingLanguage(' es-419 ')).toBe('es-419');
    expect(readingLanguage('en_GB')).toBe('en_GB');
  });

  it('is the site’s, English, where the page says none or nothing a language tag could be', () => {
    expect(readingLanguage('')).toBe('en');
    expect(readingLanguage(null)).toBe('en');
    expect(readingLanguage(undefined)).toBe('en');
    expect(readingLanguage('español')).toBe('en');
    expect(readingLanguage('e')).toBe('en');
  });
});
