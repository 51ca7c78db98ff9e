// The site map: every address the site answers, the screen that draws it, the file it is built
// into, and how the offline copy has it; and the addresses of the site's files and of the guide
// download call, with the builders every link uses. This is the one place an address is written; the
// router (src/app/routes.tsx), the prerender (src/entry-server.tsx, scripts/build.ts), the page
// loader (scripts/app-loader/page-loader.ts), the server (server/pages.ts), the service worker
// (src/service-worker/sw.ts) and hydration (src/app/hydration.ts) all read it. Adding a page is one
// entry here plus its screen module. Pure data and functions: no React, no content at run time.

/**
 * The site's languages. A page's language comes from its address and nothing else: `/es` and the
 * addresses under it are Spanish, every other address is English. The router, the prerender, the
 * server, the service worker and the page loader all decide it here, the same way; no browser
 * setting ever sends a visitor elsewhere (docs/decisions.md, "The Spanish edition").
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The address prefix of the Spanish edition. */
export const SPANISH_PREFIX = '/es';

/** The language of the page at `pathname`. */
export function localeOf(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** How a page is in the offline copy (SiteRoute.offline). */
export type OfflineCopy = 'page' | 'drawn';

/** What a route needs from the content to list the addresses it is built for. */
export interface SiteContent {
  categories: readonly { slug: string; articles: readonly { slug: string }[] }[];
  guides: readonly { slug: string }[];
  /**
   * The Spanish articles' addresses, which the Spanish content builds (src/content/es/library.ts),
   * so that the builders of Spanish addresses stay out of every page's code.
   */
  spanishArticles?: readonly string[];
}

export interface SiteRoute {
  /** The address pattern, in the router's syntax: `/library/:category`. */
  path: string;
  /** The screen module under src/pages/, without its extension; loaded when first visited. */
  page: string;
  /**
   * How this route's pages work offline. Every page does: the offline copy (the service worker's
   * precache) holds the app's code and all the content in it. 'page': the built page itself is in
   * the copy too. 'drawn': offline, the app draws the page from the Not-found page's file (which is
   * in the copy), so the copy does not hold the page's words a second and a third time (its HTML
   * and the data the app takes it over with); online, the built page is served as ever.
   */
  offline: OfflineCopy;
  /** The addresses built for a pattern with parameters, from the content. */
  addresses?: (content: SiteContent) => string[];
  /**
   * The words files the page draws with besides its screen's own (words.<language>.json in its
   * folder under src/pages) and the frame's and shared components' (src/components): the folders
   * under src/ of the other components it shows.
   */
  words?: readonly string[];
  /** A Spanish route's English twin (its path); the English route's twin is found from it. */
  twin?: string;
}

/** The glossary's address; its entries are linked as `/glossary#{id}`. */
export const GLOSSARY_PATH = '/glossary';
/** How We Check Our Facts on the About page, which every article's Sources links to. */
export const HOW_WE_CHECK_LINK = '/about#how-we-check';
/** My Health Passport: linked from the footer, the E-Library page and every quiz's and game's results. */
export const PASSPORT_PATH = '/passport';

/** A category's page in the E-Library. */
export const categoryAddress = (category: string): string => `/library/${category}`;
/** An article's page. */
export const articleAddress = (category: string, article: string): string => `${categoryAddress(category)}/${article}`;

/** The word a child reads for each category in the Spanish edition's addresses. */
export const SPANISH_CATEGORY_SLUGS: Readonly<Record<string, string>> = {
  diseases: 'enfermedades',
  body: 'cuerpo',
  'mental-health': 'salud-mental',
  nutrition: 'nutricion',
  'preventive-care': 'prevencion',
  careers: 'profesiones',
};
/** The Spanish E-Library. */
export const SPANISH_LIBRARY_PATH = `${SPANISH_PREFIX}/biblioteca`;
/** A category's Spanish page: `spanishCategoryAddress('body')` is /es/biblioteca/cuerpo. */
export const spanishCategoryAddress = (category: string): string => `${SPANISH_LIBRARY_PATH}/${SPANISH_CATEGORY_SLUGS[category] ?? category}`;
/** An article's Spanish page, by its category and its Spanish slug (the Spanish content's). */
export const spanishArticleAddress = (category: string, spanishSlug: string): string => `${spanishCategoryAddress(category)}/${spanishSlug}`;
/** The category whose Spanish address word is `slug` (`cuerpo` is body), or undefined. */
export const categoryOfSpanishSlug = (slug: string | undefined): string | undefined =>
  Object.keys(SPANISH_CATEGORY_SLUGS).find((category) => SPANISH_CATEGORY_SLUGS[category] === slug);
/** A printable guide's page. */
export const guidePageAddress = (guide: string): string => `/resources/${guide}`;
/** The teachers' page, or one category's teacher guide. */
export const teacherGuideAddress = (category?: string): string => (category ? `/teach/${category}` : '/teach');
/** A lesson's printable, built beside its teacher guide: the worksheet, its answer key, or the worksheet to edit. */
export const teachingFileAddress = (category: string, file: 'worksheet.pdf' | 'answer-key.pdf' | 'worksheet.docx'): string =>
  `${teacherGuideAddress(category)}-${file}`;
/** A guide's PDF, as the build writes it (scripts/guides/vite-plugin.ts). */
export const guideFileAddress = (guide: string): string => `/guides/${guide}.pdf`;
/**
 * docs/product.md §7's download call: the guide's PDF as an attachment named {slug}.pdf. The server
 * answers it (server/pages.ts); the build also writes the PDF at this address for static hosts.
 */
export const GUIDE_DOWNLOAD_ROUTE = '/functions/v1/download-resource/:slug';
export const guideDownloadAddress = (guide: string): string => GUIDE_DOWNLOAD_ROUTE.replace(':slug', guide);
const GUIDE_ADDRESS = new RegExp(`^(?:${guideFileAddress('([a-z0-9-]+)').replace('.', '\\.')}|${guideDownloadAddress('([a-z0-9-]+)')})$`);

/** The guide that a guide's file address or download call names (`/guides/flu.pdf` is flu), or null. */
export function guideOfAddress(pathname: string): { guide: string; download: boolean } | null {
  const match = GUIDE_ADDRESS.exec(pathname);
  if (!match) return null;
  return match[1] ? { guide: match[1], download: false } : { guide: match[2] ?? '', download: true };
}

/** An article's page, in the router's syntax. */
const ARTICLE_ROUTE = '/library/:category/:slug';
/** An article's page: Read to me, sharing, and the Not-found page for an unknown category. */
const ARTICLE_WORDS = ['pages/not-found', 'reading', 'share'];

export const siteMap: readonly SiteRoute[] = [
  { path: '/', page: 'home/home-page', offline: 'page' },
  { path: '/about', page: 'about/about-page', offline: 'drawn' },
  { path: '/library', page: 'library/library-page', offline: 'drawn' },
  {
    path: '/library/:category',
    page: 'category/category-page',
    offline: 'drawn',
    // An unknown category shows the Not-found page in place; the quiz and the game are read
    // aloud, their results show the passport's line, and the videos have their own words.
    words: ['pages/not-found', 'reading', 'share', 'passport', 'components/video'],
    addresses: ({ categories }) => categories.map((category) => categoryAddress(category.slug)),
  },
  {
    path: ARTICLE_ROUTE,
    page: 'article/article-page',
    offline: 'drawn',
    words: ARTICLE_WORDS,
    addresses: ({ categories }) =>
      categories.flatMap((category) => category.articles.map((article) => articleAddress(category.slug, article.slug))),
  },
  { path: GLOSSARY_PATH, page: 'glossary/glossary-page', offline: 'drawn', words: ['reading'] },
  { path: '/resources', page: 'resources/resources-page', offline: 'drawn' },
  {
    path: '/resources/:slug',
    page: 'resource/resource-page',
    offline: 'drawn',
    addresses: ({ guides }) => guides.map((guide) => guidePageAddress(guide.slug)),
  },
  { path: '/teach', page: 'teach/teach-page', offline: 'drawn' },
  {
    path: '/teach/:category',
    page: 'teach/teacher-guide-page',
    offline: 'drawn',
    words: ['pages/not-found', 'share'],
    addresses: ({ categories }) => categories.map((category) => teacherGuideAddress(category.slug)),
  },
  { path: '/contact', page: 'contact/contact-page', offline: 'drawn' },
  { path: '/privacy', page: 'privacy/privacy-page', offline: 'drawn' },
  { path: PASSPORT_PATH, page: 'passport/passport-page', offline: 'drawn' },
  // The Spanish edition (issue 37): each page is listed here once its words are written.
  { path: SPANISH_PREFIX, page: 'home/home-page', offline: 'page', twin: '/' },
  { path: `${SPANISH_PREFIX}/quienes-somos`, page: 'about/about-page', offline: 'drawn', twin: '/about' },
  { path: `${SPANISH_PREFIX}/glosario`, page: 'glossary/glossary-page', offline: 'drawn', words: ['reading'], twin: GLOSSARY_PATH },
  {
    path: '/es/biblioteca/:category/:slug',
    page: 'article/article-page',
    offline: 'drawn',
    words: ARTICLE_WORDS,
    twin: ARTICLE_ROUTE,
    addresses: ({ spanishArticles = [] }) => [...spanishArticles],
  },
];

/** The route's language. */
export const routeLocale = (route: Pick<SiteRoute, 'path'>): Locale => localeOf(route.path);

/**
 * The same page in the other language, or null when it has no twin yet. Only routes without
 * parameters have twins so far.
 */
export function twinAddress(address: string): string | null {
  const path = withoutTrailingSlash(address);
  const spanish = siteMap.find((route) => route.twin !== undefined && (route.path === path || route.twin === path));
  if (!spanish?.twin) return null;
  return spanish.path === path ? spanish.twin : spanish.path;
}

/**
 * The page at `address` in each language it has, its own included, for `hreflang` (the page's
 * head and sitemap.xml); empty while it has no twin.
 */
export function languageVersions(address: string): { language: Locale; path: string }[] {
  const twin = twinAddress(address);
  if (twin === null) return [];
  const path = withoutTrailingSlash(address);
  return [
    { language: localeOf(path), path },
    { language: localeOf(twin), path: twin },
  ].sort((a, b) => a.language.localeCompare(b.language));
}

/**
 * The folders (under src/) whose words the page of `route` draws with: the frame's and the shared
 * components' (one file, src/components), its screen's and those its route names.
 */
export function routeWords(route: Pick<SiteRoute, 'page' | 'words'>): string[] {
  return ['components', `pages/${route.page.split('/')[0] ?? ''}`, ...(route.words ?? [])];
}

/**
 * The Not-found page: the screen of every address the site does not have. It is built once, for
 * `address`, into `404.html`, and that file's #root says `dataPath` instead of one address.
 */
export const notFound = { page: 'not-found/not-found-page', address: '/404', dataPath: '*', offline: 'page' } as const;

/** The Spanish Not-found page: every address under /es the site does not have, built into `es/404.html`. */
export const spanishNotFound = { page: 'not-found/not-found-page', address: `${SPANISH_PREFIX}/404`, dataPath: `${SPANISH_PREFIX.slice(1)}/*`, offline: 'page' } as const;

/** The Not-found page in each language. */
export const notFoundPages = [notFound, spanishNotFound] as const;

/** The Not-found page that answers a missing `address`: the Spanish one under /es. */
export const notFoundFor = (address: string): (typeof notFoundPages)[number] => (localeOf(address) === 'es' ? spanishNotFound : notFound);

/** An address without the slashes a visitor may add at its end (`/about/` is `/about`). */
export const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The file under dist/ a built address is written to: `/` is index.html, `/about` about.html. */
export function fileForAddress(address: string): string {
  const path = withoutTrailingSlash(address);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Every address the build renders: each route's (listed from the content where it has parameters), then the Not-found page. */
export function siteAddresses(content: SiteContent): string[] {
  return [...siteMap.flatMap((route) => route.addresses?.(content) ?? [route.path]), ...notFoundPages.map((page) => page.address)];
}

/** A regular expression (as text) that matches the addresses of `route`, with or without a closing slash. */
export function addressPattern(route: Pick<SiteRoute, 'path'>): string {
  if (route.path === '/') return '^/$';
  const parts = route.path
    .split('/')
    .slice(1)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${parts.join('/')}/?$`;
}

/** The route an address belongs to, or undefined for an address only the Not-found page answers. */
export function routeForAddress(address: string): SiteRoute | undefined {
  return siteMap.find((route) => new RegExp(addressPattern(route)).test(address));
}

/** Whether the offline copy holds the built page of `address` itself (its route's offline is 'page'). */
export function pageKeptOffline(address: string): boolean {
  const missing = notFoundPages.find((page) => page.address === withoutTrailingSlash(address));
  if (missing) return missing.offline === 'page';
  return routeForAddress(address)?.offline === 'page';
}

/** The address a built page file was written for: the reverse of fileForAddress. */
export const addressOfFile = (file: string): string => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);
