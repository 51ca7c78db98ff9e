import { Link, useLocation } from 'react-router-dom';
import { localeOf, twinAddress, SPANISH_PREFIX } from '../site-map';
import { useShellWords } from './shell-words';

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language,
 * or that language's home page while the page has no twin yet. The word is in the language it
 * names (and marked so, for screen readers), as language choosers are.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const words = useShellWords();
  const other = localeOf(pathname) === 'es' ? 'en' : 'es';
  const to = twinAddress(pathname) ?? (other === 'es' ? SPANISH_PREFIX : '/');
  return (
    <Link to={to} lang={other} hrefLang={other} className={className}>
      {words.otherLanguage()}
    </Link>
  );
}
