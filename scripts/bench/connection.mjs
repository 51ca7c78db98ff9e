// The bad-connection part of `npm run bench` (issue 15): how much a first visit's service worker
// downloads to make the site work offline (the precache list that `npm run build` recorded), and
// how long a page takes to work once a held connection lets its code through.
import { readFileSync } from 'node:fs';
import { appTookOverAt } from '../app-ready.mjs';

/** The precache: files and sizes by kind, and what is kept at first use instead. */
export function precacheFigures(record = '.prerender/precache.json') {
  const { precache: precached, firstUse, extra = [] } = JSON.parse(readFileSync(record, 'utf8'));
  // The first visit's copy: the precache, and the guides beside it (which a browser saving data skips).
  const guides = extra.filter((entry) => entry.kind === 'guide');
  const precache = [...precached, ...guides];
  // What "Save for offline use" adds to that: the engine's code and the sounds.
  const saveAll = extra.filter((entry) => entry.kind !== 'guide');
  const kindOf = (url) => {
    if (url.endsWith('.html')) return 'pages';
    if (/\.(js|mjs)$/.test(url)) return 'app code';
    if (url.endsWith('.css')) return 'styles';
    if (url.endsWith('.woff2')) return 'fonts';
    if (url.endsWith('.pdf')) return 'guide PDFs';
    return 'icons and manifest';
  };
  const kinds = {};
  for (const entry of precache) {
    const kind = (kinds[kindOf(entry.url)] ??= { files: 0, bytes: 0, gzipBytes: 0 });
    kind.files += 1;
    kind.bytes += entry.bytes;
    kind.gzipBytes += entry.gzipBytes;
  }
  const total = (key) => precache.reduce((sum, entry) => sum + entry[key], 0);
  return {
    files: precache.length,
    bytes: total('bytes'),
    gzipBytes: total('gzipBytes'),
    largestBytes: Math.max(...precache.map((entry) => entry.bytes)),
    kinds,
    firstUse,
    saveAll: { files: saveAll.length, bytes: saveAll.reduce((sum, entry) => sum + entry.bytes, 0), gzipBytes: saveAll.reduce((sum, entry) => sum + (entry.gzipBytes ?? entry.bytes), 0) },
  };
}

const RUNS = 3;

/**
 * A fresh visit to `path` whose code (every /assets/ script) is held back: once the page has been
 * painted from its HTML, the connection lets the code through, and this measures the time from
 * then until the app has taken the page over (its controls all work). Median of RUNS, at
 * `cpuSlowdown`x CPU. Without the service worker: the first visit, the slow case.
 */
export async function measureRelease(browser, origin, path, cpuSlowdown) {
  const runsMs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let release = () => {};
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.m?js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(origin + path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForTimeout(300);
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    const working = await page.waitForFunction(appTookOverAt, undefined, { polling: 10, timeout: 60_000 });
    runsMs.push(Math.round((await working.jsonValue()) - releasedAt));
    await context.close();
  }
  runsMs.sort((a, b) => a - b);
  return { medianMs: runsMs[Math.floor(runsMs.length / 2)], runsMs };
}
