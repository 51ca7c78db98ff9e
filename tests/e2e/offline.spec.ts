// The offline copy of the site (issue 15): the service worker (src/service-worker/sw.ts) keeps
// every page after one visit, and the engine and the PDF viewer once they have been used; forms
// sent offline wait on the device; a new version is offered, never in the middle of a game.
// The other specs block the service worker (playwright.config.ts); these let it run.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildServer } from '../../server/app';
import { listPages } from '../../server/pages';
import { addressOfFile, pageKeptOffline } from '../../src/site-map';
import { OUTBOX_KEY } from '../../src/forms/outbox-key';
import { outboxMessages } from '../../src/forms/outbox';
import { activities } from '../../src/games/registry';
import { expect, expectNoAxeViolations, keepScreenshot, test, viewports } from './fixtures';
import { firstFrame, freezeClock, openGame, play } from './game-helpers';

test.use({ serviceWorkers: 'allow' });

/** Waits until the site's service worker has installed and controls `page`. */
async function controlled(page: Page) {
  // Asked from the test's side: the page's own timers may be the test's stopped clock.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/** Every address the site has a page for, from the built files (about.html is /about). */
const builtPages = listPages('dist')
  .filter((file) => !file.startsWith('functions/'))
  .map((file) => (file === 'index.html' ? '/' : file === '404.html' ? '/no-such-page' : `/${file.replace(/\.html$/, '')}`));

/** The main heading of the built page at `path`, as its file has it: what the app must draw offline. */
function builtHeading(path: string): string {
  const file = path === '/' ? 'index.html' : path === '/no-such-page' ? '404.html' : `${path.slice(1)}.html`;
  const html = readFileSync(join('dist', file), 'utf8');
  const inner = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole)
    .trim();
}

/** The page's main heading, the sign that the page (not the browser's offline screen) is shown. */
const mainHeading = (page: Page) => page.locator('main h1').first();

test.describe('after one visit, offline', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every page, guide and game works without a connection', async ({ page, context }) => {
    // The one visit: a page, then a game and a guide, the first use of the engine and of the PDF viewer.
    await page.goto('/');
    await controlled(page);
    await openGame(page, 'diseases', 'Trigger Dash');
    await page.goto('/resources/first-aid-basics');
    await expect(page.getByRole('img', { name: /^First Aid Basics, page 1 of \d+$/ })).toHaveAttribute('data-drawn', /^\d+$/);

    await context.setOffline(true);
    expect(builtPages.length).toBeGreaterThan(40);
    // Each the page of its address (drawn by the app from the Not-found page's file, where the copy
    // does not keep its built file), not the Not-found page.
    for (const path of builtPages) {
      await page.goto(path);
      await expect(mainHeading(page), path).toHaveText(builtHeading(path));
    }
    // /about/ is the about page too, as the server answers it.
    await page.goto('/about/');
    await expect(mainHeading(page)).toHaveText('About HealthSprout');

    // A guide's preview and its download.
    await page.goto('/resources/vaccines-explained');
    await expect(page.getByRole('img', { name: /^Vaccines Explained, page 1 of \d+$/ })).toHaveAttribute('data-drawn', /^\d+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download PDF/ }).first().click()]);
    expect(download.suggestedFilename()).toBe('vaccines-explained.pdf');

    // Every game, each opened for the first time without a connection.
    for (const [category, activity] of Object.entries(activities)) {
      const game = await openGame(page, category, activity.title);
      await expect(game.getByRole('button', { name: /Close/ }).first()).toBeVisible();
    }
  });

  test('a game never played on this device says it needs the connection once', async ({ page, context }) => {
    await page.goto('/');
    await controlled(page);
    await context.setOffline(true);
    await page.goto('/library/body');
    await page.getByRole('button', { name: 'Play Game' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You are offline, and this game has not been played on this device yet. Connect once, then it works offline too.',
    );
  });

  test('a suggestion sent offline waits on the device, survives a reload and is sent when the connection is back', async ({ page, context }) => {
    await page.goto('/library');
    await controlled(page);
    await context.setOffline(true);
    await page.goto('/library#suggest-topic');
    const form = page.getByRole('form', { name: 'Suggest a topic' });
    await form.getByLabel('Who are you?').selectOption('teacher');
    await form.getByLabel('What health topic should we write about?').fill('Why do we get hiccups? (sent offline)');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send my idea' }).click();

    await expect(page.getByText(outboxMessages.suggestion.kept).first()).toBeVisible();
    const waiting = form.getByText(outboxMessages.suggestion.waiting(1));
    await expect(waiting).toBeVisible();
    await expect(form.getByLabel('What health topic should we write about?')).toHaveValue('');
    await expectNoAxeViolations(page, 'form');

    // Still waiting after a reload, offline.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Suggest a topic' }).getByText(outboxMessages.suggestion.waiting(1))).toBeVisible();
    const kept = await page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY);
    expect(kept).toContain('Why do we get hiccups? (sent offline)');

    // The connection comes back: it is sent, and the visitor is told.
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/suggestions') && response.request().method() === 'POST');
    await context.setOffline(false);
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ topicSuggestion: 'Why do we get hiccups? (sent offline)', ageGroup: 'teacher' });
    await expect(page.getByText(outboxMessages.suggestion.sent).first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Suggest a topic' }).getByText(outboxMessages.suggestion.waiting(1))).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY)).toBe('[]');
  });

  test('a message sent offline is sent on the next visit once the connection is back', async ({ page, context }) => {
    await page.goto('/contact');
    await controlled(page);
    await context.setOffline(true);
    await page.getByLabel('Your name').fill('Ava');
    await page.getByLabel('Your email').fill('ava@example.com');
    await page.getByLabel('Your message').fill('Sent from the school bus, offline.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(outboxMessages.contact.kept).first()).toBeVisible();
    await expect(page.getByText(outboxMessages.contact.waiting(1))).toBeVisible();

    // The tab is closed; later, online, the visitor opens any page of the site.
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    const stored = next.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await next.goto('/about');
    expect((await stored).status()).toBe(201);
    await expect(next.getByText(outboxMessages.contact.sent).first()).toBeVisible();
  });
});

