import { expandedAsChromeSays, expect, test, viewports, readingTest } from './fixtures';

test.describe('home page', () => {
  readingTest('has the banner, hero, four feature cards and the closing call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/HealthSprout/);
    await expect(page.getByText('Our E-Library is live!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '/library');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn how your body works');
    await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/library');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    for (const title of ['Simple & Clear', 'Fun Learning', 'Youth-Led', 'Free for All']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Visit the E-Library' })).toHaveAttribute('href', '/library');
  });

  readingTest('the hero button opens About Us, with its sections', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page).toHaveTitle('About Us | HealthSprout');
    for (const name of ['Our Story', 'Our Founders', 'Our Mission', 'What We Believe', 'Get in Touch']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Mental health' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('header', () => {
  readingTest('marks the current page and moves between pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  readingTest('stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/about');
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('link', { name: 'HealthSprout' }).first()).toBeInViewport();
  });

  readingTest('the skip link jumps to the page content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('small-screen menu', () => {
  test.use({ viewport: viewports.phone });

  readingTest('opens, closes with its button, with Escape and with a press outside, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    // One name whether open or closed; the browser reports which (the button opens a popover).
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await expandedAsChromeSays(page, 'Menu')).toBe(false);
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    expect(await expandedAsChromeSays(page, 'Menu')).toBe(true);
    await menuButton.click();
    await expect(menu).toBeHidden();

    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    await menuButton.click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
    expect(await expandedAsChromeSays(page, 'Menu')).toBe(false);
  });
});

test.describe('back to top', () => {
  readingTest('appears after 300 px of scroll and brings the reader back up', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.getByRole('link', { name: 'Back to top' });
    await expect(link).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(link).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '#top');
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(link).toBeHidden();
  });

  readingTest('jumps instantly when the reader prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByRole('link', { name: 'Back to top' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  readingTest('has nine partners, the useful links with For Teachers and the passport, contact links, the disclaimer and this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const partners = footer.getByRole('region', { name: 'Trusted health sites' }).getByRole('link');
    await expect(partners).toHaveCount(9);
    await expect(footer.locator('a[target="_blank"][rel="noopener noreferrer"]')).toHaveCount(8);
    await expect(footer.getByRole('link', { name: /HealthSprout E-Library/ })).not.toHaveAttribute('target');
    await expect(footer.getByRole('navigation', { name: 'Useful Links' }).getByRole('link')).toHaveText(['Home', 'About Us', 'E-Library', 'Resources', 'Contact', 'For Teachers', 'My Health Passport', 'Español']);
    await expect(footer.getByRole('link', { name: 'hello@healthsprout.example' })).toHaveAttribute(
      'href',
      'mailto:hello@healthsprout.example',
    );
    await expect(footer.getByRole('complementary', { name: 'Disclaimer' })).toContainText('not medical advice');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} HealthSprout`);
    await expect(footer).toContainText('Illustrations drawn for HealthSprout.');
    await footer.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('unknown paths and errors', () => {
  readingTest('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | HealthSprout');
    expect(errors.join('\n')).toContain('/this/page/does-not-exist');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  readingTest('a screen whose code never loads, even after one reload, says so with the message', async ({ page }) => {
    await page.route(/about-page-.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
    await expect(page.getByText(/dynamically imported module|Failed to fetch/i)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  readingTest('arriving at a page whose code fails to load shows the error screen, not a dead page', async ({ page }) => {
    await page.route(/about-page-.*\.js$/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About HealthSprout' })).toBeHidden();
  });
});
