import { expect, holdRequests, test, waitForApp, readingTest } from './fixtures';
import { siteRoutes, spanishRoutes } from './routes';

// The build writes every page as HTML (scripts/build/prerender.ts) and the app takes it over
// (src/main.tsx): a visitor reads the page before the JavaScript arrives, and nothing is drawn twice.

const heading = (name: string | RegExp) => ({ level: 1, name }) as const;

test('every page is readable with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of siteRoutes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', heading(route.heading)), route.path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'E-Library' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Trusted health sites');
  }
  await page.goto('/library/diseases/what-is-the-flu');
  await expect(page).toHaveTitle('What Is the Flu? | HealthSprout');
  await expect(page.getByRole('main')).toContainText('influenza');
  await context.close();
});

for (const route of [...siteRoutes, ...spanishRoutes]) {
  readingTest(`${route.path}: the app takes over the page it arrived with, without errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('404 Error: User attempted to access non-existent route')) return; // the Not-found page's own log
      // The server answers an unknown address with the Not-found page and a real 404 status, which chromium logs.
      if (route.path === '/no-such-page' && text.includes('status of 404')) return;
      // The tests block the site's service worker (playwright.config.ts), which Playwright reports.
      if (text === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));

    // Hold the app's code back, so the page is only what the HTML brought.
    const release = await holdRequests(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto(route.path, { waitUntil: 'commit' });
    const title = page.getByRole('heading', heading(route.heading));
    await expect(title).toBeVisible();
    await title.evaluate((element) => element.setAttribute('data-seen-before-js', ''));

    release();
    await waitForApp(page);
    // The same element is still there: React hydrated the markup rather than drawing the page anew.
    await expect(page.locator('h1[data-seen-before-js]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

readingTest('the app is live once it has taken over: the menu and its links work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', heading('About HealthSprout'))).toBeVisible();
  await expect(page).toHaveTitle('About Us | HealthSprout');
});

readingTest('addresses that were not built as pages still reach the right screen', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('heading', heading('About HealthSprout'))).toBeVisible();
  await page.goto('/resources/no-such-guide');
  await expect(page).toHaveURL('/resources');
  await expect(page.getByRole('heading', heading('Printable Resources'))).toBeVisible();
  await page.goto('/library/diseases/no-such-article');
  await expect(page).toHaveURL('/library/diseases');
  await page.goto('/library/no-such-category');
  await expect(page.getByRole('heading', heading('404'))).toBeVisible();
});
