import { expect, test, readingTest } from './fixtures';

test.describe('contact page', () => {
  readingTest('shows the three info cards', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact | HealthSprout');
    for (const name of ['Email us', 'Suggest a topic', 'Collaborate']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Suggest a topic' })).toHaveAttribute(
      'href',
      '/library#suggest-topic',
    );
  });

  readingTest('an incomplete message shows the error toast and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Ava');
    await page.getByLabel('Your message').fill('Could you write about bones?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Oops! Please fill in all fields.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Ava');
    await expect(page.getByLabel('Your message')).toHaveValue('Could you write about bones?');
    await expect(page.getByLabel('Your email')).toBeFocused();
    await expect(page.getByText('Please fill in your email.')).toBeVisible();
  });

  readingTest('a complete message shows the thank-you toast and clears the form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Ava');
    await page.getByLabel('Your email').fill('ava@example.com');
    await page.getByLabel('Your message').fill('Thank you for the site!');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Thank you! We've received your message and will get back to you soon.")).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Your email')).toHaveValue('');
    await expect(page.getByLabel('Your message')).toHaveValue('');
  });

  test('toasts leave after 5 seconds and can be expanded with Alt+T', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByText('Oops! Please fill in all fields.');
    await expect(toast).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    const item = page.locator('[data-sonner-toast]');
    await expect(item).toHaveAttribute('data-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(item).toHaveAttribute('data-expanded', 'false');
    await page.mouse.move(0, 700);
    await page.clock.runFor(6_500);
    await expect(toast).toBeHidden();
  });
});
