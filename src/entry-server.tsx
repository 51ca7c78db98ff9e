// Renders a page to HTML at build time (scripts/build/prerender.ts), so a visitor sees the page before
// the app's JavaScript has arrived; src/main.tsx then hydrates that markup. Runs in node only.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState } from 'react-router-dom';
import { guideCatalog } from 'virtual:guide-files';
import { routes } from './app/routes';
import { ROUTER_DATA_ID } from './app/hydration';
import { categories } from './content/categories';
import { library as englishLibrary } from './content/library-en';
import { library as spanishLibrary } from './content/es/library';
import { fileForAddress, languageVersions, localeOf, notFound, notFoundPages, siteAddresses } from './site-map';
import { loadAllWords } from './i18n/words';
import { pageAddress, robotsTxt, sitemapXml } from './lib/site-address';
import { siteUrl } from './lib/site-url';

export { fileForAddress };

/** The address the Not-found page is built for; every address the site does not have gets its file. */
export const NOT_FOUND_PATH = notFound.address;

/** Every address the site has, plus the Not-found page (src/site-map.ts). */
export function prerenderPaths(): string[] {
  const spanishArticles = spanishLibrary.categories.flatMap((category) =>
    category.articles.map((article) => spanishLibrary.articleAddress(category.slug, article)),
  );
  return siteAddresses({ categories, guides: guideCatalog, spanishArticles });
}

/**
 * The files that tell search engines about the site: robots.txt always, and sitemap.xml (every
 * page but Not-found) when the build was given the site's public address.
 */
export function siteFiles(): { 'robots.txt': string; 'sitemap.xml'?: string } {
  if (!siteUrl) return { 'robots.txt': robotsTxt(null) };
  const pages = prerenderPaths().filter((path) => !notFoundPages.some((page) => page.address === path));
  const twins = contentTwins();
  const versions = (path: string) => {
    const twin = twins.get(path);
    return twin ? versionsWith(path, twin) : languageVersions(path);
  };
  return { 'robots.txt': robotsTxt(siteUrl), 'sitemap.xml': sitemapXml(siteUrl, pages, versions) };
}

/** The twins of the pages made from content (the articles), both ways, by address. */
function contentTwins(): Map<string, string> {
  const twins = new Map<string, string>();
  const built = new Set(prerenderPaths());
  for (const library of [englishLibrary, spanishLibrary]) {
    for (const category of library.categories) {
      for (const article of category.articles) {
        const address = library.articleAddress(category.slug, article);
        const twin = library.twinAddress(category.slug, article);
        if (twin && built.has(address) && built.has(twin)) twins.set(address, twin);
      }
    }
  }
  return twins;
}

/** A page and its twin, as the languages they are in, in the order of their language codes. */
function versionsWith(path: string, twin: string): { language: string; path: string }[] {
  return [
    { language: localeOf(path), path },
    { language: localeOf(twin), path: twin },
  ].sort((a, b) => a.language.localeCompare(b.language));
}

/** What a page's #root says it was rendered for: its address, or "*" for the Not-found page. */
export const dataPathFor = (address: string): string => notFoundPages.find((page) => page.address === address)?.dataPath ?? address;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's <title> text. */
  title: string;
  /** The `<link rel="preload">` elements React asks for, for <head>. */
  preloads: string;
  /** The router state the browser's router starts from, so it does not load the page's data again. */
  hydrationData: HydrationState;
}

export interface RenderOptions {
  /**
   * What the server answers a form posted without JavaScript with (src/forms/echo.ts): the
   * page's screen reads it with useActionData, on the server and again when the app takes over.
   */
  actionData?: unknown;
}

/** Every page's words in every language, loaded once before the first page is drawn. */
const wordsLoaded = loadAllWords();

/** Renders one address as the browser's router would show it on arrival. */
export async function renderPage(path: string, options: RenderOptions = {}): Promise<RenderedPage> {
  await wordsLoaded;
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, 'http://healthsprout.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect (${context.status}).`);
  if (context.errors) throw new Error(`${path} fails to render: ${JSON.stringify(context.errors)}`);
  if (options.actionData !== undefined) {
    const screen = context.matches.at(-1);
    if (screen) context.actionData = { [screen.route.id]: options.actionData };
  }
  const router = createStaticRouter(dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  // React writes a page's <title> element at the start of the markup, after the preloads it asks
  // for (an image the page shows at once, such as the home page's picture); they belong in <head>.
  const titleMatch = /^((?:<link [^>]*\/>)*)<title>(.*?)<\/title>/.exec(markup);
  if (!titleMatch) throw new Error(`${path} renders no <title>.`);
  return {
    html: markup.slice(titleMatch[0].length),
    title: titleMatch[2] ?? '',
    preloads: titleMatch[1] ?? '',
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
}

/**
 * The page at `path` in each language it has: the site map's twin, or the one the page's loader
 * names (a page made from content, such as an article, knows its own twin).
 */
function versionsOf(path: string, page: RenderedPage): { language: string; path: string }[] {
  const fromSiteMap = languageVersions(path);
  if (fromSiteMap.length > 0) return fromSiteMap;
  const loaded = Object.values(page.hydrationData.loaderData ?? {}).at(-1) as { twin?: unknown } | null | undefined;
  const twin = loaded && typeof loaded === 'object' && typeof loaded.twin === 'string' ? loaded.twin : null;
  return twin ? versionsWith(path, twin) : [];
}

/** The marker in the built index.html where a page's markup goes. */
const EMPTY_ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_LANG = /<html lang="[a-z-]+">/;

/** Text for an HTML attribute or element. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot close the <script> it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The whole HTML document for `path`: the built index.html (`template`) with the page's title,
 * its markup, and the router's starting state as a JSON data block, which a Content-Security-Policy
 * without 'unsafe-inline' allows, unlike an inline script. `dataPath` tells the app which address
 * the markup was rendered for (the Not-found page's file answers many).
 */
export async function renderDocument(template: string, path: string, dataPath = path, options: RenderOptions = {}): Promise<string> {
  if (!template.includes(EMPTY_ROOT) || !TEMPLATE_TITLE.test(template)) {
    throw new Error('renderDocument: the template has no empty #root or no <title> (is it an already rendered page?)');
  }
  const page = await renderPage(path, options);
  const found = !notFoundPages.some((page) => page.dataPath === dataPath);
  // The page's one public address, for search engines and for links shared with a query on them.
  const canonical = siteUrl && found ? `<link rel="canonical" href="${escapeHtml(pageAddress(siteUrl, path))}">` : '';
  // The same page in the other language, both ways (and itself), for search engines and browsers.
  const alternates = (found ? versionsOf(path, page) : [])
    .map(({ language, path: version }) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(siteUrl ? pageAddress(siteUrl, version) : version)}">`)
    .join('');
  return template
    .replace(TEMPLATE_LANG, () => `<html lang="${localeOf(path)}">`)
    .replace(TEMPLATE_TITLE, () => `<title>${escapeHtml(page.title)}</title>${canonical}${alternates}${page.preloads}`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-path="${escapeHtml(dataPath)}">${page.html}</div>` +
        `<script type="application/json" id="${ROUTER_DATA_ID}">${scriptJson(page.hydrationData)}</script>`,
    );
}
