import { LOCALES, type Locale } from '../site-map';
import { useLocale } from './words';

// A screen's content in each language: typed data (checked by the content's zod schemas), which a
// screen's `data.<language>.ts` gathers from src/content (English) or src/content/es (Spanish).
// Like the words, a page loads only its own language's file, with its screen (src/app/routes.tsx),
// and the prerender and the unit tests load them all.

/** Every screen's data file, by its path from here: `../pages/about/data.es.ts`. */
const files = import.meta.glob<unknown>('../pages/*/data.*.ts');
const fileOf = (folder: string, locale: Locale) => `../pages/${folder}/data.${locale}.ts`;

const loaded = new Map<string, unknown>();

/**
 * Loads the data of the screen in `folder` (under src/pages) in `locale`. A screen with no data
 * file in any language (one whose content is still imported directly) is skipped.
 */
export async function loadPageData(folder: string, locale: Locale): Promise<void> {
  const file = fileOf(folder, locale);
  if (loaded.has(file) || !LOCALES.some((language) => fileOf(folder, language) in files)) return;
  const load = files[file];
  if (!load) throw new Error(`No data for the screen ${folder} in ${locale}: src/pages/${folder}/data.${locale}.ts`);
  loaded.set(file, await load());
}

/** Loads every screen's data in every language. */
export async function loadAllPageData(): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      if (!loaded.has(file)) loaded.set(file, await load());
    }),
  );
}

/** The data of the screen in `folder`, in `locale`, which must already be loaded. */
export function pageDataIn<Data>(folder: string, locale: Locale): Data {
  const data = loaded.get(fileOf(folder, locale));
  if (data === undefined) throw new Error(`The data of ${folder} in ${locale} was drawn before it was loaded.`);
  return data as Data;
}

/** The data of the screen in `folder` (under src/pages) in the page's language, loaded with the page. */
export function usePageData<Data>(folder: string): Data {
  return pageDataIn<Data>(folder, useLocale());
}
