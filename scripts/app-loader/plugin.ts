// How the built pages load the app. Every page arrives already drawn (the prerender), so the app's
// code is not needed for the first paint, and fetching and running it before then only delays that
// paint. The built index.html therefore has no script tags of its own, only a tiny inline loader
// (page-loader.ts) that waits for the first paint and then adds the entry script, the entry's
// imports and the chunks of this address's screen (matched against the site map's patterns, so
// the screen's chunk is not discovered one network round trip later, once the app has run).
import type { OutputBundle, OutputChunk } from 'rolldown';
import { minifySync, type Plugin } from 'vite';
import { addressPattern, notFound, notFoundPages, routeLocale, routeWords, siteMap, SPANISH_PREFIX, spanishNotFound, type Locale, type SiteRoute } from '../../src/site-map.ts';
import { applyReadingLook } from '../../src/reading/look.ts';
import { READING_OPTIONS_KEY } from '../../src/reading/options-key.ts';
import { pageLoader, type PageLoaderConfig } from './page-loader.ts';

/**
 * Each route's address pattern, the screen module it loads and the words files (by the ends of
 * their module ids: scripts/build/words-plugin.ts) it loads with it in its language, in the
 * router's order (src/site-map.ts, src/app/routes.tsx).
 */
const languageModules = (route: Pick<SiteRoute, 'page' | 'words'>, locale: Locale) => routeWords(route).map((folder) => `/src/${folder}/words.${locale}`);
const screens: [pattern: string, module: string, words: string[]][] = [
  ...siteMap.map((route): [string, string, string[]] => [addressPattern(route), `src/pages/${route.page}.tsx`, languageModules(route, routeLocale(route))]),
  // Any other address shows the Not-found page, in Spanish under /es.
  [`^${SPANISH_PREFIX}(/|$)`, `src/pages/${spanishNotFound.page}.tsx`, languageModules(spanishNotFound, 'es')],
  ['^', `src/pages/${notFound.page}.tsx`, languageModules(notFound, 'en')],
];

function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName) || chunk.isEntry) return [];
  seen.add(chunk.fileName);
  const imports = chunk.imports.flatMap((name) => {
    const child = bundle[name];
    return child?.type === 'chunk' ? chunkFiles(bundle, child, seen) : [];
  });
  return [chunk.fileName, ...imports];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The easy-read font's Latin file, preloaded by the look script for a reader who chose it. */
const EASY_FONT = /^assets\/atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2$/;
/** The loader starts on its own after this long if no paint is reported (a tab opened in the background). */
const FALLBACK_MS = 1500;

/** The inline script: the loader's own source called with this build's files, minified. */
export function loaderScript(entry: string, preloads: string[], table: PageLoaderConfig['screens']): string {
  const config: PageLoaderConfig = { entry, preloads, screens: table, anyAddresses: notFoundPages.map((page) => page.dataPath), fallbackMs: FALLBACK_MS };
  const source = `(${pageLoader.toString()})(${JSON.stringify(config)});`;
  const { code, errors } = minifySync('page-loader.js', source);
  if (errors.length > 0) throw new Error(`app-loader: the page loader does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

/** The inline script that applies a reader's saved Reading options before the first paint (src/reading/look.ts), minified. */
export function lookScript(easyFontFile: string): string {
  const source = `(${applyReadingLook.toString()})(${JSON.stringify(READING_OPTIONS_KEY)}, ${JSON.stringify(easyFontFile)});`;
  const { code, errors } = minifySync('reading-look.js', source);
  if (errors.length > 0) throw new Error(`app-loader: the reading look does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

/**
 * The loader in every built page, after the script that applies the reader's look. `withScreens: false` builds pages that have no screens of the
 * site map (the bench's page-load floor, scripts/bench/floors.mjs), which load their code as the
 * site does; `onlyFor` limits it to the HTML files whose path it matches.
 */
export function appLoaderPlugin({ withScreens = true, onlyFor = /./ } = {}): Plugin {
  return {
    name: 'healthsprout-app-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        if (!bundle || !onlyFor.test(path)) return;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const table = (withScreens ? screens : []).map(([pattern, module, words]): [string, string[]] => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`app-loader: no chunk for ${module}`);
          // A screen whose words are still in its code has no words file: nothing to add for it.
          const wordsChunks = words.flatMap((end) => chunks.filter((c) => c.facadeModuleId?.endsWith(end)));
          const seen = new Set<string>();
          return [pattern, [chunk, ...wordsChunks].flatMap((c) => chunkFiles(bundle, c, seen))];
        });
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('app-loader: the built index.html has no entry script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
        const page = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        const easyFont = Object.keys(bundle).find((file) => EASY_FONT.test(file));
        if (!easyFont) throw new Error('app-loader: the build has no easy-read font file');
        return {
          html: page,
          tags: [
            { tag: 'script', children: lookScript(`/${easyFont}`), injectTo: 'head' },
            { tag: 'script', children: loaderScript(entry, preloads, table), injectTo: 'head' },
          ],
        };
      },
    },
  };
}
