// The class quiz on a classroom board (board mode, issue 25): a category's quiz played by the
// whole class, with teams, shown large enough for the back of the room, driven by the teacher's
// buttons and keys.
import type { Page } from '@playwright/test';
import { quizzes } from '../../src/content/quizzes';
import { expect, expectNoAxeViolations, keepScreenshot, test } from './fixtures';

const questions = quizzes.body;
const letters = ['A', 'B', 'C', 'D'];

/** The smallest computed font size of any visible text on the board, and the smallest button, in CSS px. */
function measureBoard(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector('.board');
    if (!board) throw new Error('no board');
    let smallestText = Infinity;
    const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Text a person can see: laid out, not screen-reader-only.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.closest('.sr-only')) continue;
      smallestText = Math.min(smallestText, parseFloat(style.fontSize));
    }
    const buttons = [...board.querySelectorAll('button')].map((button) => button.getBoundingClientRect()).filter((box) => box.width > 0);
    const smallestTarget = Math.min(...buttons.map((box) => Math.min(box.width, box.height)));
    const heading = board.querySelector('h2');
    return { smallestText, smallestTarget, heading: heading ? parseFloat(getComputedStyle(heading).fontSize) : 0 };
  });
}

async function openClassQuiz(page: Page) {
  await page.goto('/library/body');
  await page.getByRole('button', { name: 'Play as a class' }).click();
  return page.getByRole('region', { name: /Test Your Knowledge: The Human Body on the board/ });
}

