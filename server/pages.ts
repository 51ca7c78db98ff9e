// Serves the built site: the prerendered pages at clean addresses, the Not-found page with status
// 404, files with the cache each kind wants, brotli or gzip copies made at build time, and the
// guides' download call of docs/product.md §7.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileForAddress, GUIDE_DOWNLOAD_ROUTE, guideFileAddress, guideOfAddress, guidePageAddress, notFound, notFoundFor, notFoundPages } from '../src/site-map';

export interface SiteFiles {
  /** The built site (dist/). */
  distDir: string;
  /** The page renderer and the empty page template (.prerender/), for answering forms without JavaScript. */
  renderDir: string;
}

/** The file under dist/ that answers `pathname` (an address without a file extension). */
export function prerenderedFile(pathname: string, exists: (file: string) => boolean): string {
  const file = fileForAddress(pathname);
  if (exists(file)) return file;
  // The Spanish Not-found page answers under /es; a build without it, the English one.
  const missing = fileForAddress(notFoundFor(pathname).address);
  return exists(missing) ? missing : NOT_FOUND_FILE;
}

/** The Not-found page's file, which answers every address the site does not have (under /es, es/404.html). */
export const NOT_FOUND_FILE = fileForAddress(notFound.address);
const NOT_FOUND_FILES = new Set(notFoundPages.map((page) => fileForAddress(page.address)));

/** How long a browser may keep a file: hashed assets for a year, pages never without asking. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\.(pdf|wav|mp3|ogg)$/.test(pathname) || guideOfAddress(pathname)?.download) {
    return 'public, max-age=3600';
  }
  // The service worker and the app manifest are asked for again on every check for a new version.
  if (pathname === '/sw.js' || pathname === '/manifest.webmanifest') return 'no-cache';
  if (pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname)) return 'no-cache';
  return 'public, max-age=3600';
}

/** Every .html file under `dir`, as paths relative to it with / separators. */
export function listPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split('\\').join('/'));
}

/** The encodings a page is kept in: the build's brotli and gzip copies beside the HTML itself. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** A page as it is answered: read once at start with its compressed copies, so a visit costs no file system call. */
export interface HeldPage {
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

/** Reads every page under `distDir` (and its .br and .gz copies) into memory. */
export function holdPages(distDir: string, pages: ReadonlySet<string>): Map<string, HeldPage> {
  const held = new Map<string, HeldPage>();
  for (const page of pages) {
    const file = join(distDir, page);
    const identity = readFileSync(file);
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    held.set(page, { etag, bodies: { identity, br: copy('.br'), gzip: copy('.gz') } });
  }
  return held;
}

/**
 * The best encoding the browser accepts (`accept-encoding`) of those the page has: brotli, then
 * gzip, else the HTML itself. An encoding the browser gives q=0 is refused.
 */
export function pickEncoding(acceptEncoding: string | undefined, has: (encoding: Encoding) => boolean): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.has(encoding) || accepted.has('*')) && has(encoding)) return encoding;
  }
  return 'identity';
}

const decodePath = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed address matches no page
  }
};

const GUIDE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface EntryServer {
  renderDocument(template: string, path: string, dataPath?: string, options?: { actionData?: unknown }): Promise<string>;
}

/** Renders a page again with the answer to a form (src/forms/echo.ts); loaded on first use. */
export type PageRenderer = (path: string, actionData: unknown) => Promise<string>;

export function pageRenderer({ renderDir }: SiteFiles): PageRenderer {
  let loaded: Promise<{ server: EntryServer; template: string }> | null = null;
  return async (path, actionData) => {
    loaded ??= import(pathToFileURL(join(renderDir, 'entry-server.js')).href).then((server: EntryServer) => ({
      server,
      template: readFileSync(join(renderDir, 'template.html'), 'utf8'),
    }));
    const { server, template } = await loaded;
    return server.renderDocument(template, path, path, { actionData });
  };
}

/**
 * The site's routes. Pages are answered from `held` (holdPages, about 3 MB with the compressed
 * copies): a page costs no stat, open or stream, which more than doubles the pages a second.
 */
export async function registerPages(app: FastifyInstance, files: SiteFiles, held: ReadonlyMap<string, HeldPage>): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(files.distDir),
    // A route for each built file, and none for folders: every other address (/, /about,
    // /library/) reaches the not-found handler below, which answers it with its page.
    wildcard: false,
    // The build's copies of the guides at the download call's address are for static hosts; here
    // the download route below answers that address, as an attachment.
    globIgnore: ['functions/**'],
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', cacheControlFor(reply.request.url.split('?')[0] ?? '/'));
    },
  });

  // docs/product.md §7: the Download PDF links; the guide's PDF as an attachment named {slug}.pdf.
  app.get<{ Params: { slug: string } }>(GUIDE_DOWNLOAD_ROUTE, (request, reply) => {
    const { slug } = request.params;
    if (!GUIDE_SLUG.test(slug) || !held.has(fileForAddress(guidePageAddress(slug)))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No guide has that name.');
    }
    return reply.download(guideFileAddress(slug).slice(1), `${slug}.pdf`);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodePath(request.url.split('?')[0] ?? '/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) {
      // A missing file (an old chunk after a release, say) is a plain 404, never a page.
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    const file = prerenderedFile(pathname, (name) => held.has(name));
    const page = held.get(file);
    if (!page) return reply.sendFile(file);
    const missing = NOT_FOUND_FILES.has(file);
    if (missing) reply.code(404);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag);
    if (!missing && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding'], (name) => page.bodies[name] !== undefined);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.bodies[encoding]);
  });
}