test.describe('Save for offline use', () => {
  test.describe.configure({ timeout: 180_000 });

  test('saves every game, its sounds, the guide viewer and the teachers’ worksheets after saying how much, so a game never played works offline', async ({ page, context }) => {
    await page.goto('/about');
    await controlled(page);
    await page.getByRole('button', { name: 'Save for offline use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save HealthSprout for offline use' });
    await expect(dialog.getByRole('status')).toContainText(/about [\d.]+ (KB|MB) more/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save now' }).click();
    await expect(dialog.getByRole('status')).toContainText('Ready to use offline', { timeout: 60_000 });
    await keepScreenshot(page, 'save-offline-ready');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Nothing of any game was loaded before: each opens without a connection.
    await context.setOffline(true);
    for (const [category, activity] of Object.entries(activities)) {
      const game = await openGame(page, category, activity.title);
      await expect(game.getByRole('button', { name: /Close/ }).first()).toBeVisible();
    }
    await page.goto('/resources/first-aid-basics');
    await expect(page.getByRole('img', { name: /^First Aid Basics, page 1 of \d+$/ })).toHaveAttribute('data-drawn', /^\d+$/);
    // A teacher's worksheet, never downloaded before, comes from the device.
    const worksheet = await page.evaluate(async () => {
      const response = await fetch('/teach/body-worksheet.pdf');
      return { ok: response.ok, start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
    });
    expect(worksheet).toEqual({ ok: true, start: '%PDF-' });

    // Asked again, there is nothing left to save.
    await page.getByRole('button', { name: 'Save for offline use' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('Ready to use offline');
  });

  test('the guides come with the first visit, unless the browser asks to save data: then they wait for Save for offline use', async ({ browser }) => {
    const guidesKept = (page: Page) => page.evaluate(async () => (await (await caches.open('healthsprout-guides')).keys()).length);
    for (const saveData of [false, true]) {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      // Chromium's Save-Data setting (navigator.connection.saveData), for the page and the worker it starts.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: saveData });
      await page.goto('/resources');
      await controlled(page);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)), { timeout: 20_000 }).toBe('activated');
      if (saveData) {
        expect(await guidesKept(page), 'saving data').toBe(0);
        await page.getByRole('button', { name: 'Save for offline use' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Save now' }).click();
        await expect(page.getByRole('dialog').getByRole('status')).toContainText('Ready to use offline', { timeout: 60_000 });
      }
      // The first visit keeps them in the background, after the worker is ready.
      await expect.poll(() => guidesKept(page), { message: `saving data: ${saveData}`, timeout: 60_000 }).toBe(12);
      await context.close();
    }
  });
});

test.describe('a new version', () => {
  let dir = '';
  let origin = '';
  let close = async () => {};

  // A copy of the built site on a server of its own, whose service worker the test can change.
  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'healthsprout-release-'));
    cpSync('dist', dir, { recursive: true });
    rmSync(join(dir, 'sw.js.br'), { force: true });
    rmSync(join(dir, 'sw.js.gz'), { force: true });
    const app = await buildServer({ distDir: dir, renderDir: '.prerender', storage: null, formsPerMinute: 0 });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
  });
  test.afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Publishes a new version: a service worker that differs from the one installed. */
  const release = (name: string) => writeFileSync(join(dir, 'sw.js'), `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// ${name}\n`);
  const checkForUpdate = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  const newVersionWaits = (page: Page) =>
    expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), { timeout: 20_000 }).toBe(true);

  test('is offered only once the game is closed, and the reload brings it (screenshotted)', async ({ page }) => {
    // The game's frames stand still (software WebGL and software page drawing, drawing all the
    // time, starve the service worker's update check on this machine for a minute).
    await freezeClock(page);
    await page.goto(`${origin}/library/preventive-care`);
    await controlled(page);
    await page.getByRole('button', { name: 'Play Game' }).focus();
    await page.keyboard.press('Enter');
    const game = page.getByRole('region', { name: '20-second Handwashing Timer' });
    await firstFrame(page, game);

    release('release 2');
    await checkForUpdate(page);
    await newVersionWaits(page);
    const offer = page.getByRole('button', { name: 'Reload for the new version' });
    // Never in the middle of a game: the game stays, and nothing is offered.
    await play(page, 1000);
    await expect(offer).toHaveCount(0);
    await expect(game).toBeVisible();

    await game.getByRole('button', { name: 'Close Game' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.resume();
    await expect(offer).toBeVisible();
    await expect(page.getByText('A new version of HealthSprout is ready.')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await keepScreenshot(page, `${size}/update-offer.png`);
    }
    await page.setViewportSize(viewports.tablet);

    await Promise.all([page.waitForEvent('load'), offer.click()]);
    await controlled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Preventive Care' })).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
  });

  test('"Later" puts the offer away until the next page load', async ({ page }) => {
    await page.goto(`${origin}/about`);
    await controlled(page);
    release('release 3');
    await checkForUpdate(page);
    await newVersionWaits(page);
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByRole('button', { name: 'Reload for the new version' })).toHaveCount(0);
  });
});

