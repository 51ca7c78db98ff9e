// The service worker's build (issue 15). Two parts:
//
// - firstUsePlugin(), in the client build, writes which of the bundle's files are Pixi, PDF.js
//   or howler (the code only a game or a guide's viewer needs): those are kept on the device the
//   first time they are used, not downloaded on every first visit.
// - buildServiceWorker(), a step of `npm run build` (scripts/build.ts) after the pages are prerendered (so every page
//   is in the list): bundles src/service-worker/sw.ts and writes Workbox's precache list into
//   it as dist/sw.js (the home and Not-found pages, the app with all its content, its CSS and
//   the font's Latin files, the manifest; nothing over 2 MiB; the guide PDFs beside it), and
//   records that list with its sizes in .prerender/precache.json for the benchmark.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { addressOfFile, pageKeptOffline } from '../../src/site-map.ts';
import { retiredFiles } from './retired-assets.ts';

/** The file the client build leaves for buildServiceWorker (removed from dist/ once read). */
const FIRST_USE_FILE = 'first-use.json';
/** Where buildServiceWorker records the precache list, for `npm run bench`. */
export const PRECACHE_RECORD = join('.prerender', 'precache.json');
/** The largest file the service worker may precache. */
export const PRECACHE_MAX_BYTES = 2 * 1024 * 1024;
/** Where src/service-worker/sw.ts reads its lists; each replaced by the list itself. */
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';
const EXTRA_PLACEHOLDER = 'self.__HS_EXTRA';

/** Modules whose chunks are kept at first use: the game engine's renderer, the PDF viewer, the sound player. */
const FIRST_USE_MODULE = /[\\/]node_modules[\\/](pixi\.js|@pixi[\\/]|pdfjs-dist|howler)[\\/]|[\\/]src[\\/]engine[\\/]pixi-/;

export function firstUsePlugin(): Plugin {
  return {
    name: 'healthsprout:first-use',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const files = Object.values(bundle)
        .filter((item) =>
          item.type === 'chunk'
            ? item.moduleIds.some((id) => FIRST_USE_MODULE.test(id))
            : item.originalFileNames.some((name) => FIRST_USE_MODULE.test(`/${name}`) || /pdfjs-dist/.test(name)),
        )
        .map((item) => item.fileName)
        .sort();
      this.emitFile({ type: 'asset', fileName: FIRST_USE_FILE, source: JSON.stringify(files, null, 1) });
    },
  };
}

export interface PrecacheEntry {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export async function buildServiceWorker(dist = 'dist'): Promise<PrecacheEntry[]> {
  const firstUseFile = join(dist, FIRST_USE_FILE);
  let firstUse: string[];
  try {
    firstUse = JSON.parse(readFileSync(firstUseFile, 'utf8')) as string[];
  } catch {
    throw new Error(`service worker: ${firstUseFile} is missing; run the whole \`npm run build\``);
  }
  rmSync(firstUseFile);

  // The worker's own code: Workbox's modules bundled into one classic script.
  const { build } = await import('vite');
  const bundleDir = join('node_modules', '.tmp', 'service-worker');
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: 'src/service-worker/sw.ts', formats: ['iife'], name: 'healthsproutServiceWorker', fileName: () => 'sw.js' },
    },
  });

  // Workbox lists the files with a revision for each (hashed names need none), once; the list is
  // written where the worker reads it, and recorded with sizes for the benchmark.
  const { getManifest } = await import('workbox-build');
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,mjs,css,woff2,pdf,docx,svg,png,webmanifest}'],
    // The compressed copies are the server's business; the download route's copies of the guides
    // are the PDFs again; the code kept at first use is left out on purpose.
    // The guides are kept beside the precache, so that a browser saving data can skip them.
    // The font's Cyrillic and Vietnamese letters are left to the browser, which fetches a subset only
    // when a page shows one of its letters: the site's words, English and Spanish (á é í ó ú ñ ü ¿ ¡),
    // are all in the Latin subset, and the extended Latin one is kept for names a visitor types.
    // The app's icons are fetched by the browser itself when the site is installed (online), and
    // kept by the system: the copy needs none of them. The teachers' worksheets and answer keys
    // (a quarter of the copy) are for a teacher preparing a lesson: each is kept once downloaded,
    // and all of them by Save for offline use, beside the engine and the sounds. The easy-read font (Reading options) is
    // fetched only by a reader who chooses it, and kept then with the other files used at first use.
    globIgnores: [
      'sw.js',
      '**/*.br',
      '**/*.gz',
      'functions/**',
      'guides/**',
      'icons/**',
      'teach/*.{pdf,docx}',
      'assets/nunito-{cyrillic,cyrillic-ext,vietnamese}-*.woff2',
      'assets/atkinson-hyperlegible-next-*.woff2',
      ...firstUse,
      ...retiredFiles(),
    ],
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    // A built page is in the offline copy when its route in the site map says so; the others are
    // drawn offline by the app from the Not-found page's file (src/site-map.ts, SiteRoute.offline).
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter(({ url }) => !url.endsWith('.html') || pageKeptOffline(addressOfFile(url))), warnings: [] }),
    ],
  });
  // A file over the limit is left out with a warning: that would be a page that is not offline.
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('\n')}`);
  // Kept outside the precache: the engine's code, the sounds and the guides, with their sizes for
  // the Save for offline use dialog.
  const filesIn = (folder: string, ending: RegExp) =>
    existsSync(join(dist, folder)) ? readdirSync(join(dist, folder)).filter((file) => ending.test(file)).map((file) => `/${folder}/${file}`) : [];
  const extra = [
    ...firstUse.map((file) => ({ url: `/${file}`, kind: 'code' as const })),
    ...filesIn('sounds', /\.(wav|mp3|ogg)$/).map((url) => ({ url, kind: 'sound' as const })),
    ...filesIn('guides', /\.pdf$/).map((url) => ({ url, kind: 'guide' as const })),
    ...filesIn('teach', /\.(pdf|docx)$/).map((url) => ({ url, kind: 'printable' as const })),
  ].map((file) => ({ ...file, bytes: statSync(join(dist, file.url)).size }));
  const gzipOf = (url: string) => gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;

  let worker = readFileSync(join(bundleDir, 'sw.js'), 'utf8');
  for (const [placeholder, list] of [[MANIFEST_PLACEHOLDER, manifestEntries], [EXTRA_PLACEHOLDER, extra]] as const) {
    const [before, after, ...more] = worker.split(placeholder);
    if (after === undefined || more.length > 0) throw new Error(`service worker: the bundle must name ${placeholder} once`);
    worker = `${before}${JSON.stringify(list)}${after}`;
  }
  writeFileSync(join(dist, 'sw.js'), worker);

  const entries = (manifestEntries ?? []).map(({ url }) => {
    const bytes = readFileSync(join(dist, url));
    return { url: `/${url}`, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  mkdirSync('.prerender', { recursive: true });
  const extraRecord = extra.map((file) => ({ ...file, gzipBytes: gzipOf(file.url) }));
  writeFileSync(PRECACHE_RECORD, JSON.stringify({ firstUse: firstUse.map((file) => `/${file}`), precache: entries, extra: extraRecord }, null, 1));
  const gzipKb = entries.reduce((sum, entry) => sum + entry.gzipBytes, 0) / 1024;
  console.log(
    `  dist/sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB (${gzipKb.toFixed(0)} KB gzip); ` +
      `${firstUse.length} kept at first use (Pixi, PDF.js, howler); ${extra.length} files (${(extra.reduce((sum, file) => sum + file.bytes, 0) / 1024).toFixed(0)} KB) for Save for offline use`,
  );
  return entries;
}

