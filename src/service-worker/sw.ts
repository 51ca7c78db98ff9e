// The site's service worker (issue 15): after one visit every page, the app, its styles and fonts
// and the printable guides are on the device (precached), so the site works offline; the game
// engine (Pixi), the PDF viewer (PDF.js) and the sounds are kept the first time they are used.
// scripts/build/service-worker.ts bundles this file after the pages are prerendered and writes the list
// of files into it (self.__WB_MANIFEST), so every page is in the list.
//
// A new version installs beside the old one and waits: the page offers "Reload for the new
// version" (src/lib/app-update.ts), never while a game is open, and sends SKIP_WAITING when the
// visitor agrees. Nothing here runs for the forms: POSTs always go to the network.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { fileForAddress, notFound } from '../site-map';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** The cache of code kept at first use; old versions' chunks age out of it. */
const FIRST_USE_CACHE = 'healthsprout-first-use';
const SOUNDS_CACHE = 'healthsprout-sounds';
const NOT_FOUND_PAGE = `/${fileForAddress(notFound.address)}`;
const GUIDE_DOWNLOAD = /^\/functions\/v1\/download-resource\/([a-z0-9-]+)$/;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
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
  ({ url, sameOrigin }) => sameOrigin && GUIDE_DOWNLOAD.test(url.pathname),
  async ({ url, request }) => {
    try {
      return await fetch(request);
    } catch {
      const slug = GUIDE_DOWNLOAD.exec(url.pathname)?.[1] ?? '';
      const pdf = await matchPrecache(`/guides/${slug}.pdf`);
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

// The game sounds keep their names across versions: served from the device, refreshed behind.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/sounds/'),
  new StaleWhileRevalidate({ cacheName: SOUNDS_CACHE }),
);

// Any other page address: the server's answer when online (it may redirect or know a page this
// version does not); offline, the Not-found page, whose app sends an unknown slug where it belongs.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(NOT_FOUND_PAGE)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);
