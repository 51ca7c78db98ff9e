import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { site } from '../content/site';
import { SiteLayout } from './site-layout';

/** What a thrown error or a failed route load reads as: status text, message, or a plain fallback. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

/** The router's error screen, styled like the rest of the site. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <SiteLayout>
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <title>{`Something went wrong | ${site.name}`}</title>
        <p aria-hidden="true" className="text-6xl">
          🤕
        </p>
        <h1 className="mt-4 text-4xl">Unexpected Application Error!</h1>
        <p className="mt-4 rounded-2xl bg-coral-100 p-4 font-mono text-lg break-words text-coral-700">
          {describeError(error)}
        </p>
        <p className="mt-4 text-ink-soft">Try loading the page again. If it keeps happening, please tell us.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link to="/" className="btn-secondary">
            Return to Home
          </Link>
        </div>
      </section>
    </SiteLayout>
  );
}
