import { createContext, useContext } from 'react';
import { LOCALES, type Locale } from '../site-map';

// The words of the site's screens, one file per language beside each screen (`words.en.json`,
// `words.es.json`), compiled at build time into plain functions (scripts/build/words-plugin.ts).
// A page loads only its own language's files, before it is drawn: the router loads a route's
// words with its screen's code (src/app/routes.tsx; the page loader fetches both at once), and the
// prerender and the unit tests load all of them. A screen then reads them at once with useWords.

/** The values a message's placeholders take: `{count}` is a number, `{name}` some text. */
export type MessageArgs = Record<string, string | number>;
type Message = (args?: MessageArgs) => string;
type CompiledWords = Record<string, Message>;

/** The words of one screen, typed by its English file: a function per message. */
export type Words<EnglishFile> = { readonly [Key in keyof EnglishFile]: Message };

/** Every words file, by its path from here: `../pages/home/words.es.json`. */
// (Each module's default is its words; taking it here rather than with `import: 'default'` keeps
// every entry of this map, which is in every page's code, a little shorter.)
const files = import.meta.glob<{ default: CompiledWords }>('../**/words.*.json', { query: '?words' });
const fileOf = (folder: string, locale: Locale) => `../${folder}/words.${locale}.json`;

const loaded = new Map<string, CompiledWords>();

/** Loads a folder's words in one language (once); the folder is its path under src/, as `pages/home`. */
export async function loadWords(folder: string, locale: Locale): Promise<void> {
  const file = fileOf(folder, locale);
  if (loaded.has(file)) return;
  const load = files[file];
  if (!load) throw new Error(`No words for ${folder} in ${locale}: src/${folder}/words.${locale}.json`);
  loaded.set(file, (await load()).default);
}

/**
 * Loads the words a page draws with (src/site-map.ts, routeWords): each folder's file in `locale`.
 * A folder with no words file in any language (a screen whose words are still in its code) is
 * skipped; one that has them in the other language only is an error.
 */
export async function loadPageWords(folders: readonly string[], locale: Locale): Promise<void> {
  const written = (folder: string) => LOCALES.some((language) => fileOf(folder, language) in files);
  await Promise.all(folders.filter(written).map((folder) => loadWords(folder, locale)));
}

/** Loads every words file in every language: the prerender and the unit tests draw any page. */
export async function loadAllWords(): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      if (!loaded.has(file)) loaded.set(file, (await load()).default);
    }),
  );
}

/** Every words file's folder under src/ and language, for the tests that hold the languages to each other. */
export function wordsFiles(): { folder: string; locale: Locale }[] {
  return Object.keys(files).flatMap((file) => {
    const match = /^\.\.\/(.+)\/words\.([a-z]{2})\.json$/.exec(file);
    return match?.[1] && match[2] ? [{ folder: match[1], locale: match[2] as Locale }] : [];
  });
}

/** The language of the page being drawn; English unless the app says otherwise (src/app/site-layout.tsx). */
export const LocaleContext = createContext<Locale>('en');

/** The language of the page being drawn. */
export const useLocale = (): Locale => useContext(LocaleContext);

/** A folder's words in `locale`, which must already be loaded. */
export function wordsIn<EnglishFile>(folder: string, locale: Locale): Words<EnglishFile> {
  const words = loaded.get(fileOf(folder, locale));
  if (!words) throw new Error(`The words of ${folder} in ${locale} were drawn before they were loaded.`);
  return words as Words<EnglishFile>;
}

/** A folder's words in the page's language (loaded with the page). */
export function useWords<EnglishFile>(folder: string): Words<EnglishFile> {
  return wordsIn<EnglishFile>(folder, useLocale());
}
