import { expect, expectNoAxeViolations, test, viewports, readingTest } from './fixtures';

// Words explained: the hard words of every article, as popovers in the text (the browser's own
// popover, so they work before the app's JavaScript arrives) and together on /glossary.

const ARTICLE = '/library/diseases/understanding-allergies';

readingTest('the glossary page lists every word A-Z, with a letter index, and has no axe violations', async ({ page }) => {
  await page.goto('/glossary');
  await expect(page).toHaveTitle('Words Explained | HealthSprout');
  await expect(page.getByRole('heading', { level: 1, name: 'Words Explained' })).toBeVisible();
  const letters = page.getByRole('navigation', { name: 'Jump to a letter' });
  const letterLinks = letters.getByRole('link');
  expect(await letterLinks.count()).toBeGreaterThan(3);
  const entries = page.locator('dl > div[id]');
  expect(await entries.count()).toBeGreaterThan(20);
  // Sorted A-Z by term.
  const terms = await page.locator('dl dfn').allTextContents();
  expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  // Each entry: term, how to say it, what it means, and at least one article that uses it.
  await expect(entries.first()).toContainText('Say it:');
  await expect(entries.getByRole('link').first()).toHaveAttribute('href', /^\/library\/[^/]+\/[^/]+$/);
  await expectNoAxeViolations(page);

  // A letter link jumps to its letter.
  const last = letterLinks.last();
  const letter = (await last.textContent()) ?? '';
  await last.click();
  await expect(page.getByRole('heading', { level: 2, name: letter, exact: true })).toBeInViewport();
});

readingTest('the E-Library links to the glossary near its top', async ({ page }) => {
  await page.goto('/library');
  const link = page.getByRole('link', { name: /Words Explained/ });
  await expect(link).toHaveAttribute('href', '/glossary');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Words Explained' })).toBeVisible();
});

readingTest('a hard word in an article opens its meaning by keyboard, and leads to its glossary entry', async ({ page }) => {
  await page.goto(ARTICLE);
  const term = page.getByRole('article').locator('button[popovertarget]').first();
  const id = await term.getAttribute('popovertarget');
  expect(id).toBeTruthy();
  const card = page.locator(`[id="${id}"]`);
  await expect(card).toBeHidden();

  // Tab to the word from the top of the page.
  for (let i = 0; i < 60 && !(await term.evaluate((button) => button === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(term).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Say it:');
  await expect(card.getByRole('link', { name: 'See all words explained' })).toHaveAttribute('href', /^\/glossary#.+/);
  // The open card is checked on its own: the page around it is checked at every route (a11y.spec.ts),
  // and at this scroll the reading bar sits half under the sticky header, which axe's target-size
  // rule counts against the bar's buttons although they are neither focused nor small.
  await expectNoAxeViolations(page, `[id="${id}"]`);

  // Escape closes it; Enter opens it again; Tab moves into it, to its link.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await term.focus();
  await page.keyboard.press('Enter');
  await expect(card).toBeVisible();
  await page.keyboard.press('Tab');
  const link = card.getByRole('link', { name: 'See all words explained' });
  await expect(link).toBeFocused();
  const href = (await link.getAttribute('href')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
  const entry = page.locator(`[id="${href.split('#')[1]}"]`);
  await expect(entry).toBeInViewport();
  await expect(entry.getByRole('link', { name: 'Understanding Allergies' })).toHaveAttribute('href', ARTICLE);
});

readingTest('the Close button and a tap outside close a word’s card, on a phone', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await page.goto(ARTICLE);
  const term = page.getByRole('article').locator('button[popovertarget]').first();
  const card = page.locator(`[id="${await term.getAttribute('popovertarget')}"]`);
  await term.click();
  await expect(card).toBeVisible();
  await expect(card).toBeInViewport({ ratio: 1 });
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
  await term.click();
  await expect(card).toBeVisible();
  // Outside the card, in the page's side margin, where nothing else answers a tap.
  await page.mouse.click(2, 420);
  await expect(card).toBeHidden();
});

test('a word’s card works in the page as built, with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ARTICLE);
  const term = page.getByRole('article').locator('button[popovertarget]').first();
  const card = page.locator(`[id="${await term.getAttribute('popovertarget')}"]`);
  await expect(card).toBeHidden();
  await term.click();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Say it:');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await context.close();
});
