import { expect, test } from './fixtures';

test('an article has its breadcrumb, reading time, date, body, source and neighbours', async ({ page }) => {
  await page.goto('/library/diseases/why-we-catch-colds');
  await expect(page.getByRole('heading', { level: 1, name: 'Why We Catch Colds' })).toBeVisible();
  await expect(page).toHaveTitle('Why We Catch Colds | HealthSprout');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'E-Library', 'Diseases & Conditions']);
  await expect(crumbs.getByText('Why We Catch Colds')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/min read/)).toContainText('3 min read');
  await expect(page.getByText(/^Updated /)).toHaveText('Updated October 2026');
  expect(await page.getByRole('article').locator('p').count()).toBeGreaterThan(5);
  await expect(page.getByRole('article').getByText(/Adapted from KidsHealth/)).toBeVisible();
  const more = page.getByRole('navigation', { name: 'More articles' });
  await expect(more.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/library/diseases/what-is-the-flu');
  await expect(more.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/library/diseases/understanding-allergies');
  await expect(page.getByRole('main').getByRole('complementary', { name: 'Disclaimer' })).toBeVisible();
});

test('the first article has no Previous and the last has no Next', async ({ page }) => {
  await page.goto('/library/diseases/what-is-the-flu');
  const more = page.getByRole('navigation', { name: 'More articles' });
  await expect(more.getByRole('link')).toHaveCount(1);
  await more.getByRole('link', { name: /Next/ }).click();
  await more.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL('/library/diseases/understanding-allergies');
  await expect(more.getByRole('link', { name: /Next/ })).toHaveCount(0);
});

test('Read More on a category page opens the article, and the breadcrumb leads back', async ({ page }) => {
  await page.goto('/library/mental-health');
  await page.getByRole('link', { name: /^Read More/ }).nth(2).click();
  await expect(page).toHaveURL(/\/library\/mental-health\/.+/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mental Health' }).click();
  await expect(page).toHaveURL('/library/mental-health');
});

test('an unknown article slug redirects to its category', async ({ page }) => {
  await page.goto('/library/body/no-such-article');
  await expect(page).toHaveURL('/library/body');
  await expect(page.getByRole('heading', { level: 1, name: 'The Human Body' })).toBeVisible();
});

test('the article body arrives in its own chunk, only on the article page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/library/diseases');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((s) => s.includes('what-is-the-flu'))).toEqual([]);
  await page.getByRole('link', { name: 'Read More: What Is the Flu?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What Is the Flu?' })).toBeVisible();
  expect(scripts.filter((s) => s.includes('what-is-the-flu'))).toHaveLength(1);
});
