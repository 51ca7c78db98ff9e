import { expect, test, expectNoSidewaysScroll, keepScreenshot, viewports, readingTest } from './fixtures';
import { siteRoutes, spanishRoutes } from './routes';

// Each screen at the phone, tablet and classroom-board sizes: it fits, its header works, it asks
// no other host for anything and sets no cookie; `npm run screenshots` also keeps a full-page
// picture of it in screenshots/ for a person to look at.
for (const [sizeName, size] of Object.entries(viewports)) {
  test.describe(`at ${sizeName} size (${size.width}x${size.height})`, () => {
    test.use({ viewport: size });
    // The menu's words are the page's language's.
    const routes = [
      ...siteRoutes.map((route) => ({ ...route, menu: 'Menu', nav: 'Main' })),
      ...spanishRoutes.map((route) => ({ ...route, menu: 'Menú', nav: 'Principal' })),
    ];
    for (const route of routes) {
      readingTest(`${route.path} fits the screen and stays on this site`, async ({ page, context }) => {
        const foreign: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.protocol !== 'data:' && url.host !== '127.0.0.1:4173') foreign.push(request.url());
        });
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expectNoSidewaysScroll(page);
        const compact = size.width < 768;
        await expect(page.getByRole('button', { name: route.menu })).toBeVisible({ visible: compact });
        await expect(page.getByRole('navigation', { name: route.nav, exact: true })).toBeVisible({ visible: !compact });
        // Late requests (lazy chunks, fonts) are waited for once per route, at the tablet size.
        if (sizeName === 'tablet') await page.waitForLoadState('networkidle');
        expect(foreign).toEqual([]);
        expect(await context.cookies()).toEqual([]);
        // A guide page is pictured with its first page drawn.
        await expect(page.getByText('Loading guide...')).toHaveCount(0);
        const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
        await keepScreenshot(page, `${sizeName}/${name}.png`, { fullPage: true });
      });
    }
  });
}
