import { Link, useLocation, useMatches } from 'react-router-dom';
import { localeOf, twinAddress, SPANISH_PREFIX } from '../site-map';
import { useShellWords } from './shell-words';

/** What a page's loader may say of its twin: a page made from content (an article) knows its own. */
interface TwinData {
  twin?: string | null;
}

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language,
 * or that language's home page while the page has no twin yet. The twin of a page made from
 * content is its loader's to say (its `twin`); any other page's is the site map's. The word is in
 * the language it names (and marked so, for screen readers), as language choosers are.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1)?.data as TwinData | null | undefined;
  const words = useShellWords();
  const other = localeOf(pathname) === 'es' ? 'en' : 'es';
  const twin = leaf && typeof leaf === 'object' && 'twin' in leaf ? leaf.twin : twinAddress(pathname);
  const to = twin ?? (other === 'es' ? SPANISH_PREFIX : '/');
  return (
    <Link to={to} lang={other} hrefLang={other} className={className}>
      {words.otherLanguage()}
    </Link>
  );
}
