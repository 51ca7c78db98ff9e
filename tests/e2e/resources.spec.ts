import { expect, holdRequests, test, readingTest } from './fixtures';
import { guides } from '../../src/content/guides';

test.describe('resources list', () => {
  readingTest('has three shelves of four guides, each with a page link and a PDF download of its real size', async ({ page, request }) => {
    await page.goto('/resources');
    await expect(page).toHaveTitle('Resources | HealthSprout');
    for (const name of ['Downloadable Guides', 'Infographics', 'Reading Materials']) {
      await expect(page.getByRole('region', { name }).getByRole('article')).toHaveCount(4);
    }
    for (const guide of guides) {
      await expect(page.getByRole('link', { name: guide.title, exact: true })).toHaveAttribute('href', `/resources/${guide.slug}`);
      const download = page.getByRole('link', { name: `Download PDF: ${guide.title}` });
      await expect(download).toHaveAttribute('download', `${guide.slug}.pdf`);
      const bytes = (await (await request.get((await download.getAttribute('href')) ?? '')).body()).length;
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: guide.title, exact: true }) });
      await expect(card).toContainText(`PDF, ${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`);
    }
    await expect(page.getByRole('complementary', { name: 'More resources' }).getByRole('link', { name: 'Visit the E-Library' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  readingTest('a download gives the file named after its slug', async ({ page }) => {
    await page.goto('/resources');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF: First Aid Basics' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('first-aid-basics.pdf');
  });
});

test.describe('resource page', () => {
  for (const guide of guides) {
    readingTest(`${guide.slug} draws every page of its PDF`, async ({ page }) => {
      await page.goto(`/resources/${guide.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
      const pages = page.getByRole('img', { name: new RegExp(`^${guide.title}, page \\d+ of \\d+$`) });
      await expect(pages.first()).toBeVisible();
      const count = await pages.count();
      expect(count).toBeGreaterThanOrEqual(2);
      await expect(page.getByText('Loading guide...')).toBeHidden();
      // The first page is drawn at once; each other page as it comes near the screen.
      for (let index = 0; index < count; index += 1) {
        await pages.nth(index).scrollIntoViewIfNeeded();
        await expect(pages.nth(index)).toHaveAttribute('data-drawn', /^\d+$/);
      }
    });
  }

  readingTest('shows details, zooms between 50 and 200 in steps of 25, and prints', async ({ page }) => {
    await page.goto('/resources/your-immune-system');
    await expect(page.getByText('Printable', { exact: true })).toBeVisible();
    await expect(page.getByText(/^PDF, [\d.]+ KB$/)).toBeVisible();
    await expect(page.getByText(/^Updated /)).toBeVisible();
    const output = page.locator('output');
    await expect(output).toHaveText('100%');
    const firstPage = page.getByRole('img', { name: /page 1 of/ });
    await expect(firstPage).toBeVisible();
    const width100 = (await firstPage.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(output).toHaveText('50%');
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await expect.poll(async () => (await firstPage.boundingBox())?.width ?? 0).toBeLessThan(width100 * 0.6);
    for (let i = 0; i < 6; i += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(output).toHaveText('200%');
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    const printButton = page.getByRole('button', { name: 'Print' });
    const lastPage = page.getByRole('img', { name: /page 3 of 3/ });
    await expect(lastPage).not.toHaveAttribute('data-drawn'); // far below the screen: not drawn yet
    await expect(printButton).toBeEnabled();
    // Print waits for the drawing at the last zoom to finish; before that it says it cannot print.
    await expect(page.getByText('Loading guide...')).toBeHidden();
    await printButton.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(lastPage).toHaveAttribute('data-drawn', /^\d+$/); // Print drew it first
    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await expect(page).toHaveURL('/resources');
  });

  readingTest('each page holds its place before the guide arrives, so nothing moves when it is drawn', async ({ page }) => {
    const release = await holdRequests(page, /\/guides\/.*\.pdf$/);
    await page.goto('/resources/first-aid-basics');
    const firstPage = page.getByRole('img', { name: 'First Aid Basics, page 1 of 7' });
    await expect(page.getByRole('img', { name: /^First Aid Basics, page \d of 7$/ })).toHaveCount(7);
    const before = await firstPage.boundingBox();
    const footerBefore = await page.getByRole('contentinfo').boundingBox();
    expect(before?.height).toBeGreaterThan((before?.width ?? 0) * 1.25); // a Letter page, upright
    release();
    await expect(firstPage).toHaveAttribute('data-drawn', /^\d+$/);
    expect(await firstPage.boundingBox()).toEqual(before);
    expect(await page.getByRole('contentinfo').boundingBox()).toEqual(footerBefore);
  });

  readingTest('a guide that fails to load says so, offers the download and disables print', async ({ page }) => {
    await page.route(/\/guides\/.*\.pdf$/, (route) => route.abort());
    await page.goto('/resources/first-aid-basics');
    await expect(page.getByText('Failed to load PDF')).toBeVisible();
    await expect(page.getByText('The PDF file could not be loaded. Please try downloading it instead.')).toBeVisible();
    await expect(
      page.getByText("Preview blocked by the file's host. This PDF can't be previewed here, but you can still download it below."),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Guide preview' }).getByRole('link', { name: /Download PDF/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  readingTest('printing before the preview is ready says it cannot print', async ({ page }) => {
    const release = await holdRequests(page, /\/guides\/.*\.pdf$/);
    await page.goto('/resources/tiny-teeth-big-smiles');
    await expect(page.getByText('Loading guide...')).toBeVisible();
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.getByText('Cannot print')).toBeVisible();
    await expect(page.getByText('Preview is blocked. Please download the file to print it.')).toBeVisible();
    release();
  });

  readingTest('Ctrl+P and Cmd+P print the guide as the Print button does, every page drawn first', async ({ page }) => {
    await page.goto('/resources/first-aid-basics');
    await expect(page.getByText('Loading guide...')).toBeHidden();
    await page.evaluate(() => {
      const record = window as unknown as { printed: string[] };
      record.printed = [];
      window.print = () => {
        const pages = [...document.querySelectorAll('#guide-pages canvas')];
        record.printed.push(`${document.body.className.includes('printing-guide')} ${pages.filter((canvas) => canvas.hasAttribute('data-drawn')).length}/${pages.length}`);
      };
    });
    const pages = page.getByRole('img', { name: /First Aid Basics, page \d+ of/ });
    const count = await pages.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(pages.last()).not.toHaveAttribute('data-drawn'); // far below the screen: not drawn yet
    await page.keyboard.press('Control+p');
    await page.keyboard.press('Meta+p');
    const everyPage = `true ${count}/${count}`;
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([everyPage, everyPage]);
  });

  readingTest('moving straight from one guide to another starts the new guide afresh', async ({ page }) => {
    await page.goto('/resources/first-aid-basics');
    await expect(page.getByText('Loading guide...')).toBeHidden();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.locator('output')).toHaveText('125%');
    // The browser's history moves to another guide without passing the list (as a link between
    // guides would): the router sees a popstate and shows the new guide in the same screen.
    await page.evaluate(() => {
      history.pushState(null, '', '/resources/tiny-teeth-big-smiles');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Tiny Teeth, Big Smiles' })).toBeVisible();
    await expect(page.locator('output')).toHaveText('100%');
    await expect(page.getByRole('img', { name: /First Aid Basics/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Tiny Teeth, Big Smiles, page 1 of/ })).toHaveAttribute('data-drawn', /^\d+$/);
  });

  readingTest('unknown and missing slugs go to the resources list', async ({ page }) => {
    await page.goto('/resources/no-such-guide');
    await expect(page).toHaveURL('/resources');
    await page.goto('/resources/');
    await expect(page.getByRole('heading', { level: 1, name: 'Printable Resources' })).toBeVisible();
  });
});

readingTest('zooming quickly several times in a row still draws the guide', async ({ page }) => {
  await page.goto('/resources/the-book-of-germs');
  await expect(page.getByRole('img', { name: /page 1 of/ })).toBeVisible();
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  await Promise.all([zoomIn.click(), zoomIn.click()]);
  await zoomOut.click({ noWaitAfter: true });
  await zoomIn.click({ noWaitAfter: true });
  await zoomIn.click({ noWaitAfter: true });
  await expect(page.locator('output')).toHaveText('175%');
  await expect(page.getByText(/Preview blocked/)).toHaveCount(0);
  await expect(page.getByText('Failed to load PDF')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /page 1 of/ })).toBeVisible();
});