test.describe('installable and precached', () => {
  // What Lighthouse's PWA checks looked at before Lighthouse 12 dropped them, asked of chromium.
  test('chromium finds the site installable: a valid manifest, icons, a theme colour and a service worker controlling the start page', async ({ page, context }) => {
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A test's browser context is a private window, which chromium never installs from; every
    // reason that is about the site itself is absent.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'HealthSprout', short_name: 'HealthSprout', start_url: '/', display: 'standalone', theme_color: '#15803d' });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  });

  test('the precache holds the app, the home and Not-found pages and the guides, nothing over 2 MiB, and leaves Pixi, PDF.js, the install icons and the teachers’ printables out', () => {
    const { precache, firstUse, extra } = JSON.parse(readFileSync('.prerender/precache.json', 'utf8')) as {
      precache: { url: string; bytes: number }[];
      firstUse: string[];
      extra: { url: string; bytes: number }[];
    };
    const urls = new Set(precache.map((entry) => entry.url));
    // The built pages the site map keeps as files; every other page is drawn by the app offline
    // (the test above visits them all), so its file is not in the copy a second time.
    for (const file of listPages('dist').filter((name) => !name.startsWith('functions/'))) {
      expect(urls.has(`/${file}`), file).toBe(pageKeptOffline(addressOfFile(file)));
    }
    expect(urls).toContain('/index.html');
    expect(urls).toContain('/404.html');
    // The icons come with an install; of the font, the Latin files (English and Spanish letters).
    expect([...urls].filter((url) => url.startsWith('/icons/'))).toEqual([]);
    expect([...urls].filter((url) => url.endsWith('.woff2')).map((url) => /nunito-([a-z-]+)-wght/.exec(url)?.[1]).sort()).toEqual(['latin', 'latin-ext']);
    // The guides are kept beside the precache (a browser saving data skips them), with the engine and the sounds for Save for offline use.
    const extraUrls = new Set(extra.map((entry) => entry.url));
    for (const name of ['germs-and-handwashing', 'first-aid-basics', 'vaccines-explained']) expect(extraUrls).toContain(`/guides/${name}.pdf`);
    for (const url of firstUse) expect(extraUrls, url).toContain(url);
    expect([...extraUrls].filter((url) => url.startsWith('/sounds/')).length).toBeGreaterThan(5);
    // The teachers' worksheets and answer keys wait for a download or Save for offline use.
    expect([...urls].filter((url) => url.startsWith('/teach/'))).toEqual([]);
    expect([...extraUrls].filter((url) => /^\/teach\/[a-z-]+-(worksheet\.(pdf|docx)|answer-key\.pdf)$/.test(url))).toHaveLength(18);
    expect([...urls].some((url) => url.endsWith('.css'))).toBe(true);
    expect([...urls].some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(urls).toContain('/manifest.webmanifest');
    expect(Math.max(...precache.map((entry) => entry.bytes))).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(firstUse.some((url) => /pdf\.worker/.test(url))).toBe(true);
    for (const url of firstUse) expect(urls.has(url), url).toBe(false);
    // The service worker carries the same list.
    const worker = readFileSync('dist/sw.js', 'utf8');
    expect(worker).toContain('404.html');
    expect(worker).not.toContain('about.html');
    expect(worker).not.toContain('__WB_MANIFEST');
    expect(worker).not.toContain('__HS_EXTRA');
  });
});
