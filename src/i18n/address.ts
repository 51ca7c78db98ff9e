import { twinAddress, type Locale } from '../site-map';
import { useLocale } from './words';

/**
 * Where a link to one of the site's English pages goes from a page in `locale`: on a Spanish page,
 * its Spanish twin where it has one (and the English page until then).
 */
export function addressIn(locale: Locale, englishPath: string): string {
  if (locale !== 'es') return englishPath;
  // A section of a page (`/about#how-we-check`) is the same section of its twin.
  const [path = '', section] = englishPath.split('#');
  const twin = twinAddress(path);
  return twin === null ? englishPath : section === undefined ? twin : `${twin}#${section}`;
}

/** addressIn for the page being drawn. */
export function useAddress(): (englishPath: string) => string {
  const locale = useLocale();
  return (englishPath) => addressIn(locale, englishPath);
}
