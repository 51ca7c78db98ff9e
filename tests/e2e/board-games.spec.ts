// The six games on a classroom board (board mode, issue 25), at 1920x1080: opened with Play on the
// board, set up with the teacher's timer and teams, sized for the back of the room, driven by the
// teacher's keys (PageDown, B, Space, Escape), teams taking turns to the results board.
import type { Locator, Page } from '@playwright/test';
import { expect, keepScreenshot, test } from './fixtures';
import { expectNoAxeViolationsOnStoppedClock, FRAME_JUMP_MS, freezeClock, GAME_TEST_TIMEOUT_MS, letTimeRun, play } from './game-helpers';

/**
 * The smallest text a person sees on the board and the smallest thing to press, in CSS px as drawn:
 * each element's font size times the zoom and scale of everything around it (board mode zooms the
 * game's page-sized parts; the game scales its arena whole).
 */
function measureBoard(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector('.board');
    if (!board) throw new Error('no board');
    const drawnScale = (element: Element) => {
      let scale = 1;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        scale *= Number.parseFloat(style.zoom) || 1;
        if (style.transform !== 'none') {
          const matrix = new DOMMatrixReadOnly(style.transform);
          scale *= Math.hypot(matrix.a, matrix.b);
        }
      }
      return scale;
    };
    let smallestText = Infinity;
    let smallestWords = '';
    const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.opacity === '0' || element.closest('.sr-only, [inert]:not(.board-game-area)')) continue;
      const size = Number.parseFloat(style.fontSize) * drawnScale(element);
      if (size < smallestText) {
        smallestText = size;
        smallestWords = node.textContent.trim();
      }
    }
    const targets = [...board.querySelectorAll('button, select, [role="switch"]')]
      .map((target) => target.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const smallestTarget = Math.min(...targets.map((box) => Math.min(box.width, box.height)));
    const status = [...board.querySelectorAll('.game-status-pill')].map((pill) => Number.parseFloat(getComputedStyle(pill).fontSize) * drawnScale(pill));
    return { smallestText, smallestWords, smallestTarget, status };
  });
}

async function expectBoardSized(page: Page, { status }: { status: boolean }) {
  const sizes = await measureBoard(page);
  expect(sizes.smallestText, `smallest text: "${sizes.smallestWords}"`).toBeGreaterThanOrEqual(28);
  expect(sizes.smallestTarget).toBeGreaterThanOrEqual(88);
  if (status) {
    expect(sizes.status.length).toBeGreaterThan(0);
    for (const size of sizes.status) expect(size).toBeGreaterThanOrEqual(48);
  }
}

/** Axe on the board: the clock runs while axe looks, and stops again after. */
const expectNoAxeViolationsOnBoard = (page: Page) => expectNoAxeViolationsOnStoppedClock(page, '.board');

/** Opens a category's game with Play on the board (from the keyboard: the clock is stopped) and waits for its board. */
async function openOnBoard(page: Page, category: string, title: string): Promise<Locator> {
  await freezeClock(page);
  await page.goto(`/library/${category}?seed=7`);
  await page.getByRole('button', { name: 'Play on the board' }).focus();
  await page.keyboard.press('Enter');
  const board = page.getByRole('region', { name: `${title} on the board` });
  await expect(board).toBeVisible();
  await expect(board.locator('canvas[aria-hidden="true"]')).toBeAttached();
  await play(page, FRAME_JUMP_MS);
  // The site is hidden under the board.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  return board;
}

const live = (page: Page) => page.locator('.board [aria-live="polite"]');

interface ScoredGame {
  category: string;
  title: string;
  /** Game time to let one turn run out, with the timer chosen. */
  turnMs: number;
  timer?: string;
  /** Turns each team has (rounds). */
  turnsEach: number;
}

const scored: ScoredGame[] = [
  { category: 'diseases', title: 'Trigger Dash', turnMs: 30_000, turnsEach: 1 },
  { category: 'nutrition', title: 'Balanced Lunchbox', turnMs: 45_000, turnsEach: 1 },
  { category: 'body', title: 'Label the Organs', turnMs: 60_000, timer: '1:00 minutes', turnsEach: 3 },
  { category: 'careers', title: 'Career Match', turnMs: 60_000, timer: '1:00 minutes', turnsEach: 2 },
];

