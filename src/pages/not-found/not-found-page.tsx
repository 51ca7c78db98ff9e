import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { site } from '../../content/site';

/** The 404 page for any path the site does not have; logs the missing path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`Page Not Found | ${site.name}`}</title>
      <p aria-hidden="true" className="text-7xl">
        🔍
      </p>
      <h1 className="mt-4 text-7xl text-leaf-700">404</h1>
      <p className="mt-2 text-3xl font-extrabold text-leaf-900">Page Not Found</p>
      <p className="mt-4 text-lg text-ink-soft">
        Oops! We looked everywhere, but this page is not here. It may have moved, or the link may have a typo.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
