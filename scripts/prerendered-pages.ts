// Serves the pages scripts/prerender.mjs wrote, in `npm start` and the browser tests (vite preview):
// /about is dist/about.html (also as /about/), and an address the site does not have gets the
// Not-found page, dist/404.html, instead of the home page that a plain single-page fallback would
// send. A static host does the same with its "404 page" setting pointed at 404.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The file under dist/ that answers `pathname` (an address without a file extension). */
export function prerenderedFile(pathname: string, exists: (file: string) => boolean): string | undefined {
  if (!exists('404.html')) return undefined; // a build without prerendered pages
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return 'index.html';
  const file = `${path.slice(1)}.html`;
  return exists(file) ? file : '404.html';
}

export function prerenderedPagesPlugin(): Plugin {
  return {
    name: 'healthsprout-prerendered-pages',
    configurePreviewServer(server) {
      const dist = server.config.build.outDir;
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
        if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !/\.[a-z0-9]+$/i.test(pathname)) {
          let decoded = pathname;
          try {
            decoded = decodeURIComponent(pathname);
          } catch {
            // A malformed address: it matches no page.
          }
          const file = prerenderedFile(decoded, (name) => existsSync(join(dist, name)));
          // Still status 200, as the single-page fallback was: Lighthouse and the tests load it as a page.
          if (file) request.url = `/${file}${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
  };
}
