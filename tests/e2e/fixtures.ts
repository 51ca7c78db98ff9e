import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { waitForApp } from '../../scripts/app-ready.mjs';

export { expect, waitForApp };

/** Makes `page.goto` and `page.reload` return only once the app has taken over the page. */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  return page;
}

/**
 * Run in the page before its scripts: WebGL contexts are made without antialiasing. Chromium draws
 * WebGL in software here, where multisampling is most of a game frame's cost (a clock jump at
 * tablet size: 134 ms with it, 90 ms without, measured); the games' rules, overlay and layout do
 * not depend on it. `npm run screenshots` keeps it, so the pictures are the games as drawn.
 */
function withoutAntialiasing() {
  const getContext = HTMLCanvasElement.prototype.getContext as (this: HTMLCanvasElement, type: string, attributes?: object) => RenderingContext | null;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, attributes?: object) {
    const options = type.startsWith('webgl') ? { ...attributes, antialias: false } : attributes;
    return getContext.call(this, type, options);
  } as typeof HTMLCanvasElement.prototype.getContext;
}

/** What every test page gets before its scripts (nothing extra when pictures are kept). */
async function prepare(target: Page | BrowserContext) {
  if (!process.env.SCREENSHOTS) await target.addInitScript(withoutAntialiasing);
}

/** Collects what the page throws and nothing catches, until the returned function stops it and gives the messages. */
function uncaughtErrors(page: Page): () => string[] {
  const uncaught: string[] = [];
  const onError = (error: Error) => uncaught.push(error.message);
  page.on('pageerror', onError);
  return () => {
    page.off('pageerror', onError);
    return uncaught;
  };
}

/**
 * Playwright's test, whose page.goto and page.reload return only once the app has taken over the
 * page, and which fails when the page throws an error nothing caught (one thrown in a frame of a
 * game's drawing would otherwise pass unseen while the picture stands still).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await prepare(page);
    const stop = uncaughtErrors(waitingForTheApp(page));
    await provide(page);
    expect(stop(), 'errors thrown in the page and not caught').toEqual([]);
  },
});

/** The page events a test may listen to, whose listeners go when it ends. */
const TEST_EVENTS = ['request', 'response', 'requestfinished', 'requestfailed', 'console', 'dialog', 'download', 'popup'] as const;

/**
 * `test` for tests that visit pages and read them, without a clock, touch or a context of their
 * own: they share one browser page per worker instead of a new context and renderer each (830 ms
 * a visit here against 290 ms on a page already open, measured). Between tests the page is
 * emptied: it leaves the site (so the next visit loads afresh, even to the same address), its
 * storage, cookies and permissions are cleared, its routes, media emulation and listeners
 * removed, and the test's viewport set.
 */
export const readingTest = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
      await prepare(context);
      await provide(waitingForTheApp(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedPage }, provide) => provide(sharedPage.context()),
  page: async ({ sharedPage: page, viewport }, provide) => {
    if (viewport) await page.setViewportSize(viewport);
    const stop = uncaughtErrors(page);
    await provide(page);
    const uncaught = stop();
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => {}); // a page that is not the site's has no storage of ours
    await page.context().clearCookies();
    await page.context().clearPermissions();
    await page.goto('about:blank', { waitUntil: 'commit' });
    expect(uncaught, 'errors thrown in the page and not caught').toEqual([]);
  },
});

/**
 * Holds back every request matching `url` until the returned `release` is called, to look at a
 * page before that file (the app's code, a guide's PDF) has arrived.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The three sizes every screen is looked at and tested in. */
export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  board: { width: 1920, height: 1080 },
} as const;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules every check runs: WCAG 2.0-2.2 A and AA, and one axe keeps experimental, that a
 * control's visible words are in its accessible name (WCAG 2.5.3 Label in Name: a child using
 * voice control says what the button shows).
 */
export const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * Puts axe-core into each frame of the page that has not got it yet: once per document, not once
 * per check (reading its 600 KB again took half a second a check on these machines). A frame axe
 * cannot enter (another host's video, or one gone meanwhile) is left out, and axe says so.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const injected = (async () => {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
    })();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
    await Promise.race([injected.catch(() => {}), timeout]);
    clearTimeout(timer);
  }
}

/**
 * Waits, for up to 2 s, until the page has stopped scrolling: a focus or a link may have started a
 * smooth scroll, and axe must judge the page where it comes to rest. Caught mid-scroll on a busy
 * machine, the breadcrumb's Home link sat half under the sticky header and failed its target size
 * (1 run in 6 of the glossary's keyboard test, under load). Timed from the test's side: the page's
 * own clock may be the test's stopped one.
 */
async function scrollSettled(page: Page) {
  const position = () => page.evaluate(() => `${window.scrollX},${window.scrollY}`);
  let last = await position();
  for (let wait = 0; wait < 20; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await position();
    if (now === last) return;
    last = now;
  }
}

/**
 * Runs axe-core (on the whole page, or only on the `only` selector) with `axeOptions` in the page
 * itself and expects no violations. (axe's Playwright package opened a second page for each check
 * to gather the frames' results in, and read axe again into both: 2.2 s a check on these machines,
 * against about 1 s for a page's first check here and under half a second for the next.)
 */
export async function expectNoAxeViolations(page: Page, only?: string) {
  await scrollSettled(page);
  await injectAxe(page);
  const results = await page.evaluate(
    ([include, options]) => (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe.run(include ? { include: [include] } : document, options),
    [only ?? null, axeOptions] as const,
  );
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Expects the page not to scroll sideways (a broken layout at this size). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Saves a screenshot under screenshots/ for a person to look at, when the run asks for them
 * (`npm run screenshots`); the everyday `npm test` skips the picture and keeps the checks.
 */
export async function keepScreenshot(page: Page, path: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `screenshots/${path}`, ...options });
}

type ChromeAxNode = { role?: { value: string }; name?: { value: string }; ignored?: boolean; properties?: { name: string; value: { value: unknown } }[] };

/** The nodes of chromium's own accessibility tree with this role: what a screen reader is given. */
async function chromeNodes(page: Page, role: string): Promise<ChromeAxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: ChromeAxNode[] };
    return nodes.filter((node) => !node.ignored && node.role?.value === role);
  } finally {
    await cdp.detach();
  }
}

/**
 * Whether chromium's accessibility tree reports the button named `name` as expanded: the state a
 * screen reader hears. (Playwright's own reading knows aria-expanded, not a popover's button.)
 */
export async function expandedAsChromeSays(page: Page, name: string): Promise<boolean | undefined> {
  const button = (await chromeNodes(page, 'button')).find((node) => node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === 'expanded');
  return expanded === undefined ? undefined : expanded.value.value === true;
}

/** The names chromium gives the page's elements with this role, in page order: what a screen reader says. */
export async function namesAsChromeSays(page: Page, role: string): Promise<string[]> {
  return (await chromeNodes(page, role)).map((node) => node.name?.value ?? '');
}
