import { expect, test } from '@playwright/test';
import { siteRoutes } from './routes';

for (const route of siteRoutes) {
  test(`${route.path} asks no other host for anything and sets no cookie`, async ({ page, context }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.host !== '127.0.0.1:4173') foreign.push(request.url());
    });
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
}
