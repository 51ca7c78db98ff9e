// What the benchmark visits and the budgets it reports on (set by the issues).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One route of each kind a visitor lands on. */
export const benchRoutes = [
  '/',
  '/about',
  '/contact',
  '/library',
  '/library/diseases',
  '/library/diseases/what-is-the-flu',
  '/resources',
  '/resources/germs-and-handwashing',
  '/teach',
  '/teach/mental-health',
  '/passport',
  '/no-such-page',
  // The Spanish edition (issue 37): its home page, an article and its glossary.
  '/es',
  '/es/biblioteca/enfermedades/que-es-la-gripe',
  '/es/glosario',
];

/**
 * Routes measured again as a reader who set every Reading option sees them (issue 35), each beside
 * the page-load floor with the same options saved (the floor carries the same look script and CSS).
 */
export const optionRoutes = [
  {
    path: '/library/diseases/what-is-the-flu',
    label: 'every Reading option on',
    storage: {
      'healthsprout:reading-options': JSON.stringify({ version: 1, textSize: 'largest', spacing: true, easyFont: true, tint: true, speed: 'slower', voice: null }),
    },
  },
];

const articlesDir = 'src/content/articles';
/** The closing words of every article body (its opening is the card's summary): none may be in the JavaScript of a page other than its article. */
const articleEndings = readdirSync(articlesDir).flatMap((category) =>
  readdirSync(join(articlesDir, category)).map((file) => ({
    route: `/library/${category}/${file.replace(/\.md$/, '')}`,
    // Plain letters only, so the words read the same inside a JavaScript string.
    closing: (readFileSync(join(articlesDir, category, file), 'utf8').match(/[A-Za-z ,.]{30,}/g) ?? ['']).at(-1).slice(-30),
  })),
);

/** Every message of every words file in `language` (words.<language>.json anywhere under src), 16 characters or longer. */
function longMessages(language, dir = 'src') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return longMessages(language, path);
    if (entry.name !== `words.${language}.json`) return [];
    return Object.values(JSON.parse(readFileSync(path, 'utf8'))).filter((message) => message.length >= 16 && !message.includes('{'));
  });
}
const spanishMessages = longMessages('es');
const englishMessages = longMessages('en');
const spanishPage = (path) => path === '/es' || path.startsWith('/es/');

/** Code that must not be downloaded where it is not used: a test on a page's JavaScript text. */
export const forbidden = [
  { label: 'zod', on: (path) => path === '/', found: (js) => /\$Zod[A-Z]/.test(js) },
  { label: 'the toast library', on: (path) => path === '/', found: (js) => js.includes('data-sonner-toaster') },
  { label: 'the video player', on: (path) => path === '/', found: (js) => js.includes('youtube-nocookie') },
  { label: 'Pixi', on: () => true, found: (js) => /PIXI|pixi\.js/.test(js) },
  { label: 'PDF.js', on: (path) => !path.startsWith('/resources/'), found: (js) => js.includes('pdfjs') },
  // A page ships only its own language's words (issue 37).
  { label: 'Spanish words', on: (path) => !spanishPage(path), found: (js) => spanishMessages.some((message) => js.includes(message)) },
  { label: 'English words', on: spanishPage, found: (js) => englishMessages.some((message) => js.includes(message)) },
  {
    label: 'another article body',
    on: () => true,
    found: (js, path) => articleEndings.some((a) => a.route !== path && js.includes(a.closing)),
  },
];

export const budgets = {
  /** KB of gzip JavaScript a first visit may download: the README's budget for `npm run bench` and issue 25's. */
  jsGzipKb: { '/': 105, '/es': 105 },
  /**
   * Times are ratios to a floor measured in the same run, alternately
   * (docs/decisions.md, "Timing budgets are ratios to a floor measured in the same run"): a
   * route's Lighthouse mobile performance may be at most this far below the page-load floor's...
   */
  performanceBelowFloor: 2,
  /** ...and its total blocking time at most this much over the floor's (ms). */
  tbtOverFloorMs: 50,
  /** Play press to the first drawn frame at 4x CPU: at most this times the first-frame floor's, on a page, on the board and on a first visit. */
  firstFrameOverFloor: 1.3,
  /** Cumulative layout shift, every route. */
  cls: 0.02,
  /**
   * KB (gzip) the service worker downloads on a first visit to make every page, the app and the
   * guides work offline: on school Wi-Fi it should stay under a megabyte.
   */
  precacheGzipKb: 1024,
  /** KB of gzip JavaScript a Play press may download (the game, the engine and Pixi). */
  playJsGzipKb: 170,
  /**
   * The page's own objects an open and close of a game may leave behind, on average over ten. A
   * leaked scene leaves hundreds (containers, graphics, textures, React fibers). Pixi 8 itself leaves
   * some 30-45 small ones (about 7 KB): the listeners its renderer puts on the shared white texture.
   */
  gameObjectsLeftPerOpen: 50,
  /** Lighthouse categories a route may miss on purpose, with the reason printed beside the miss. */
  expectedMisses: {
    '/no-such-page': {
      bestPractices: 'the 404 page logs the missing path with console.error, as docs/product.md and the issue ask',
      seo: 'the Not-found page is answered with status 404, which Lighthouse counts as an unsuccessful status',
      performance: 'Lighthouse gives a page answered with status 404 no metrics',
      TBT: 'Lighthouse gives a page answered with status 404 no metrics',
      CLS: 'Lighthouse gives a page answered with status 404 no metrics',
      accessibility: 'Lighthouse does not audit a page answered with status 404 (axe checks it in the browser tests)',
    },
  },
};
