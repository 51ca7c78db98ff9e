// My Health Passport (issue 36): what a child did, kept on this device only. A game's badge in the
// passport is checked at the end of Trigger Dash's keyboard play (trigger-dash.spec.ts, a stopped
// clock and ?seed) and the Handwashing Timer's wash (handwashing.spec.ts), where those plays already run.
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, readingTest, test, viewports } from './fixtures';
import { bodyQuiz } from '../../src/content/quizzes/body';
import { problemWords, refusedWords } from '../../src/pages/passport/passport-words';
import { PASSPORT_KEY } from '../../src/passport/device';
import type { PassportRecord } from '../../src/passport/record';

const FULL: PassportRecord = {
  version: 1,
  quizzes: {
    body: { best: 5, total: 5, on: '2026-11-20' },
    diseases: { best: 3, total: 5, on: '2026-11-21' },
  },
  games: {
    'label-the-organs': { best: 52, on: '2026-11-20', plays: 3, washes: 0, badges: ['organExplorer', 'precisionPro'] },
    'trigger-dash': { best: 16, on: '2026-11-22', plays: 2, washes: 0, badges: ['cleanAirChampion', 'safeChooser'] },
    'handwashing-timer': { best: null, on: '2026-11-23', plays: 5, washes: 5, badges: ['cleanHands', 'washPro'] },
  },
  articles: {
    'your-amazing-heart': { opened: '2026-11-19', read: '2026-11-19' },
    'how-you-breathe': { opened: '2026-11-19', read: '2026-11-19' },
    'the-journey-of-food': { opened: '2026-11-19', read: '2026-11-20' },
    'what-is-the-flu': { opened: '2026-11-21', read: null },
  },
};

/** Puts `record` on this device as the passport, from a page of the site. */
async function keepOnDevice(page: Page, record: PassportRecord) {
  await page.goto('/about');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PASSPORT_KEY, JSON.stringify(record)] as const);
}

/** Every request's address and body, to show that none of them carries the passport. */
function watchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function expectNothingSent(requests: readonly Request[], words: readonly string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const sent = `${request.url()} ${request.postData() ?? ''}`;
    for (const word of words) expect(sent, `${request.method()} ${request.url()}`).not.toContain(word);
    expect(['GET', 'HEAD'], request.url()).toContain(request.method());
  }
}

const stamp = (page: Page, category: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: category, exact: true }) });

