import { twinAddress, type Locale } from '../site-map';
import { useLocale } from './words';

/**
 * Where a link to one of the site's English pages goes from a page in `locale`: on a Spanish page,
 * its Spanish twin where it has one (and the English page until then).
 */
export const addressIn = (locale: Locale, englishPath: string): string =>
  locale === 'es' ? (twinAddress(englishPath) ?? englishPath) : englishPath;

/** addressIn for the page being drawn. */
export function useAddress(): (englishPath: string) => string {
  const locale = useLocale();
  return (englishPath) => addressIn(locale, englishPath);
}
