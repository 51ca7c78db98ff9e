// For Teachers (issue 26): the teachers' pages, the links to them, each guide's parts, and the
// printables made from the site's own quiz and glossary.
import { categories } from '../../src/content/categories';
import { teacherGuides } from '../../src/content/teaching';
import { lessonTime, lessonTimeText, teachingNotReviewed } from '../../src/content/teaching/lesson';
import { childHelplines } from '../../src/content/help-lines';
import { expect, expectNoAxeViolations, keepScreenshot, test, readingTest } from './fixtures';

test.describe('the teachers’ pages', () => {
  readingTest('For Teachers lists a guide for every category, and is reached from the footer, the E-Library and each category page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'For Teachers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'For Teachers' })).toBeVisible();
    // The header keeps its five links.
    await expect(page.getByRole('banner').getByRole('link', { name: 'For Teachers' })).toHaveCount(0);
    const guides = page.getByRole('region', { name: 'Lesson guides' }).getByRole('listitem');
    await expect(guides).toHaveCount(categories.length);
    for (const category of categories) await expect(page.getByRole('link', { name: new RegExp(teacherGuides[category.slug].title) })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/library');
    await page.getByRole('link', { name: /For Teachers: lesson guides/ }).click();
    await expect(page).toHaveURL(/\/teach$/);

    await page.goto('/library/nutrition');
    await page.getByRole('link', { name: /Teaching this topic\?/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: teacherGuides.nutrition.title })).toBeVisible();
  });

  for (const category of categories) {
    readingTest(`the ${category.slug} guide has each part under its own heading, and its printables download`, async ({ page, request }) => {
      const guide = teacherGuides[category.slug];
      await page.goto(`/teach/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
      for (const part of ['Print for the class', 'Who it is for', 'Learning goals', 'The lesson, step by step', 'Questions to ask', `Without screens: ${guide.activity.title}`, 'Common misconceptions', 'A refresher for you', 'Curriculum links', 'Sources']) {
        await expect(page.getByRole('heading', { level: 2, name: part, exact: true })).toBeVisible();
      }
      if (guide.sensitive) await expect(page.getByRole('heading', { level: 2, name: guide.sensitive.heading })).toBeVisible();
      await expect(page.getByRole('region', { name: 'The lesson, step by step' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(guide.plan.length);
      await expect(page.getByRole('region', { name: 'Questions to ask' }).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByText(`Last checked ${guide.lastChecked}.`)).toBeVisible();
      // The lesson's length, added up from its steps (at most 45 minutes with the optional one), and the honest note.
      const time = lessonTime(guide);
      expect(time.core + time.optional).toBeLessThanOrEqual(45);
      await expect(page.getByText(lessonTimeText(time)).first()).toBeVisible();
      await expect(page.getByText(teachingNotReviewed)).toBeVisible();

      for (const name of ['Download the worksheet (PDF)', 'Download the answer key (PDF)', 'Download the worksheet to edit (Word)']) {
        const href = await page.getByRole('link', { name }).getAttribute('href');
        const response = await request.get(href ?? '');
        expect(response.status(), name).toBe(200);
        expect(response.headers()['content-type']).toMatch(name.includes('Word') ? /wordprocessingml/ : /application\/pdf/);
      }
      await expectNoAxeViolations(page);
    });
  }

  readingTest('the mental health guide lists the helplines the site lists; Print loads the worksheet to print', async ({ page }) => {
    await page.goto('/teach/mental-health');
    for (const line of childHelplines) await expect(page.getByText(line.name, { exact: false }).first()).toBeVisible();
    await page.evaluate(() => {
      // The print dialog itself is the browser's: the test sees the worksheet loaded to print.
      window.print = () => {};
    });
    await page.getByRole('button', { name: 'Print the worksheet' }).click();
    await expect(page.locator('iframe[src="/teach/mental-health-worksheet.pdf"]')).toBeAttached();
    await keepScreenshot(page, 'teach/mental-health-guide.png', { fullPage: true });
  });

  readingTest('an unknown topic shows the Not-found page', async ({ page }) => {
    const response = await page.goto('/teach/no-such-topic');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  });
});
