import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, viewports } from './fixtures';
import { siteRoutes } from './routes';

// Each screen at the phone, tablet and classroom-board sizes: it fits, its header works, and a
// full-page screenshot is kept in screenshots/ for a person to look at.
for (const [sizeName, size] of Object.entries(viewports)) {
  test.describe(`at ${sizeName} size (${size.width}x${size.height})`, () => {
    test.use({ viewport: size });
    for (const route of siteRoutes) {
      test(`${route.path} fits the screen`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expectNoSidewaysScroll(page);
        const compact = size.width < 768;
        await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ visible: compact });
        await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible({ visible: !compact });
        const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
        await page.screenshot({ path: `screenshots/${sizeName}/${name}.png`, fullPage: true });
      });
    }
  });
}
