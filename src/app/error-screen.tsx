import { useEffect, useState, type ReactNode } from 'react';
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

/**
 * Whether `error` is the app's code failing to load: a file of an older release that is gone
 * since a new one went up, or a dropped connection (each browser words it its own way).
 */
export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(message);
}

/** Where the app notes that it reloaded an address for its code, and when. */
export const RELOADED_KEY = 'healthsprout:reloaded-for-code';
/** A second failure within this long of a reload is shown, not reloaded again. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Whether to reload `path` to fetch the newest release's code: yes once, and again only a minute
 * later, so that code which still does not load ends on a message rather than in a loop. No when
 * the browser keeps no session storage (it could not tell a loop).
 */
export function shouldReloadForCode(path: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): boolean {
  try {
    if (!storage) return false;
    const last = JSON.parse(storage.getItem(RELOADED_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (last?.path === path && typeof last.at === 'number' && now - last.at < RELOAD_AGAIN_AFTER_MS) return false;
    storage.setItem(RELOADED_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    return false;
  }
}

function sessionStorageIfAny(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The router's error screen, styled like the rest of the site. When the page's code did not load,
 * it first reloads the page once (a tab left open across a release then gets the new one), and
 * says so plainly if that did not help.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const codeMissing = isCodeLoadError(error);
  const [reloadTried, setReloadTried] = useState(false);
  useEffect(() => {
    if (!codeMissing) return;
    if (shouldReloadForCode(window.location.pathname, Date.now(), sessionStorageIfAny())) window.location.reload();
    else setReloadTried(true);
  }, [codeMissing]);

  if (codeMissing && !reloadTried) {
    return (
      <SiteLayout>
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <p role="status" className="text-xl font-bold">
            Getting the newest version of this page…
          </p>
        </section>
      </SiteLayout>
    );
  }
  if (codeMissing) {
    return (
      <ErrorPage title="Page could not load" emoji="📶" heading="This page could not load">
        <p className="mt-4 text-lg">Part of the page did not arrive. Check your connection, then reload the page.</p>
        <p className="mt-2 font-mono text-sm break-words text-ink-soft">{describeError(error)}</p>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage title="Something went wrong" emoji="🤕" heading="Unexpected Application Error!">
      <p className="mt-4 rounded-2xl bg-coral-100 p-4 font-mono text-lg break-words text-coral-700">{describeError(error)}</p>
      <p className="mt-4 text-ink-soft">Try loading the page again. If it keeps happening, please tell us.</p>
    </ErrorPage>
  );
}

/** An error's page: its title, picture and heading, what `children` say, then Reload and Home. */
function ErrorPage({ title, emoji, heading, children }: { title: string; emoji: string; heading: string; children: ReactNode }) {
  return (
    <SiteLayout>
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <title>{`${title} | ${site.name}`}</title>
        <p aria-hidden="true" className="text-6xl">
          {emoji}
        </p>
        <h1 className="mt-4 text-4xl">{heading}</h1>
        {children}
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
