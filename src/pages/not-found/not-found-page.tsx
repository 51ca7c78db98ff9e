import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type english from './words.en.json';
import { site } from '../../content/site';
import { useAddress } from '../../i18n/address';
import { useWords } from '../../i18n/words';

/** The 404 page for any path the site does not have (in Spanish under /es); logs the missing path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const words = useWords<typeof english>('pages/not-found');
  const address = useAddress();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{words.title({ site: site.name })}</title>
      <p aria-hidden="true" className="text-7xl">
        🔍
      </p>
      <h1 className="mt-4 text-7xl text-leaf-700">404</h1>
      <p className="mt-2 text-3xl font-extrabold text-leaf-900">{words.heading()}</p>
      <p className="mt-4 text-lg text-ink-soft">{words.text()}</p>
      <Link to={address('/')} className="btn-primary mt-8">
        {words.home()}
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
