import { escapeRegExp, expect, readingTest } from './fixtures';
import { findCategory } from '../../src/content/categories';

const colds = findCategory('diseases')?.articles.find((article) => article.slug === 'why-we-catch-colds');
/** A source link's name: its title, then the hidden "(opens in a new tab)". */
const newTabName = (title: string) => new RegExp(`^${escapeRegExp(title)}\\s*\\(opens in a new tab\\)$`);
const allergies = findCategory('diseases')?.articles.find((article) => article.slug === 'understanding-allergies');

readingTest('an article has its breadcrumb, reading time, date, body, Go deeper, sources and neighbours', async ({ page }) => {
  await page.goto('/library/diseases/why-we-catch-colds');
  await expect(page.getByRole('heading', { level: 1, name: 'Why We Catch Colds' })).toBeVisible();
  await expect(page).toHaveTitle('Why We Catch Colds | HealthSprout');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'E-Library', 'Diseases & Conditions']);
  await expect(crumbs.getByText('Why We Catch Colds')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/min read/)).toContainText(/^\D*\d+ min read$/);
  await expect(page.getByText(/^Updated /)).toHaveText(`Updated ${colds?.updatedAt ?? '2025'}`);
  const article = page.getByRole('article');
  expect(await article.locator('p').count()).toBeGreaterThan(5);
  await expect(article.getByRole('heading', { level: 2, name: 'Go deeper' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible();
  const sources = article.getByRole('link', { name: /opens in a new tab/ });
  await expect(sources).toHaveCount(colds?.sources.length ?? 0);
  for (const source of colds?.sources ?? []) {
    const link = article.getByRole('link', { name: newTabName(source.title) });
    await expect(link).toHaveAttribute('href', source.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(article.getByText(`Last checked: ${colds?.lastChecked}`)).toBeVisible();
  await expect(article.getByText(new RegExp(escapeRegExp(colds?.attribution ?? 'no attribution')))).toBeVisible();
  const more = page.getByRole('navigation', { name: 'More articles' });
  await expect(more.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/library/diseases/what-is-the-flu');
  await expect(more.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/library/diseases/understanding-allergies');
  await expect(page.getByRole('main').getByRole('complementary', { name: 'Disclaimer' })).toBeVisible();
});

readingTest('the first article has no Previous and the last has no Next', async ({ page }) => {
  await page.goto('/library/diseases/what-is-the-flu');
  const more = page.getByRole('navigation', { name: 'More articles' });
  await expect(more.getByRole('link')).toHaveCount(1);
  await more.getByRole('link', { name: /Next/ }).click();
  // The second press waits for the second article: pressed at once, it could land on the first's Next again.
  await expect(page).toHaveURL('/library/diseases/why-we-catch-colds');
  await more.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL('/library/diseases/understanding-allergies');
  // After the three cards' articles come the ones under More to read; the last has no Next.
  await more.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL('/library/diseases/antibiotics-and-viruses');
  await expect(more.getByRole('link', { name: /Next/ })).toHaveCount(0);
});

readingTest('Read More on a category page opens the article, and the breadcrumb leads back', async ({ page }) => {
  await page.goto('/library/mental-health');
  await page.getByRole('link', { name: /^Read More/ }).nth(2).click();
  await expect(page).toHaveURL(/\/library\/mental-health\/.+/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mental Health' }).click();
  await expect(page).toHaveURL('/library/mental-health');
});

readingTest('an unknown article slug redirects to its category', async ({ page }) => {
  await page.goto('/library/body/no-such-article');
  await expect(page).toHaveURL('/library/body');
  await expect(page.getByRole('heading', { level: 1, name: 'The Human Body' })).toBeVisible();
});

readingTest('the article body arrives in its own chunk, only on the article page', async ({ page }) => {
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

readingTest('the allergy article shows its Get-help box under the header, before the first paragraph, and keyboard users pass it first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/library/diseases/understanding-allergies');
  const article = page.getByRole('article');
  const heading = allergies?.getHelp?.heading ?? 'no Get-help box in the data';
  const box = article.getByRole('region', { name: heading });
  await expect(box).toBeVisible();
  // Near the top: its heading is on the first screen of a phone, with no scrolling.
  await expect(box.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(box).toContainText('911');
  await expect(box).toContainText('999');
  await expect(box).toContainText('112');
  await expect(box.getByRole('listitem').first()).toBeVisible();
  const firstParagraph = article.locator(':scope > div > p').first();
  const [boxBox, paragraphBox, headerBox] = await Promise.all([
    box.boundingBox(),
    firstParagraph.boundingBox(),
    article.locator('header').boundingBox(),
  ]);
  expect(boxBox && paragraphBox && headerBox).toBeTruthy();
  if (!boxBox || !paragraphBox || !headerBox) return;
  expect(boxBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(boxBox.y + boxBox.height).toBeLessThanOrEqual(paragraphBox.y);

  // Tabbing from the breadcrumb, the first stop in the article comes after the box: the box is in
  // the reading order before anything a keyboard reaches in the text, never behind a control.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  const focusedAfterBox = await box.evaluate((region) => {
    const active = document.activeElement;
    return !!active && !region.contains(active) && !!(region.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(focusedAfterBox).toBe(true);
  // Screen-reader users reach it as a named region and by its heading, the first after the title.
  const headings = await article.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings[0]).toContain(heading);
});
