// The service worker from the page's side (issue 15): registers it (src/service-worker/sw.ts,
// built as /sw.js) once the page is quiet (keepOfflineCopyWhenQuiet), and notices when a new
// version of the site has installed and is waiting. The layout then offers "Reload for the new version"
// (app/update-prompt.tsx), but never while a game is open: an open game holds the offer back
// (useHoldUpdates) until it closes. Only the tab whose visitor agreed reloads; others keep going.
import { useEffect, useSyncExternalStore } from 'react';

/** How often an open tab asks whether a new version is out (also whenever it is shown again). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** If the new version has not taken over this long after the visitor agreed, reload anyway. */
const TAKE_OVER_MS = 3000;

let waiting: ServiceWorker | null = null;
let holds = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether to offer the new version now: one is waiting, and no game is open. */
const offering = () => waiting !== null && holds === 0;

export function useUpdateOffered(): boolean {
  return useSyncExternalStore(subscribe, offering, () => false);
}

/** While `active` (a game loading or open), the offer of a new version waits. */
export function useHoldUpdates(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    changed();
    return () => {
      holds -= 1;
      changed();
    };
  }, [active]);
}

function setWaiting(worker: ServiceWorker | null) {
  if (worker === waiting) return;
  waiting = worker;
  // Another tab may take the new version first: then there is nothing left to offer here.
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'activated' || worker.state === 'redundant') setWaiting(null);
  });
  changed();
}

/** The visitor agreed: the waiting version takes over, and this tab reloads into it. */
export function applyUpdate(): void {
  const worker = waiting;
  if (!worker || !('serviceWorker' in navigator)) return window.location.reload();
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  window.setTimeout(reload, TAKE_OVER_MS);
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * How long after the page's load the offline copy waits to start. Its first download is the app
 * with all its content and the guides (about 1 MB gzip in some 125 files): started at once, it
 * takes the connection and the processor from what a first visitor presses next. On this machine's
 * bench a first visit's Play press drew its game about 0.45 s later beside it (when the copy was
 * 1.7 MB; docs/ratios-2026-11-28.md).
 */
export const OFFLINE_COPY_DELAY_MS = 3000;

/** Resolves after `ms`, as a background task where the browser has a scheduler (its timers are not a test's stopped clock). */
function afterBackgroundDelay(ms: number): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: string; delay: number }) => Promise<void> } }).scheduler;
  if (scheduler?.postTask) return scheduler.postTask(() => {}, { priority: 'background', delay: ms });
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** Resolves once no game is loading or open: at once when none is. */
export function whenNoGameOpen(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (holds > 0) return;
      listeners.delete(check);
      resolve();
    };
    listeners.add(check);
    check();
  });
}

/**
 * The offline copy starts once the page is quiet: OFFLINE_COPY_DELAY_MS after its load, and not
 * while a game loads or plays (a game's download and frames come first; the copy follows its close).
 */
export async function keepOfflineCopyWhenQuiet(): Promise<void> {
  await afterBackgroundDelay(OFFLINE_COPY_DELAY_MS);
  await whenNoGameOpen();
  await registerServiceWorker();
}

/** Registers the site's service worker; a browser without one, or a failed registration, just has no offline copy. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch(() => undefined);
  // Where service workers are blocked (a policy, or a test browser) the answer can also be empty.
  if (!registration) return;
  // A version that installs while an older one runs this tab waits; the very first simply starts.
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  const check = () => void registration.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_MS);
  // The offline copy takes the printable guides too, unless the browser asks to save data (then
  // they wait for "Save for offline use"). The page says which, as the worker cannot always tell.
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (!saveData) void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: 'KEEP_GUIDES' }));
}
