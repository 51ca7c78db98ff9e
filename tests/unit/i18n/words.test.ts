import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileWords, languageOfWordsFile } from '../../../scripts/build/words-plugin';
import { loadAllWords, wordsFiles, wordsIn } from '../../../src/i18n/words';
import { LOCALES } from '../../../src/site-map';

// Every screen's words in both languages (issue 37): the same keys, nothing empty, the same
// placeholders, and messages that compile and run.

const SRC = join(import.meta.dirname, '../../../src');

/** Every words file under src/, as its folder under src/ and its messages by language. */
function wordsFolders(dir = SRC): Map<string, Map<string, Record<string, string>>> {
  const folders = new Map<string, Map<string, Record<string, string>>>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      for (const [folder, files] of wordsFolders(path)) folders.set(folder, files);
    } else if (/^words\.[a-z]{2}\.json$/.test(name)) {
      const folder = relative(SRC, dir);
      const files = folders.get(folder) ?? new Map<string, Record<string, string>>();
      files.set(languageOfWordsFile(path), JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>);
      folders.set(folder, files);
    }
  }
  return folders;
}

/** The names of a message's placeholders (`{site}`, `{count, plural, …}`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message, { strict: true }));
  return [...names].sort();
}

const folders = wordsFolders();

describe('the words files', () => {
  it('are found in the folders the app loads them from, in every language', () => {
    expect(folders.size).toBeGreaterThanOrEqual(2);
    const loaded = wordsFiles();
    for (const [folder, files] of folders) {
      expect([...files.keys()].sort(), folder).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(loaded, folder).toContainEqual({ folder, locale });
    }
  });

  for (const [folder, files] of folders) {
    describe(folder, () => {
      const english = files.get('en') ?? {};
      it('has every key in both languages, and no message empty', () => {
        for (const [locale, messages] of files) {
          expect(Object.keys(messages).sort(), `${folder} in ${locale}`).toEqual(Object.keys(english).sort());
          for (const [key, message] of Object.entries(messages)) {
            expect(typeof message === 'string' && message.trim().length > 0, `${folder} ${locale} ${key}`).toBe(true);
          }
        }
      });

      it('gives each message the same placeholders in both languages, and each compiles', () => {
        for (const [locale, messages] of files) {
          expect(() => compileWords(messages, locale), `${folder} in ${locale}`).not.toThrow();
          for (const [key, message] of Object.entries(messages)) {
            expect(placeholders(message), `${folder} ${locale} ${key}`).toEqual(placeholders(english[key] ?? ''));
          }
        }
      });
    });
  }

  it('run: every message, given its placeholders, says something, with no "undefined" or "NaN"', async () => {
    await loadAllWords();
    for (const [folder, files] of folders) {
      for (const locale of LOCALES) {
        const words = wordsIn<Record<string, string>>(folder, locale);
        for (const [key, message] of Object.entries(files.get(locale) ?? {})) {
          const args = Object.fromEntries(placeholders(message).map((name) => [name, 3]));
          const text = words[key]?.(args) ?? '';
          expect(text.trim(), `${folder} ${locale} ${key}`).not.toBe('');
          expect(text, `${folder} ${locale} ${key}`).not.toMatch(/undefined|NaN/);
        }
      }
    }
  });
});

/** A words file's compiled module, run as the browser runs it (written where node finds its runtime). */
async function compiled(messages: Record<string, string>, locale: string): Promise<Record<string, (args?: Record<string, number | string>) => string>> {
  const dir = join(import.meta.dirname, '../../../node_modules/.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `words-test-${locale}-${Object.keys(messages).join('-')}.mjs`);
  writeFileSync(file, compileWords(messages, locale));
  return ((await import(pathToFileURL(file).href)) as { default: Record<string, (args?: Record<string, number | string>) => string> }).default;
}

describe('compiled words', () => {
  it('are plain functions: no parsing and no eval in the browser', async () => {
    const code = compileWords({ menu: 'Menú', hello: 'Hola, {name}' }, 'es');
    expect(code).toContain('menu: () => "Menú"');
    expect(code).not.toMatch(/\beval\b|new Function/);
    const words = await compiled({ menu: 'Menú', hello: 'Hola, {name}' }, 'es');
    expect(words.hello?.({ name: 'Ana' })).toBe('Hola, Ana');
  });

  it('choose a plural by the language’s CLDR rules, as Intl.PluralRules does, and write numbers as Intl.NumberFormat does', async () => {
    for (const locale of LOCALES) {
      const words = await compiled({ left: '{n, plural, one {one #} other {other #}}' }, locale);
      const rules = new Intl.PluralRules(locale);
      const numbers = new Intl.NumberFormat(locale);
      for (const n of [0, 1, 2, 5, 21, 100, 1000, 12345, 1000000]) {
        // Spanish has a third form, many, for millions; a message without it falls to other.
        const form = rules.select(n) === 'one' ? 'one' : 'other';
        expect(words.left?.({ n }), `${locale} ${n}`).toBe(`${form} ${numbers.format(n)}`);
      }
    }
  });

  it('refuses a plural form the language does not have, or a message that does not parse', () => {
    expect(() => compileWords({ bad: '{n, plural, few {#} other {#}}' }, 'en')).toThrow();
    expect(() => compileWords({ bad: 'Hola, {name' }, 'es')).toThrow();
  });
});