test.describe('games on the board', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS * 3 });

  for (const game of scored) {
    test(`${game.title}: two teams take turns to the results board, with the teacher's keys, sized for the back of the room`, async ({ page }) => {
      const board = await openOnBoard(page, game.category, game.title);
      const setup = board.getByRole('region', { name: 'Ready the board' });
      await expect(setup).toBeVisible();
      await expectNoAxeViolationsOnBoard(page);
      if (game.timer) await setup.getByRole('combobox', { name: 'Timer' }).selectOption(game.timer);
      await setup.getByRole('button', { name: '2 teams' }).click({ force: true });
      await expect(setup.getByRole('button', { name: '2 teams' })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('PageDown');
      await expect(setup).toBeHidden();
      await expect(live(page)).toContainText('Red Circles go first');
      await expect(board.getByText('Red Circles', { exact: true })).toBeVisible();
      await expectNoAxeViolationsOnBoard(page);
      await expectBoardSized(page, { status: true });
      await keepScreenshot(page, `board/${game.category}-ready-1920.png`);

      // The remote's forward button presses Start Game.
      await page.keyboard.press('PageDown');
      await play(page, 2 * FRAME_JUMP_MS);
      await expect(board.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expectBoardSized(page, { status: true });
      await keepScreenshot(page, `board/${game.category}-playing-1920.png`);

      // B pauses and covers the board; B again shows it, paused; Space resumes.
      await page.keyboard.press('b');
      await expect(board.getByText('The board is covered')).toBeVisible();
      await expectNoAxeViolationsOnBoard(page);
      await page.keyboard.press('b');
      await expect(board.getByText('The board is covered')).toBeHidden();
      await expect(board.getByText('Paused', { exact: true })).toBeVisible();
      await board.focus();
      await page.keyboard.press(' ');
      await expect(board.getByText('Paused', { exact: true })).toBeHidden();

      // Escape pauses and asks; Keep playing goes back to the game, paused.
      await page.keyboard.press('Escape');
      const ask = page.getByRole('alertdialog', { name: 'Leave board mode?' });
      await expect(ask).toBeVisible();
      await expectNoAxeViolationsOnBoard(page);
      await ask.getByRole('button', { name: 'Keep playing' }).click({ force: true });
      await expect(ask).toBeHidden();
      await board.getByRole('button', { name: 'Resume' }).first().click({ force: true });

      // Each team's turn runs out of time; the scoreboard comes between turns and says who is next.
      // A round-based game goes on to each team's next round, below, to its results board.
      const turns = 2;
      for (let turn = 1; turn <= turns; turn += 1) {
        await letTimeRun(page, game.turnMs + 2_000);
        if (turn === turns && game.turnsEach === 1) break;
        const scores = board.getByRole('region', { name: 'Scores', exact: true });
        await expect(scores).toBeVisible();
        const next = turn % 2 === 1 ? 'Blue Squares' : 'Red Circles';
        await expect(live(page)).toContainText(`Next: ${next}.`);
        if (turn === 1) {
          await expect(scores.getByRole('list', { name: 'Scores' }).getByRole('listitem')).toHaveCount(2);
          await expectNoAxeViolationsOnBoard(page);
          await expectBoardSized(page, { status: false });
          await keepScreenshot(page, `board/${game.category}-scores-1920.png`);
        }
        await page.keyboard.press('PageDown');
        await expect(scores).toBeHidden();
        await expect(live(page)).toContainText(`${next}: your turn.`);
        await play(page, FRAME_JUMP_MS);
      }

      if (game.turnsEach > 1) {
        // Red Circles are back for their second round, going on with their own game.
        await expect(board.getByText(`your turn: round 2 of ${game.turnsEach}`)).toBeVisible();
        // Their round runs out. After Blue Squares' round 2 every team has played two rounds, and
        // the teacher may end the game there (never between them, where it would be unfair).
        await letTimeRun(page, game.turnMs + 2_000);
        const scores = board.getByRole('region', { name: 'Scores', exact: true });
        await expect(scores).toBeVisible();
        await expect(scores.getByRole('button', { name: 'End the game here and see the results' })).toHaveCount(0);
        await page.keyboard.press('PageDown');
        await letTimeRun(page, game.turnMs + 2_000);
        // Career Match has two rounds, so that was the last turn; Label the Organs has a third.
        if (game.turnsEach > 2) {
          await expect(scores).toBeVisible();
          await expectNoAxeViolationsOnBoard(page);
          await scores.getByRole('button', { name: 'End the game here and see the results' }).click({ force: true });
        }
      }

      // Nobody scored while the clock ran out: the top score is shared, never broken.
      const results = board.getByRole('region', { name: 'Results', exact: true });
      await expect(results).toBeVisible();
      await expect(results.getByText('Top score shared by Red Circles and Blue Squares, with 0 points each!')).toBeVisible();
      await expect(results.getByText('Thank you for playing, every team. Well done, everyone!')).toBeVisible();
      await expect(live(page)).toContainText('Results.');
      await expectNoAxeViolationsOnBoard(page);
      await keepScreenshot(page, `board/${game.category}-results-1920.png`);

      // Back to the page: the game is there as before, the site's header with it.
      await results.getByRole('button', { name: 'Back to the page' }).click({ force: true });
      await expect(board).toBeHidden();
      await expect(page.getByRole('region', { name: game.title })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // A class's game is no one child's: nothing went to the passport on this device.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('healthsprout:passport')))).toEqual([]);
    });
  }

  test('the handwashing timer is a class wash-along: 20 seconds that stay 20, big steps, no streak kept', async ({ page }) => {
    const board = await openOnBoard(page, 'preventive-care', '20-second Handwashing Timer');
    const setup = board.getByRole('region', { name: 'Ready the board' });
    await expect(setup.getByText(/Timer: 20 seconds/)).toBeVisible();
    await expect(setup.getByRole('combobox', { name: 'Timer' })).toHaveCount(0);
    await expectNoAxeViolationsOnBoard(page);
    await page.keyboard.press('PageDown');
    await expect(setup).toBeHidden();
    await expect(board.getByText(/Current streak/)).toHaveCount(0);
    await expectBoardSized(page, { status: true });
    await keepScreenshot(page, 'board/preventive-care-ready-1920.png');

    // PageDown presses Start; the steps follow the clock.
    await page.keyboard.press('PageDown');
    await play(page, 5_000);
    await expect(board.getByRole('listitem').and(board.locator('[aria-current="step"]'))).toContainText(/./);
    await expectBoardSized(page, { status: true });
    await keepScreenshot(page, 'board/preventive-care-washing-1920.png');

    // Escape pauses and asks; the teacher stays.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog', { name: 'Leave board mode?' })).toBeVisible();
    await expectNoAxeViolationsOnBoard(page);
    await page.getByRole('button', { name: 'Keep playing' }).click({ force: true });
    await board.getByRole('button', { name: 'Resume' }).first().click({ force: true });
    await letTimeRun(page, 16_000);
    await expect(board.getByRole('paragraph').filter({ hasText: 'Great job! Hands are clean! Now rinse off the soap and dry your hands.' })).toBeVisible();
    await expect(live(page)).toHaveText(/^Great job! Hands are clean! Now rinse off the soap and dry your hands\.\s*$/);
    // The board's wash-along keeps no streak on this device.
    expect(await page.evaluate(() => localStorage.getItem('handwashing-current-streak'))).toBeNull();
    await expectNoAxeViolationsOnBoard(page);
  });

  test('the emotion wheel is talked about together: no timer; B covers; Escape leaves at once', async ({ page }) => {
    const board = await openOnBoard(page, 'mental-health', 'Emotion Wheel');
    const setup = board.getByRole('region', { name: 'Ready the board' });
    await expect(setup.getByText('This game has no timer: take as long as the class needs.')).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(setup).toBeHidden();
    await board.getByRole('button', { name: /Happy/ }).first().click({ force: true });
    await play(page, FRAME_JUMP_MS * 4);
    await expect(live(page)).toContainText(/happy/i);
    await expectBoardSized(page, { status: false });
    await expectNoAxeViolationsOnBoard(page);
    await keepScreenshot(page, 'board/mental-health-tip-1920.png');

    await page.keyboard.press('b');
    await expect(board.getByText('The board is covered')).toBeVisible();
    await page.keyboard.press('b');
    // Nothing runs, so Escape leaves without asking.
    await page.keyboard.press('Escape');
    await expect(board).toBeHidden();
    await expect(page.getByRole('region', { name: 'Emotion Wheel' })).toBeVisible();
  });

  test('the wash-along in two teams: each team washes for its 20 seconds, the board says whose turn is done, and nobody is ranked', async ({ page }) => {
    const board = await openOnBoard(page, 'preventive-care', '20-second Handwashing Timer');
    const setup = board.getByRole('region', { name: 'Ready the board' });
    await setup.getByRole('button', { name: '2 teams' }).click({ force: true });
    await expect(setup.getByText(/each team washes along for the 20 seconds/)).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(live(page)).toContainText('Red Circles go first');
    await page.keyboard.press('PageDown');
    await letTimeRun(page, 21_000);
    const turns = board.getByRole('region', { name: 'Turns', exact: true });
    await expect(turns).toBeVisible();
    await expect(live(page)).toContainText('Red Circles: turn done. Next: Blue Squares.');
    const list = turns.getByRole('list', { name: 'Turns' });
    await expect(list.getByRole('listitem').filter({ hasText: 'Red Circles' })).toContainText('Turn taken');
    await expect(list.getByRole('listitem').filter({ hasText: 'Blue Squares' })).toContainText('Still to come');
    await expectNoAxeViolationsOnBoard(page);
    await keepScreenshot(page, 'board/preventive-care-turns-1920.png');

    // Blue Squares' wash starts with their turn: the timer is theirs from the first second.
    await page.keyboard.press('PageDown');
    await expect(live(page)).toContainText('Blue Squares: your turn.');
    await letTimeRun(page, 21_000);
    const results = board.getByRole('region', { name: 'Results', exact: true });
    await expect(results).toBeVisible();
    await expect(results.getByText('Every team took its turn.')).toBeVisible();
    await expect(results.getByText(/Top score/)).toHaveCount(0);
    await expect(live(page)).toContainText('Results. Every team took its turn.');
    expect(await page.evaluate(() => localStorage.getItem('handwashing-current-streak'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('healthsprout:passport-new'))).toBeNull();
    await expectNoAxeViolationsOnBoard(page);
    await keepScreenshot(page, 'board/preventive-care-results-1920.png');
  });

  test('the wheel in two teams: each team picks a feeling, the teacher ends the turn, and every team is thanked', async ({ page }) => {
    const board = await openOnBoard(page, 'mental-health', 'Emotion Wheel');
    const setup = board.getByRole('region', { name: 'Ready the board' });
    await setup.getByRole('button', { name: '2 teams' }).click({ force: true });
    await expect(setup.getByText(/each team picks a feeling/)).toBeVisible();
    await setup.getByRole('button', { name: 'Done' }).click({ force: true });
    await expect(live(page)).toContainText('Red Circles go first');
    await board.getByRole('button', { name: /Happy/ }).first().click({ force: true });
    await play(page, FRAME_JUMP_MS * 4);
    await expect(live(page)).toContainText(/happy/i);
    await expectBoardSized(page, { status: false });
    await expectNoAxeViolationsOnBoard(page);
    await board.getByRole('button', { name: "End Red Circles' turn" }).click({ force: true });
    const turns = board.getByRole('region', { name: 'Turns', exact: true });
    await expect(turns).toBeVisible();
    await expect(live(page)).toContainText('Red Circles: turn done. Next: Blue Squares.');
    await expectNoAxeViolationsOnBoard(page);
    await page.keyboard.press('PageDown');
    await expect(live(page)).toContainText('Blue Squares: your turn.');
    // A fresh wheel for Blue Squares; the remote's forward button ends their turn.
    await board.getByRole('button', { name: /Worried/ }).first().click({ force: true });
    await play(page, FRAME_JUMP_MS * 4);
    await page.keyboard.press('PageDown');
    const results = board.getByRole('region', { name: 'Results', exact: true });
    await expect(results).toBeVisible();
    await expect(results.getByText('Every team took its turn.')).toBeVisible();
    await expectNoAxeViolationsOnBoard(page);
    await keepScreenshot(page, 'board/mental-health-results-1920.png');
  });

  test('a game already open moves to the board with its Board mode switch, and back', async ({ page }) => {
    await page.goto('/library/diseases');
    await page.getByRole('button', { name: 'Play Game' }).click();
    const game = page.getByRole('region', { name: 'Trigger Dash' });
    await expect(game).toBeVisible();
    await game.getByRole('switch', { name: 'Board mode' }).check();
    const board = page.getByRole('region', { name: 'Trigger Dash on the board' });
    await expect(board).toBeVisible();
    await board.getByRole('button', { name: 'Exit board mode' }).click();
    await expect(board).toBeHidden();
    await expect(game.getByRole('switch', { name: 'Board mode' })).not.toBeChecked();
  });
});
