// The language Read to me reads a page in (issue 37): the page's own, as its root element says it
// (`<html lang="es">`, which the page's address decides, src/site-map.ts), never the browser's or
// the device's. Its own small module, so that the page's reading controls (read-aloud.ts) carry
// nothing of the voice choice (voices.ts), which comes with the first Listen press. Pure.

/** The site's language, for a page that does not say its own. */
const SITE_LANGUAGE = 'en';

/** A language tag as a page writes it: "es", "en-US", "es-419". */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i;

/** The language to read a page in, from the `lang` its root element says (empty or missing: the site's). */
export function readingLanguage(pageLang: string | null | undefined): string {
  const tag = pageLang?.trim() ?? '';
  return LANGUAGE_TAG.test(tag) ? tag : SITE_LANGUAGE;
}
