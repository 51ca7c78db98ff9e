import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { routes } from './app/routes';
import { canHydrate, readHydrationData, resolveLazyRoutes } from './app/hydration';
import { appArrived } from './lib/before-app';
import { keepOfflineCopyWhenQuiet } from './lib/app-update';
import { OUTBOX_KEY } from './forms/outbox-key';
import './index.css';

const app = (hydrationData?: HydrationState) => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes, { hydrationData })} />
  </StrictMode>
);

/**
 * Resolves in a new task of the event loop, after the browser has had a turn. A message, not a
 * timer, as React's own scheduler does: timers can be held back (a background tab's, a test's
 * stopped clock), and the page must come alive whatever.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * The built site ships each page already rendered (scripts/build/prerender.ts). When the markup is the
 * page at this address, the app takes it over; otherwise (the dev server, or an address answered
 * with the Not-found page's file that the router sends elsewhere) it draws the page itself.
 */
async function start(root: HTMLElement) {
  const matches = matchRoutes(routes, window.location) ?? [];
  if (canHydrate(root.dataset.path, window.location.pathname, matches)) {
    try {
      // A lazy route still loading would render nothing and throw the markup away: load them first.
      await resolveLazyRoutes(matches);
      // The screen's modules ran in the task that loaded them: hydration starts in a task of its own,
      // so that neither holds the page for long (a tap between them is answered at once).
      await nextTask();
      // As a transition, hydration works in short slices that let the browser answer taps and
      // paint in between, instead of one long task. The page is already on screen meanwhile.
      startTransition(() => {
        hydrateRoot(root, app(readHydrationData(document)));
      });
      // React answers presses from here on (replaying one made while it takes the page over).
      appArrived();
      return;
    } catch {
      // The screen's code did not load: the router, drawing the page itself, shows the error screen.
    }
  }
  root.replaceChildren();
  // The page's loader hid a page that was not this address's (scripts/app-loader/page-loader.ts): it is gone now.
  root.removeAttribute('data-wrong-page');
  createRoot(root).render(app());
  appArrived();
}

// The built pages apply the reader's Reading options before their first paint (an inline script,
// src/reading/look.ts); the dev server's page has none, so it applies them here.
if (import.meta.env.DEV) {
  void Promise.all([import('./reading/look'), import('./reading/options-key')]).then(([{ applyReadingLook }, { READING_OPTIONS_KEY }]) => applyReadingLook(READING_OPTIONS_KEY));
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void start(root);
// Once the page has loaded: the offline copy of the site when the page is quiet
// (src/service-worker/sw.ts; only the built site has one, the dev server serves no /sw.js), and any form kept on this device while it was
// offline (src/forms/outbox.ts) is sent.
const formsKept = () => {
  try {
    return (window.localStorage.getItem(OUTBOX_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
};
const afterLoad = () => {
  if (import.meta.env.PROD) void keepOfflineCopyWhenQuiet();
  if (formsKept()) void import('./forms/outbox').then(({ resumeSending }) => resumeSending(), () => {});
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
