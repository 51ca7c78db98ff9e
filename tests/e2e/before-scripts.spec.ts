// A visitor on slow school Wi-Fi: the page is drawn from its HTML long before the app's code
// arrives. What they do in that moment works without the code, or is kept and acted on once the
// code is there; nothing they typed is lost.
import type { Page } from '@playwright/test';
import { expandedAsChromeSays, expect, holdRequests, test, viewports, waitForApp, readingTest } from './fixtures';

/** Opens `path` with the app's entry script held back; `release` lets it through. */
async function openBeforeScripts(page: Page, path: string) {
  const release = await holdRequests(page, /\/assets\/index-[^/]*\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return async () => {
    release();
    await waitForApp(page);
  };
}

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  readingTest('the menu opens and closes before the scripts arrive, its button keeping one name', async ({ page }) => {
    const release = await openBeforeScripts(page, '/contact');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await button.click();
    await expect(menu).toBeVisible();
    expect(await expandedAsChromeSays(page, 'Menu')).toBe(true);
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await button.click();
    await expect(menu).toBeHidden();
    expect(await expandedAsChromeSays(page, 'Menu')).toBe(false);

    // Left open when the app arrives, it stays open and is closed by choosing a page.
    await button.click();
    await release();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL('/resources');
    await expect(menu).toBeHidden();
  });
});

readingTest('a search typed before the scripts arrive is answered when they do', async ({ page }) => {
  const release = await openBeforeScripts(page, '/library');
  const search = page.getByRole('combobox', { name: /search/i });
  await search.fill('heart');
  await release();
  await expect(search).toHaveValue('heart');
  await expect(page.getByRole('listbox').getByRole('option', { name: /Your Amazing Heart/ })).toBeVisible();
});

readingTest('a Play Game pressed before the scripts arrive opens the game once they do', async ({ page }) => {
  const release = await openBeforeScripts(page, '/library/diseases');
  const play = page.getByRole('button', { name: 'Play Game' });
  await play.click();
  // Waiting, and showing that it is.
  await expect(play).toHaveAttribute('aria-busy', 'true');
  await release();
  await expect(page.getByRole('region', { name: 'Trigger Dash' })).toBeVisible();
});

readingTest('a message typed before the scripts arrive is kept and sent once they do', async ({ page }) => {
  const release = await openBeforeScripts(page, '/contact');
  await page.getByLabel('Your name').fill('Ava');
  await page.getByLabel('Your email').fill('ava@example.com');
  await page.getByLabel('Your message').fill('Could you write about bones?');
  await release();
  await expect(page.getByLabel('Your name')).toHaveValue('Ava');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Thank you! We've received your message and will get back to you soon.")).toBeVisible();
});

readingTest('a topic suggestion filled in before the scripts arrive is kept and sent once they do', async ({ page }) => {
  const release = await openBeforeScripts(page, '/library');
  const form = page.getByRole('form', { name: 'Suggest a topic' });
  await form.getByLabel(/Your first name/).fill('Sam');
  await form.getByLabel('Who are you?').selectOption('11-14');
  await form.getByLabel('What health topic should we write about?').fill('How do broken bones heal?');
  await form.getByRole('checkbox').check();
  await release();
  await expect(form.getByLabel('Who are you?')).toHaveValue('11-14');
  await form.getByRole('button', { name: 'Send my idea' }).click();
  await expect(page.getByText('Thank you for your idea!')).toBeVisible();
});

readingTest('on a host that answers every address with the home page, a deep link never shows the home page', async ({ page, request }) => {
  const home = await (await request.get('/')).text();
  await page.route(/\/about$/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
  const release = await holdRequests(page, /\/assets\/index-[^/]*\.js$/);
  await page.goto('/about', { waitUntil: 'commit' });
  const homeHeading = page.getByRole('heading', { level: 1 }).first();
  await expect(page.locator('#root')).toHaveAttribute('data-wrong-page', '');
  await expect(homeHeading).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'About HealthSprout' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-wrong-page');
});

readingTest('a quiz answer pressed before the scripts arrive is answered once they do', async ({ page }) => {
  const release = await openBeforeScripts(page, '/library/diseases');
  const quiz = page.locator('#quiz');
  const choice = quiz.getByRole('list', { name: 'Choices' }).getByRole('button').first();
  await choice.click();
  // Waiting, and showing that it is.
  await expect(choice).toHaveAttribute('aria-busy', 'true');
  await release();
  // The answer is locked in and the feedback says whether it was right.
  await expect(choice).toHaveAttribute('aria-disabled', 'true');
  await expect(quiz.getByRole('status')).toContainText(/Correct|Not quite/);
  await expect(choice).not.toHaveAttribute('aria-busy');
});
