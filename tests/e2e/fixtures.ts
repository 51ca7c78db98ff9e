import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { waitForApp } from '../../scripts/app-ready.mjs';

export { expect, waitForApp };

/**
 * Playwright's test, whose page.goto and page.reload return only once the app has taken over the
 * page, and which fails when the page throws an error nothing caught (one thrown in a frame of a
 * game's drawing would otherwise pass unseen while the picture stands still).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
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
    await provide(page);
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

/** The three sizes every screen is looked at and tested in. */
export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  board: { width: 1920, height: 1080 },
} as const;

/** Runs axe-core (on the whole page, or only on the `only` selector) with WCAG 2.0-2.2 A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page, only?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (only) builder = builder.include(only);
  const results = await builder.analyze();
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

/**
 * Whether chromium's accessibility tree reports the button named `name` as expanded: the state a
 * screen reader hears. (Playwright's own reading knows aria-expanded, not a popover's button.)
 */
export async function expandedAsChromeSays(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string }; ignored?: boolean; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const button = nodes.find((node) => !node.ignored && node.role?.value === 'button' && node.name?.value === name);
    const expanded = button?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}
