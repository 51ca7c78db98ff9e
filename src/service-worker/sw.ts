// The site's service worker: after one visit the app with all its content, its styles and fonts,
// the home page and the Not-found page's file are on the device (precached), and so are the
// printable guides unless the browser asked to save data (the page says, KEEP_GUIDES); the site
// works offline, the app drawing each other page from the Not-found page's file (src/site-map.ts). The game engine (Pixi), the PDF viewer (PDF.js), the sounds and the
// teachers' worksheets and answer keys are kept the first time they are used, or all at once when a teacher presses "Save for offline use"
// (src/lib/offline-save.ts). scripts/build/service-worker.ts bundles this file after the pages are
// prerendered and writes both lists into it (self.__WB_MANIFEST, self.__HS_EXTRA).
//
// A new version installs beside the old one and waits: the page offers "Reload for the new
// version" (src/lib/app-update.ts), never while a game is open, and sends SKIP_WAITING when the
// visitor agrees. Nothing here runs for the forms: POSTs always go to the network.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { fileForAddress, guideFileAddress, guideOfAddress, notFoundFor } from '../site-map';

/** A file kept outside the precache: the engine's code, a sound, a guide or a teacher's printable, with its size for the Save dialog. */
interface ExtraFile {
  url: string;
  bytes: number;
  kind: 'code' | 'sound' | 'guide' | 'printable';
}

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  __HS_EXTRA: ExtraFile[];
};

/** The cache of code kept at first use; old versions' chunks age out of it. */
const FIRST_USE_CACHE = 'healthsprout-first-use';
const SOUNDS_CACHE = 'healthsprout-sounds';
const GUIDES_CACHE = 'healthsprout-guides';
const PRINTABLES_CACHE = 'healthsprout-printables';
const EXTRA: ExtraFile[] = self.__HS_EXTRA;
const cacheOfKind = { code: FIRST_USE_CACHE, sound: SOUNDS_CACHE, guide: GUIDES_CACHE, printable: PRINTABLES_CACHE } as const;
const cacheFor = (kind: ExtraFile['kind']) => cacheOfKind[kind];

/** Fetches `files` afresh into their caches, telling `onSaved` after each; throws at the first that fails. */
async function keep(files: readonly ExtraFile[], onSaved: (done: number) => void = () => {}): Promise<void> {
  for (const [index, file] of files.entries()) {
    const response = await fetch(file.url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${file.url}: ${response.status}`);
    await (await caches.open(cacheFor(file.kind))).put(file.url, response);
    onSaved(index + 1);
  }
}

/** The extra files this device does not have yet. */
async function notKept(): Promise<ExtraFile[]> {
  const missing: ExtraFile[] = [];
  for (const file of EXTRA) if (!(await (await caches.open(cacheFor(file.kind))).match(file.url))) missing.push(file);
  return missing;
}

const guides = EXTRA.filter((file) => file.kind === 'guide');

// A new version brings the new guides to a device that keeps them, as the precache does its files.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(GUIDES_CACHE)
      .then((cache) => cache.keys())
      .then((kept) => (kept.length > 0 ? keep(guides) : undefined))
      .catch(() => {}),
  );
});
/** The Not-found page's file in the language of `pathname` (the Spanish one under /es). */
const notFoundPage = (pathname: string) => `/${fileForAddress(notFoundFor(pathname).address)}`;

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page whose browser does not ask to save data: the guides join the offline copy.
  if (type === 'KEEP_GUIDES') event.waitUntil(notKept().then((files) => keep(files.filter((file) => file.kind === 'guide'))).catch(() => {}));
  const port = event.ports[0];
  if (!port) return;
  // "Save for offline use": how much is left to save, then saving it with progress.
  if (type === 'OFFLINE_SIZE') {
    event.waitUntil(
      notKept().then((files) => port.postMessage({ type: 'size', files: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0) })),
    );
  } else if (type === 'SAVE_ALL') {
    event.waitUntil(
      notKept()
        .then((files) => keep(files, (done) => port.postMessage({ type: 'progress', done, total: files.length })))
        .then(
          () => port.postMessage({ type: 'done' }),
          () => port.postMessage({ type: 'failed' }),
        ),
    );
  }
});

// The first version takes over the page that installed it at once, so what that page loads next
// (a game's engine, a guide's viewer) is kept for offline use.
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST, {
  // /about and /about/ are both about.html (as the server answers them); / is index.html.
  urlManipulation: ({ url }) => {
    if (url.pathname === '/' || url.pathname.endsWith('.html')) return [];
    const page = new URL(url.href);
    page.pathname = `/${fileForAddress(url.pathname)}`;
    page.search = '';
    return [page];
  },
});

// A guide's Download button: the precached PDF, as an attachment named after the guide.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && guideOfAddress(url.pathname)?.download === true,
  async ({ url, request }) => {
    try {
      return await fetch(request);
    } catch {
      const slug = guideOfAddress(url.pathname)?.guide ?? '';
      const pdf = await (await caches.open(GUIDES_CACHE)).match(guideFileAddress(slug));
      if (!pdf) return Response.error();
      const headers = new Headers(pdf.headers);
      headers.set('Content-Disposition', `attachment; filename="${slug}.pdf"`);
      return new Response(pdf.body, { status: 200, headers });
    }
  },
);

// Hashed files never change, so once kept they are served from the device: this is where Pixi,
// PDF.js and any chunk not in the precache list land the first time they are fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: FIRST_USE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// The guides: from the device when kept (at install, or by Save for offline use), else fetched and kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && guideOfAddress(url.pathname)?.download === false,
  new CacheFirst({ cacheName: GUIDES_CACHE }),
);

// The teachers' worksheets and answer keys (/teach/*.pdf, .docx): fetched while online, each kept
// once downloaded, or all by Save for offline use; a new version's copy replaces it behind.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/teach\/[^/]+\.(pdf|docx)$/.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: PRINTABLES_CACHE }),
);

// The game sounds keep their names across versions: served from the device, refreshed behind.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/sounds/'),
  new StaleWhileRevalidate({ cacheName: SOUNDS_CACHE }),
);

// Any other page address: the server's answer when online (it may redirect or know a page this
// version does not); offline, the Not-found page's file in the address's language, whose app draws
// the page at this address (every page's content is in the app's precached code) or sends an
// unknown slug where it belongs.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(notFoundPage(url.pathname))) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);