test.describe('the class quiz on the board', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('two teams play all five questions to the results, by buttons and by the teacher’s keys, large enough for the back of the room', async ({ page }) => {
    const board = await openClassQuiz(page);
    await expect(board).toBeVisible();
    // The rest of the site is hidden under the board.
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expectNoAxeViolations(page);

    await board.getByRole('button', { name: '2 teams' }).click();
    await expect(board.getByRole('button', { name: '2 teams' })).toHaveAttribute('aria-pressed', 'true');
    await expect(board.getByText('Red Circles', { exact: true })).toBeVisible();
    await expect(board.getByText('Blue Squares', { exact: true })).toBeVisible();
    // A remote's forward button starts.
    await page.keyboard.press('PageDown');

    for (const [index, question] of questions.entries()) {
      await expect(board.getByText(`Question ${index + 1} of ${questions.length}`, { exact: true })).toBeVisible();
      await expect(board.getByRole('heading', { level: 2 })).toHaveText(question.question);
      for (const letter of letters) await expect(board.getByText(letter, { exact: true })).toBeVisible();
      if (index === 0) {
        const sizes = await measureBoard(page);
        expect(sizes.smallestText).toBeGreaterThanOrEqual(28);
        expect(sizes.heading).toBeGreaterThanOrEqual(48);
        expect(sizes.smallestTarget).toBeGreaterThanOrEqual(88);
        await keepScreenshot(page, 'board/class-quiz-question-1920.png');
      }
      // Reveal by button on odd questions, by Enter (with the focus on the board) on even ones.
      if (index % 2 === 0) await board.getByRole('button', { name: 'Show answer' }).click();
      else {
        await board.focus();
        await page.keyboard.press('Enter');
      }
      const answer = `The answer is ${letters[question.correctIndex]}: ${question.choices[question.correctIndex]}`;
      await expect(board.getByText(answer, { exact: true })).toBeVisible();
      await expect(page.locator('.board [aria-live="polite"]')).toContainText(answer);
      if (index === 0) {
        await expectNoAxeViolations(page);
        const sizes = await measureBoard(page);
        expect(sizes.smallestText).toBeGreaterThanOrEqual(28);
        expect(sizes.smallestTarget).toBeGreaterThanOrEqual(88);
      }
      // Red Circles right every time (button); Blue Squares right on the first three (key 2).
      await board.getByRole('button', { name: 'Red Circles were right' }).click();
      await expect(board.getByRole('button', { name: 'Red Circles were right' })).toHaveAttribute('aria-pressed', 'true');
      if (index < 3) {
        await board.focus();
        await page.keyboard.press('2');
        await expect(board.getByRole('button', { name: 'Blue Squares were right' })).toHaveAttribute('aria-pressed', 'true');
      }
      const last = index === questions.length - 1;
      await expect(board.getByRole('button', { name: last ? 'See results' : 'Next question' })).toBeVisible();
      await board.focus();
      await page.keyboard.press('PageDown');
    }

    await expect(board.getByRole('heading', { name: 'Quiz results' })).toBeVisible();
    await expect(board.getByText(`Top score: Red Circles, with 5 of 5 right.`, { exact: true })).toBeVisible();
    await expect(board.getByText('5 of 5 right', { exact: true })).toBeVisible();
    await expect(board.getByText('3 of 5 right', { exact: true })).toBeVisible();
    await expect(board.getByText('Perfect score! You are a true health superstar!', { exact: true })).toBeVisible();
    await expect(board.getByText('Good try! Read the articles again and you will ace it next time.', { exact: true })).toBeVisible();
    await expect(board.getByText('Thank you for playing, everyone!', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'board/class-quiz-results-1920.png');

    // B covers the board, and any key brings it back; Escape leaves board mode.
    await board.focus();
    await page.keyboard.press('b');
    await expect(page.getByText('The board is covered', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('b');
    await expect(page.getByText('The board is covered', { exact: true })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(board).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play as a class' })).toBeVisible();
  });

  test('ties are shared, and with teams off the class plays as one', async ({ page }) => {
    const board = await openClassQuiz(page);
    await board.getByRole('button', { name: '3 teams' }).click();
    await board.getByRole('button', { name: 'Start the quiz' }).click();
    for (let index = 0; index < questions.length; index += 1) {
      await board.getByRole('button', { name: 'Show answer' }).click();
      await board.getByRole('button', { name: 'Green Triangles were right' }).click();
      await expect(board.getByRole('button', { name: 'Yellow Stars were right' })).toHaveCount(0);
      if (index < 2) await board.getByRole('button', { name: 'Blue Squares were right' }).click();
      await board.getByRole('button', { name: index === questions.length - 1 ? 'See results' : 'Next question' }).click();
    }
    await expect(board.getByText('Top score: Green Triangles, with 5 of 5 right.', { exact: true })).toBeVisible();

    await board.getByRole('button', { name: 'Play again' }).click();
    await board.getByRole('button', { name: 'No teams: the whole class' }).click();
    await board.getByRole('button', { name: 'Start the quiz' }).click();
    for (let index = 0; index < questions.length; index += 1) {
      await board.getByRole('button', { name: 'Show answer' }).click();
      if (index < 4) await board.getByRole('button', { name: 'The class was right' }).click();
      await board.getByRole('button', { name: index === questions.length - 1 ? 'See results' : 'Next question' }).click();
    }
    await expect(board.getByText('Top score: The class, with 4 of 5 right.', { exact: true })).toBeVisible();
    await expect(board.getByText('Great job! You really know your stuff!', { exact: true })).toBeVisible();
  });

  for (const size of [{ width: 1280, height: 720 }, { width: 3840, height: 2160 }]) {
    test(`keeps the same proportions at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const board = await openClassQuiz(page);
      await board.getByRole('button', { name: 'Start the quiz' }).click();
      await board.getByRole('button', { name: 'Show answer' }).click();
      const sizes = await measureBoard(page);
      const scale = size.width / 1920;
      expect(sizes.smallestText).toBeGreaterThanOrEqual(28 * scale - 0.5);
      expect(sizes.heading).toBeGreaterThanOrEqual(48 * scale - 0.5);
      expect(sizes.smallestTarget).toBeGreaterThanOrEqual(88 * scale - 0.5);
      await keepScreenshot(page, `board/class-quiz-answer-${size.width}.png`);
    });
  }
});
