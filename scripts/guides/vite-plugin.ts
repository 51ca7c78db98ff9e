// Builds the twelve printable guides as PDFs: emitted into the build as /guides/{slug}.pdf,
// served by the dev server, and described to the app (URL and real byte size) through the
// virtual module 'virtual:guide-files' (the catalog the resources pages list).
import { PDFDocument } from 'pdf-lib';
import type { Plugin } from 'vite';
import { guides } from '../../src/content/guides/index.ts';
import { renderGuide } from './render-guide.ts';
import { guideDownloadAddress, guideFileAddress, guideOfAddress } from '../../src/site-map.ts';

const VIRTUAL_ID = 'virtual:guide-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export const guideFileName = (slug: string) => guideFileAddress(slug).slice(1);

/**
 * Renders every guide once per process (the output is deterministic, so a cache is safe). The
 * cache hangs on globalThis because Vite loads this config, and so this module, once per build:
 * the client and renderer builds of `npm run build` share one rendering.
 */
const RENDERED = Symbol.for('healthsprout.renderedGuides');
const cache = globalThis as typeof globalThis & { [RENDERED]?: Promise<Map<string, Uint8Array>> };
export function renderAllGuides(): Promise<Map<string, Uint8Array>> {
  cache[RENDERED] ??= Promise.all(guides.map(async (guide) => [guide.slug, await renderGuide(guide)] as const)).then((entries) => {
    console.log(`  guides: ${entries.length} PDFs rendered`);
    return new Map(entries);
  });
  return cache[RENDERED];
}

export function guidesPlugin(): Plugin {
  return {
    name: 'healthsprout-guides',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = await renderAllGuides();
      // Only what the resources pages show travels to the browser, not the guides' full text.
      const catalog = await Promise.all(
        guides.map(async ({ id, slug, title, summary, kind, updatedAt }) => {
          const bytes = files.get(slug) ?? new Uint8Array();
          // The page count and size let the viewer hold each page's place before PDF.js has read the file.
          const pdf = await PDFDocument.load(bytes);
          const { width, height } = pdf.getPage(0).getSize();
          return {
            id,
            slug,
            title,
            summary,
            kind,
            updatedAt,
            url: `/${guideFileName(slug)}`,
            bytes: bytes.length,
            pages: pdf.getPageCount(),
            pageWidth: width,
            pageHeight: height,
          };
        }),
      );
      return `export const guideCatalog = ${JSON.stringify(catalog)};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer === 'server') return; // the prerender build serves no files
      for (const [slug, bytes] of await renderAllGuides()) {
        this.emitFile({ type: 'asset', fileName: guideFileName(slug), source: bytes });
        // The same bytes at the download call's address, for static hosts (the server answers it itself).
        this.emitFile({ type: 'asset', fileName: guideDownloadAddress(slug).slice(1), source: bytes });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const slug = guideOfAddress(request.url ?? '')?.guide;
        const bytes = slug ? (await renderAllGuides()).get(slug) : undefined;
        if (!bytes) return next();
        response.setHeader('Content-Type', 'application/pdf');
        response.end(Buffer.from(bytes));
      });
    },
  };
}
