import { sendProblemMessages } from '../../src/forms/echo';
import { searchEntries } from '../../src/content/search-index';
import { expect, namesAsChromeSays, test, readingTest } from './fixtures';

test.describe('E-Library index', () => {
  readingTest('has the hero, the search, six category cards with three topics each, and the suggestion form', async ({ page }) => {
    await page.goto('/library');
    await expect(page).toHaveTitle('E-Library | HealthSprout');
    await expect(page.getByRole('heading', { level: 1, name: 'The HealthSprout E-Library' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search the E-Library' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Explore the topics' }).getByRole('link');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toHaveAttribute('href', '/library/diseases');
    await expect(cards.first()).toContainText('The Flu');
    await expect(cards.first()).toContainText('Allergies');
    await expect(cards.first()).not.toContainText('Staying Well');
    await expect(page.getByRole('form', { name: 'Suggest a topic' })).toBeVisible();
  });

  readingTest('a category card opens its category', async ({ page }) => {
    await page.goto('/library');
    await page.getByRole('link', { name: /The Human Body/ }).click();
    await expect(page).toHaveURL('/library/body');
  });

  readingTest('/library#suggest-topic scrolls to the form on arrival', async ({ page }) => {
    await page.goto('/library#suggest-topic');
    await expect(page.getByRole('form', { name: 'Suggest a topic' })).toBeInViewport();
  });
});

test.describe('search', () => {
  readingTest('finds, highlights, filters and opens an article', async ({ page }) => {
    await page.goto('/library');
    const box = page.getByRole('combobox', { name: 'Search the E-Library' });
    await box.fill('FLU');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option').first()).toContainText('What Is the Flu?');
    await expect(results.locator('mark').first()).toHaveText(/flu/i);
    // An option is named by all it shows, in order (WCAG 2.5.3), as chromium says it (the category in the capitals it is shown in).
    const flu = searchEntries.find((entry) => entry.link === '/library/diseases/what-is-the-flu');
    expect((await namesAsChromeSays(page, 'option'))[0]).toBe(`${flu?.title} ${flu?.description} ${flu?.categoryTitle.toUpperCase()}`);
    expect(await results.getByRole('option').count()).toBeLessThanOrEqual(5);
    await page.getByRole('radio', { name: /Mental Health/ }).click();
    await expect(page.getByText('No results found for "FLU"')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suggest a topic! 💡' })).toHaveAttribute('href', '/library#suggest-topic');
    await page.getByRole('radio', { name: /All Topics/ }).click();
    await box.focus();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL('/library/diseases/what-is-the-flu');
  });

  readingTest('shows at most five results and clears', async ({ page }) => {
    await page.goto('/library');
    const box = page.getByRole('combobox', { name: 'Search the E-Library' });
    await box.fill('e');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option')).toHaveCount(5);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toBeFocused();
  });

  readingTest('the no-results link leads to the suggestion form', async ({ page }) => {
    await page.goto('/library');
    await page.getByRole('combobox', { name: 'Search the E-Library' }).fill('zzzz');
    await page.getByRole('link', { name: 'Suggest a topic! 💡' }).click();
    await expect(page.getByRole('form', { name: 'Suggest a topic' })).toBeInViewport();
  });
});

test.describe('topic suggestion form', () => {
  readingTest('an invalid suggestion shows every message, a toast, and keeps what was typed', async ({ page }) => {
    await page.goto('/library#suggest-topic');
    const form = page.getByRole('form', { name: 'Suggest a topic' });
    await form.getByLabel(/Your first name/).fill('Ava');
    await form.getByLabel('What health topic should we write about?').fill('  bones  ');
    // The counter counts what the rule counts: the trimmed text (src/forms/text-rules.ts).
    await expect(form.getByText('5/500')).toBeVisible();
    await form.getByRole('button', { name: 'Send my idea' }).click();
    await expect(page.getByText('Please check the form and try again')).toBeVisible();
    await expect(form.getByText('Please select an age group')).toBeVisible();
    await expect(form.getByText('Please tell us more (at least 10 characters)')).toBeVisible();
    await expect(form.getByText('You must agree to share your idea')).toBeVisible();
    await expect(form.getByLabel(/Your first name/)).toHaveValue('Ava');
    await expect(form.getByLabel('What health topic should we write about?')).toHaveValue('  bones  ');
    await expect(form.getByLabel('Who are you?')).toBeFocused();
  });

  readingTest('a long suggestion is kept and told it is too long', async ({ page }) => {
    await page.goto('/library#suggest-topic');
    const form = page.getByRole('form', { name: 'Suggest a topic' });
    const long = 'Why do we yawn? '.repeat(32);
    await form.getByLabel('What health topic should we write about?').fill(long);
    await expect(form.getByText(`${long.trim().length}/500`)).toBeVisible();
    await form.getByRole('button', { name: 'Send my idea' }).click();
    await expect(form.getByText('Suggestion must be less than 500 characters')).toBeVisible();
    await expect(form.getByLabel('What health topic should we write about?')).toHaveValue(long);
  });

  test('a valid suggestion of exactly 10 characters thanks the visitor, then the form resets after about 3 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/library#suggest-topic');
    const form = page.getByRole('form', { name: 'Suggest a topic' });
    await form.getByLabel('Who are you?').selectOption('11-14');
    // "heart care" is 10 characters with its space: the counter, the browser's check and the server's agree.
    await form.getByLabel('What health topic should we write about?').fill('heart care');
    await expect(form.getByText('10/500')).toBeVisible();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send my idea' }).click();
    await expect(page.getByText('Thank you for your idea!')).toBeVisible();
    await expect(page.getByText('Thank you! Your idea helps us teach more kids about health.').first()).toBeVisible();
    await page.clock.runFor(3_100);
    const fresh = page.getByRole('form', { name: 'Suggest a topic' });
    await expect(fresh.getByLabel('What health topic should we write about?')).toHaveValue('');
    await expect(fresh.getByLabel('Who are you?')).toHaveValue('');
    await expect(fresh.getByRole('checkbox')).not.toBeChecked();
  });
});

readingTest('a suggestion made while the connection drops is kept, with a message', async ({ page }) => {
  await page.goto('/library#suggest-topic');
  await page.route(/suggestion-check-.*\.js$/, (route) => route.abort());
  const form = page.getByRole('form', { name: 'Suggest a topic' });
  await form.getByLabel('What health topic should we write about?').fill('How do broken bones heal?');
  await form.getByRole('button', { name: 'Send my idea' }).click();
  // The same words beside the form as the contact form says (src/forms/use-site-form.ts), everything typed kept.
  await expect(form.getByRole('alert')).toHaveText(sendProblemMessages.offline);
  await expect(form.getByLabel('What health topic should we write about?')).toHaveValue('How do broken bones heal?');
});