readingTest('a first visit explains the passport, which stays on this device, with no axe violations', async ({ page }) => {
  await page.goto('/passport');
  await expect(page.getByRole('heading', { name: 'My Health Passport', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your passport is ready to fill' })).toBeVisible();
  await expect(page.getByText('Your passport stays in this browser on this device.')).toBeVisible();
  await expect(stamp(page, 'The Human Body')).toContainText('Not stamped yet');
  await expect(page.getByRole('region', { name: 'Trigger Dash' })).toContainText('Not played yet.');
  await expect(page.getByRole('region', { name: 'Trigger Dash' }).getByText('Score 15 or more in Trigger Dash.')).toBeVisible();
  await expect(page.getByText('You have read 0 of 25 articles to the end.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Linked from the footer and the E-Library page.
  await page.goto('/library');
  await expect(page.getByRole('link', { name: 'My Health Passport: what you have read and played' })).toHaveAttribute('href', '/passport');
  await expect(page.getByRole('navigation', { name: 'Useful Links' }).getByRole('link', { name: 'My Health Passport' })).toHaveAttribute('href', '/passport');
});

readingTest('a quiz finished shows in the passport after a reload, and nothing is sent anywhere', async ({ page }) => {
  const requests = watchRequests(page);
  await page.goto('/library/body');
  const quiz = page.getByRole('region', { name: 'Test Your Knowledge' });
  for (const [index, question] of bodyQuiz.entries()) {
    // Right on all but the last question: 4 out of 5.
    const choice = index < 4 ? question.correctIndex : (question.correctIndex + 1) % 4;
    await quiz.getByRole('button', { name: /^[ABCD]\./ }).nth(choice).click();
    await quiz.getByRole('button', { name: index < 4 ? 'Next Question' : 'See Results' }).click();
  }
  await expect(quiz.getByText('You got 4 out of 5')).toBeVisible();
  await expect(quiz.getByRole('link', { name: 'Saved in your passport' })).toHaveAttribute('href', '/passport');

  await page.reload();
  await page.getByRole('link', { name: 'My Health Passport' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz bests' })).toBeVisible();
  await expect(page.getByText('The Human Body quiz')).toBeVisible();
  await expect(page.getByText(/^Best: 4 out of 5, on \w+ \d+, \d{4}$/)).toBeVisible();
  await expect(stamp(page, 'The Human Body')).toContainText('Quiz finished');
  expectNothingSent(requests, ['quizzes', 'passport-new', '"best"']);
});

readingTest('an article read to its end counts, one only opened does not', async ({ page }) => {
  await page.setViewportSize(viewports.tablet);
  await page.goto('/library/body/your-amazing-heart');
  await expect(page.getByRole('heading', { name: 'Your Amazing Heart', level: 1 })).toBeVisible();
  await page.goto('/library/body/how-you-breathe');
  await page.locator('#article-text > p').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await page.goto('/passport');
  await expect(page.getByText('You have read 1 of 25 articles to the end.')).toBeVisible();
  const read = page.getByRole('region', { name: 'Articles read' });
  await expect(read.getByRole('link', { name: 'How You Breathe' })).toHaveAttribute('href', '/library/body/how-you-breathe');
  await expect(read.getByRole('link', { name: 'Your Amazing Heart' })).toHaveCount(0);
  await expect(stamp(page, 'The Human Body')).toContainText('Articles read: 1 of 3');
});

readingTest('a category is stamped once its three articles, quiz and game are done', async ({ page }) => {
  // The quiz and the game done, two articles read: the third, read to its end, brings the stamp.
  await keepOnDevice(page, { ...FULL, articles: { ...FULL.articles, 'the-journey-of-food': { opened: '2026-11-19', read: null } } });
  await page.goto('/passport');
  await expect(stamp(page, 'The Human Body')).toContainText('Articles read: 2 of 3');
  await expect(page.getByText('Stamps: 0 of 6.')).toBeVisible();
  await page.goto('/library/body/the-journey-of-food');
  await page.locator('#article-text > p').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await page.goto('/passport');
  await expect(stamp(page, 'The Human Body')).toContainText('Stamped!');
  await expect(stamp(page, 'Diseases & Conditions')).toContainText('Not stamped yet');
  await expect(page.getByText('Stamps: 1 of 6.')).toBeVisible();
  // The full passport, with its badges in colour and the rest as outlines.
  const organs = page.getByRole('region', { name: 'Label the Organs' });
  await expect(organs).toContainText('Played 3 times. Best score: 52.');
  await expect(organs.getByRole('listitem').filter({ hasText: 'Organ Explorer' })).toContainText('Earned');
  await expect(organs.getByRole('listitem').filter({ hasText: 'Speed Star' })).toContainText('Not yet');
  await expect(page.getByRole('region', { name: '20-second Handwashing Timer' })).toContainText('Washes done: 5.');
  await expectNoAxeViolations(page);
});

readingTest('Save a copy, Start over, then Load a copy brings everything back; a damaged file is refused and changes nothing', async ({ page }, testInfo) => {
  const requests = watchRequests(page);
  await keepOnDevice(page, FULL);
  await page.goto('/passport');
  await expect(page.getByText('Stamps: 1 of 6.')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save a copy' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^healthsprout-passport-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = testInfo.outputPath('passport-copy.json');
  await download.saveAs(copy);
  expect(JSON.parse(await readFile(copy, 'utf8'))).toMatchObject({ kind: 'healthsprout-passport', record: FULL });
  await expect(page.getByRole('status').filter({ hasText: 'A copy of your passport was saved' })).toBeVisible();

  await page.getByRole('button', { name: 'Start over' }).click();
  const askStart = page.getByRole('dialog', { name: 'Start your passport over?' });
  await expect(askStart).toBeVisible();
  await expectNoAxeViolations(page);
  await askStart.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Stamps: 1 of 6.')).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('dialog', { name: 'Start your passport over?' }).getByRole('button', { name: 'Yes, start over' }).click();
  await expect(page.getByRole('heading', { name: 'Your passport is ready to fill' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your passport is ready to fill' })).toBeVisible();

  // A file that is not a passport, and a passport file that is damaged: refused, nothing changed.
  const chooser = page.getByLabel('Choose a saved passport file');
  await chooser.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"shopping":["apples"]}') });
  await expect(page.getByRole('status').filter({ hasText: refusedWords.foreign })).toBeVisible();
  const damaged = (await readFile(copy, 'utf8')).replace('"best": 52', '"best": "fifty-two"');
  await chooser.setInputFiles({ name: 'passport.json', mimeType: 'application/json', buffer: Buffer.from(damaged) });
  await expect(page.getByRole('status').filter({ hasText: refusedWords.damaged })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your passport is ready to fill' })).toBeVisible();

  // The copy, replacing the empty passport: everything is back, and stays after a reload.
  await chooser.setInputFiles(copy);
  const askLoad = page.getByRole('dialog', { name: 'Load this passport?' });
  await expect(askLoad).toBeVisible();
  await askLoad.getByRole('button', { name: 'Replace mine with the copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your passport was replaced by the copy.' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Stamps: 1 of 6.')).toBeVisible();
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PASSPORT_KEY)) ?? '{}')).toEqual(FULL);

  // Loaded again to keep the best of both, the same copy changes nothing.
  await chooser.setInputFiles(copy);
  await page.getByRole('dialog', { name: 'Load this passport?' }).getByRole('button', { name: 'Keep the best of both' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'the best of both' })).toBeVisible();
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PASSPORT_KEY)) ?? '{}')).toEqual(FULL);
  expectNothingSent(requests, ['quizzes', 'organExplorer', 'healthsprout-passport']);
});

readingTest('prints one sheet with the name typed there and then, kept only when asked, never sent', async ({ page }) => {
  const requests = watchRequests(page);
  await keepOnDevice(page, FULL);
  await page.goto('/passport');
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '');
  });
  await page.getByLabel('Your name for the printed passport').fill('Ava Printwell');
  await page.getByRole('button', { name: 'Print my passport' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('#passport-sheet');
  await expect(sheet.getByRole('heading', { name: 'My Health Passport' })).toBeVisible();
  await expect(sheet).toContainText('This passport belongs to: Ava Printwell');
  await expect(sheet).toContainText('The Human Body: stamped');
  await expect(sheet).toContainText('Badges earned: 6');
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: null });
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('name')))).toEqual([]);

  await page.getByRole('checkbox', { name: 'Remember my name on this device' }).check();
  await page.reload();
  await expect(page.getByLabel('Your name for the printed passport')).toHaveValue('Ava Printwell');
  await page.getByRole('checkbox', { name: 'Remember my name on this device' }).uncheck();
  await page.reload();
  await expect(page.getByLabel('Your name for the printed passport')).toHaveValue('');
  expectNothingSent(requests, ['Ava', 'Printwell']);
});

test.describe('with storage blocked (a private window, storage full or switched off)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  test('the passport says it cannot be kept, and quizzes and articles work as before', async ({ page }) => {
    await page.goto('/passport');
    await expect(page.getByRole('alert')).toHaveText(`⚠️ ${problemWords['not-kept']}`);
    await expect(page.getByRole('heading', { name: 'Your passport is ready to fill' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/library/body/how-you-breathe');
    await expect(page.getByRole('heading', { name: 'How You Breathe', level: 1 })).toBeVisible();
    await page.goto('/library/body');
    const quiz = page.getByRole('region', { name: 'Test Your Knowledge' });
    for (const [index, question] of bodyQuiz.entries()) {
      await quiz.getByRole('button', { name: /^[ABCD]\./ }).nth(question.correctIndex).click();
      await quiz.getByRole('button', { name: index < 4 ? 'Next Question' : 'See Results' }).click();
    }
    await expect(quiz.getByText('You got 5 out of 5')).toBeVisible();
    await expect(quiz.getByRole('link', { name: 'Your passport cannot be kept on this device' })).toHaveAttribute('href', '/passport');
  });
});
