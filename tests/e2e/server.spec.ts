import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openGame } from './game-helpers';
import { siteRoutes } from './routes';

// The site's own server (server/): its Content-Security-Policy holds on every page and in every
// game, both forms work with JavaScript off, and the guides download through docs/product.md §7's call.

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('no page reports a Content-Security-Policy violation, and every page is sent with the policy', async ({ page }) => {
  const violations = await recordViolations(page);
  for (const route of [...siteRoutes, { path: '/privacy', heading: 'Your Privacy' }]) {
    const response = await page.goto(route.path);
    expect(response?.headers()['content-security-policy'], route.path).toContain("script-src 'self' 'sha256-");
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    expect(await violations(), route.path).toEqual([]);
  }
  // A guide draws its pages with PDF.js and its worker.
  await page.goto('/resources/germs-and-handwashing');
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByText('Loading guide...')).toBeHidden();
  expect(await violations()).toEqual([]);
});

for (const { category, title } of [
  { category: 'diseases', title: 'Trigger Dash' },
  { category: 'mental-health', title: 'Emotion Wheel' },
  { category: 'preventive-care', title: '20-second Handwashing Timer' },
  { category: 'body', title: 'Label the Organs' },
  { category: 'nutrition', title: 'Balanced Lunchbox' },
  { category: 'careers', title: 'Career Match' },
]) {
  test(`${title} runs without a Content-Security-Policy violation (Pixi without eval)`, async ({ page }) => {
    const violations = await recordViolations(page);
    const game = await openGame(page, category, title);
    await expect(game.locator('canvas')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
  });
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form keeps every word typed when a field is missing, then sends', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Your name').fill('Sam');
    await page.getByLabel('Your message').fill('Could you write about <bones> & teeth?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('alert')).toHaveText('Oops! Please fill in all fields.');
    await expect(page.getByText('Please fill in your email.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Sam');
    await expect(page.getByLabel('Your message')).toHaveValue('Could you write about <bones> & teeth?');

    await page.getByLabel('Your email').fill('sam@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText("Thank you! We've received your message and will get back to you soon.");
    await expect(page.getByLabel('Your message')).toHaveValue('');
    // Nothing typed ever went into the address.
    expect(page.url()).not.toContain('Sam');
  });

  test('the suggestion form shows its messages under the fields, then thanks the sender', async ({ page }) => {
    await page.goto('/library', { waitUntil: 'commit' });
    await page.getByLabel('What health topic should we write about?').fill('Bones');
    await page.getByRole('button', { name: 'Send my idea' }).click();
    await expect(page).toHaveURL(/\/library#suggest-topic$/);
    await expect(page.getByText('Please check the form and try again')).toBeVisible();
    await expect(page.getByText('Please select an age group')).toBeVisible();
    await expect(page.getByText('Please tell us more (at least 10 characters)')).toBeVisible();
    await expect(page.getByText('You must agree to share your idea')).toBeVisible();
    await expect(page.getByLabel('What health topic should we write about?')).toHaveValue('Bones');

    await page.getByLabel('Who are you?').selectOption('teacher');
    // Ten characters with the space between the words: enough for the server too.
    await page.getByLabel('What health topic should we write about?').fill('heart care');
    await page.getByLabel('I agree that HealthSprout may use my idea to plan new articles.').check();
    await page.getByRole('button', { name: 'Send my idea' }).click();
    await expect(page.getByText('Thank you for your idea!')).toBeVisible();
  });
});

test('a contact message sent before the app has loaded goes to the server as a POST, which answers with what was typed', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Your name').fill('Early');
  await page.getByLabel('Your message').fill('Sent in a hurry');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in your email.')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('Sent in a hurry');
  expect(page.url()).toMatch(/\/contact$/);
});

test('Download PDF goes through the download call and saves {slug}.pdf', async ({ page }) => {
  await page.goto('/resources/germs-and-handwashing');
  const link = page.getByRole('link', { name: 'Download PDF' });
  await expect(link).toHaveAttribute('href', '/functions/v1/download-resource/germs-and-handwashing');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('germs-and-handwashing.pdf');
  const response = await page.request.get('/functions/v1/download-resource/germs-and-handwashing');
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="?germs-and-handwashing\.pdf"?$/);
  expect((await page.request.get('/functions/v1/download-resource/no-such-guide')).status()).toBe(404);
});

test('an unknown page is answered with the Not-found page and status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
});
