// A connection that drops now and then, and a new release while a tab is open: what fails to load
// is retried or reported, and never takes the page down with it.
import type { Page } from '@playwright/test';
import { expect, readingTest } from './fixtures';

/** Fails the next `times` requests for files matching `url` (a dropped connection, or a file gone after a release). */
async function failNext(page: Page, url: RegExp, times = 1, status?: number) {
  let left = times;
  await page.route(url, async (route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    return status ? route.fulfill({ status, body: 'Not found' }) : route.abort();
  });
}

readingTest('a game whose code did not arrive says so, and Play Game tries again', async ({ page }) => {
  await page.goto('/library/diseases');
  await failNext(page, /\/assets\/trigger-dash-[\w-]+\.js$/);
  const play = page.getByRole('button', { name: 'Play Game' });
  await play.click();
  await expect(page.getByRole('alert')).toHaveText('The game could not load. Check your connection and press Play Game again.');
  await play.click();
  await expect(page.getByRole('region', { name: 'Trigger Dash' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

readingTest('when the toasts’ code does not arrive, the page stays and the message still shows', async ({ page }) => {
  await page.goto('/contact');
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Oops! Please fill in all fields.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Unexpected Application Error/);
  await expect(page.getByLabel('Your name')).toBeVisible();
});

readingTest('a page whose code is gone after a new release is reached with one automatic reload', async ({ page }) => {
  await page.goto('/');
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The about page's chunk of the old release is gone (404) the first time it is asked for.
  await failNext(page, /\/assets\/about-page-[\w-]+\.js$/, 1, 404);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About HealthSprout' })).toBeVisible();
  await expect(page).toHaveURL('/about');
  expect(loads).toBe(1);
});

readingTest('a page whose code cannot load even after that reload says so, with a button that reloads', async ({ page }) => {
  await page.goto('/');
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/could not load/i);
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});
