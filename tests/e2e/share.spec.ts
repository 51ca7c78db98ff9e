// Share with your class: on every article, category page and teacher guide, a dialog with the page's
// QR code (read back here by a QR reader from a screenshot of it, as a tablet's camera would) and
// its public address, Copy link, and a plain link to Google Classroom. `npm test` builds the site
// with SITE_URL set to the address the tests serve it at, so the canonical links, the sitemap and
// the QR code all name it.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, holdRequests, keepScreenshot, viewports, waitForApp, readingTest } from './fixtures';

const SITE = 'http://127.0.0.1:4173';

/** What the QR code in `qr` says, read from its picture. */
async function readQr(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function openShare(page: Page) {
  await page.getByRole('button', { name: 'Share with your class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with your class' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const pages = [
  { kind: 'an article', path: '/library/diseases/what-is-the-flu', title: 'What Is the Flu?' },
  { kind: 'a category page', path: '/library/mental-health', title: 'Mental Health' },
  { kind: 'a teacher guide', path: '/teach/nutrition', title: 'Teaching food groups, food labels and balanced meals' },
];

for (const { kind, path, title } of pages) {
  readingTest(`${kind} is shared by its public address: QR code, short address, Copy link and Google Classroom`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(path);
    const address = `${SITE}${path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address);

    const dialog = await openShare(page);
    await expect(dialog.getByText(title, { exact: true })).toBeVisible();
    const qr = dialog.getByRole('img', { name: `QR code for 127.0.0.1:4173${path}` });
    expect(await readQr(qr)).toBe(address);
    await expect(dialog.getByText(`127.0.0.1:4173${path}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Page address' })).toHaveValue(address);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Link copied. Paste it into your class page or a message.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    const classroom = dialog.getByRole('link', { name: /Share to Google Classroom/ });
    const href = new URL((await classroom.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://classroom.google.com/share');
    expect(href.searchParams.get('url')).toBe(address);
    await expect(classroom).toHaveAttribute('target', '_blank');
    // Nothing was asked of Google, or of any host but the site's own.
    expect(asked.filter((url) => !url.startsWith(SITE))).toEqual([]);

    // Escape closes it, and the keyboard is back on the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share with your class' })).toBeFocused();
  });
}

readingTest('where the browser will not copy, the address is selected and the dialog says how to copy it', async ({ page }) => {
  await page.goto('/teach/diseases');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } });
    document.execCommand = () => false;
  });
  const dialog = await openShare(page);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toContainText('did not let us copy');
  const field = dialog.getByRole('textbox', { name: 'Page address' });
  const selected = await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0));
  expect(selected).toBe(`${SITE}/teach/diseases`);
});

readingTest('when the dialog cannot load, the button says so, and the next press opens it', async ({ page }) => {
  await page.goto('/library/nutrition');
  await page.route(/\/assets\/share-dialog-[^/]*\.js$/, (route) => route.abort());
  const button = page.getByRole('button', { name: 'Share with your class' });
  await button.click();
  await expect(page.getByText('The share window could not load.')).toBeVisible();
  await page.unroute(/\/assets\/share-dialog-[^/]*\.js$/);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Share with your class' })).toBeVisible();
});

readingTest('a press before the scripts arrive opens the dialog once they do', async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/index-[^/]*\.js$/);
  await page.goto('/library/careers', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Share with your class' });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  await waitForApp(page);
  await expect(page.getByRole('dialog', { name: 'Share with your class' })).toBeVisible();
});

readingTest('the sitemap lists the site’s pages at its public address', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toContain(`${SITE}/`);
  expect(listed).toContain(`${SITE}/teach/mental-health`);
  expect(listed).toContain(`${SITE}/library/diseases/what-is-the-flu`);
  expect(listed.some((url) => url?.includes('404'))).toBe(false);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

for (const [name, size] of [
  ['phone', viewports.phone],
  ['tablet', viewports.tablet],
  ['board', viewports.board],
  ['board-720p', { width: 1280, height: 720 }],
  ['board-4k', { width: 3840, height: 2160 }],
] as const) {
  readingTest(`the dialog fits the screen and the QR code reads at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/teach/mental-health');
    const dialog = await openShare(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height).toBe(true);
    const qr = dialog.getByRole('img', { name: /QR code/ });
    const qrBox = await qr.boundingBox();
    // Big enough to scan from the back of a room on a board: over half the screen's height there.
    if (size.height >= 720 && size.width > 1024) expect(qrBox?.height ?? 0).toBeGreaterThan(size.height * 0.5);
    expect(await readQr(qr)).toBe(`${SITE}/teach/mental-health`);
    await keepScreenshot(page, `share-${name}.png`);
  });
}
