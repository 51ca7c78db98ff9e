import { expect, test, expectNoAxeViolations, viewports, readingTest } from './fixtures';
import { siteRoutes } from './routes';
import { TOAST_MS } from '../../src/lib/toast';
import { articleLink, categories } from '../../src/content/categories';

for (const route of siteRoutes) {
  readingTest(`${route.path} has no axe violations (WCAG 2.2 AA)`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// Every article, its glossary words, sources and, where it has one, its Get-help box (both kinds:
// emergency numbers, and helplines to talk to).
const articles = categories.flatMap((category) => category.articles.map((article) => ({ path: articleLink(category.slug, article.slug), article })));

for (const { path, article } of articles) {
  readingTest(`${path} has no axe violations${article.getHelp ? ', with its Get-help box' : ''}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    if (article.getHelp) await expect(page.getByRole('region', { name: article.getHelp.heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the open phone menu and the contact error state have no axe violations', async ({ page }) => {
  await page.clock.install(); // runs as usual, and lets the test skip a toast's seconds on screen
  await page.setViewportSize(viewports.phone);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Oops! Please fill in all fields.')).toBeVisible();
  // The toast is checked on its own: while it shows it may cover part of a field, which axe
  // would count against the field; the page's error state is checked once it has gone.
  await expectNoAxeViolations(page, '[data-sonner-toaster]');
  await page.clock.fastForward(TOAST_MS);
  await expect(page.getByText('Oops! Please fill in all fields.')).toBeHidden();
  await expectNoAxeViolations(page);
});

readingTest('the success toast has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Ava');
  await page.getByLabel('Your email').fill('ava@example.com');
  await page.getByLabel('Your message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[data-sonner-toaster]').getByText(/Thank you! We've received/)).toBeVisible();
  await expectNoAxeViolations(page, '[data-sonner-toaster]');
});

test('the open search, its no-results state and the suggestion errors have no axe violations', async ({ page }) => {
  await page.clock.install(); // runs as usual, and lets the test skip a toast's seconds on screen
  await page.goto('/library');
  const box = page.getByRole('combobox', { name: 'Search the E-Library' });
  await box.fill('heart');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await expectNoAxeViolations(page);
  await box.fill('zzzz');
  await expect(page.getByText('No results found for "zzzz"')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Send my idea' }).click();
  await expect(page.getByText('Please select an age group')).toBeVisible();
  await expect(page.getByText('Please check the form and try again')).toBeVisible();
  await page.clock.fastForward(TOAST_MS);
  await expect(page.getByText('Please check the form and try again')).toBeHidden();
  await expectNoAxeViolations(page);
});

readingTest('the quiz, answered and at its results, has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/library/nutrition');
  const quiz = page.getByRole('region', { name: 'Test Your Knowledge' });
  for (let question = 1; question <= 5; question += 1) {
    await quiz.getByRole('button', { name: /^A\./ }).click();
    if (question === 1) await expectNoAxeViolations(page);
    await quiz.getByRole('button', { name: question < 5 ? 'Next Question' : 'See Results' }).click();
  }
  await expect(quiz.getByText(/You got \d out of 5/)).toBeVisible();
  // The results as a reader sees them, the quiz's own header in view: scrolled part under the
  // sticky site header, its Play as a class button is a smaller target than it is.
  await quiz.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expectNoAxeViolations(page);
});

readingTest('a guide page with its preview drawn, and its failure panel, have no axe violations', async ({ page }) => {
  await page.goto('/resources/healthy-eating-guide');
  await expect(page.getByRole('img', { name: /page 1 of/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.route(/\/guides\/.*\.pdf$/, (route) => route.abort());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/resources/vaccines-explained');
  await expect(page.getByText(/Preview blocked by the file's host/)).toBeVisible();
  await expectNoAxeViolations(page);
});
