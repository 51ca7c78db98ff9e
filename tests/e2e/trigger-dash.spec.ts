import { type Locator, type Page } from '@playwright/test';
import { expect, test, expectNoSidewaysScroll, keepScreenshot, viewports } from './fixtures';
import { itemKinds, safeKinds } from '../../src/games/trigger-dash/logic';
import { endMessage } from '../../src/games/trigger-dash/copy';
import { expectNoAxeViolationsInGame, firstFrame, FRAME_JUMP_MS, freezeClock, GAME_TEST_TIMEOUT_MS, openGameOnStoppedClock, play, expectSceneDrawn, expectTimeLeft } from './game-helpers';

const TITLE = 'Trigger Dash';
const SAFE_LABELS: string[] = safeKinds.map((kind) => itemKinds[kind].label);

// A whole game is 120 clock jumps, each drawn in software: slow machines need more than 30 s.
test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS });

const jump = (page: Page) => play(page, FRAME_JUMP_MS);

async function scoreOf(game: Locator): Promise<number> {
  const text = (await game.getByText(/^Score: \d+$/).textContent()) ?? '';
  return Number(text.replace('Score: ', ''));
}

test.describe('trigger dash on the fake clock', () => {
  test.beforeEach(async ({ page }) => freezeClock(page));

  test('is played to the end with the keyboard only, with no axe violations ready, paused or ended', async ({ page }) => {
    // At phone size: every clock jump draws a frame in software, and the smallest canvas draws
    // three times faster than the tablet's (the keyboard does not care about the size).
    await page.setViewportSize(viewports.phone);
    await page.goto('/library/diseases?seed=11');
    await page.getByRole('button', { name: 'Play Game' }).focus();
    await page.keyboard.press('Enter');
    const game = page.getByRole('region', { name: TITLE });
    await expect(game.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expectTimeLeft(game, '30 seconds left');
    await firstFrame(page, game);
    await expectNoAxeViolationsInGame(page);

    // Tab from the frame's toolbar to Start Game, as a keyboard player would.
    const start = game.getByRole('button', { name: 'Start Game' });
    for (let i = 0; i < 12 && !(await start.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');
    const arena = game.getByRole('group', { name: 'Trigger Dash arena' });
    await expect(arena).toBeFocused();
    await expect(arena.getByRole('button')).toHaveCount(1);

    await page.keyboard.press('ArrowRight');
    await expect(arena.getByRole('button').first()).toBeFocused();

    let pausedOnce = false;
    for (let turn = 0; turn < 200 && (await arena.count()) > 0; turn++) {
      const name = await page.evaluate(() => (document.activeElement instanceof HTMLButtonElement ? (document.activeElement.textContent ?? '') : ''));
      const before = await scoreOf(game);
      if (SAFE_LABELS.includes(name)) {
        await page.keyboard.press('Enter');
        await expect(game.getByText(`Score: ${before + 1}`)).toBeVisible();
      } else {
        await page.keyboard.press('ArrowRight');
      }
      if (!pausedOnce && turn === 20) {
        pausedOnce = true;
        await page.keyboard.press('p');
        await expect(game.getByText('Paused', { exact: true })).toBeVisible();
        const left = await game.getByRole('timer').textContent();
        await page.clock.fastForward(3_000);
        await expect(game.getByRole('timer')).toHaveText(left ?? '');
        await expectNoAxeViolationsInGame(page);
        await page.keyboard.press('p');
        await expect(game.getByText('Paused', { exact: true })).toBeHidden();
      }
      await jump(page);
    }

    expect(pausedOnce).toBe(true);
    await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
    const score = await scoreOf(game);
    expect(score).toBeGreaterThanOrEqual(10);
    await expect(game.getByRole('definition')).toHaveText(String(score));
    await expect(game.getByRole('paragraph').filter({ hasText: endMessage(score) })).toBeVisible();
    await expectTimeLeft(game, '0 seconds left');
    // The game ended under the player's focus: Play Again takes it.
    await expect(game.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await expect(game.getByRole('link', { name: 'Saved in your passport' })).toBeVisible();
    await expectNoAxeViolationsInGame(page);

    await page.keyboard.press('Enter');
    await expect(game.getByText('Score: 0')).toBeVisible();
    await expect(arena.getByRole('button')).toHaveCount(1);

    // The game is in the player's passport, with the badges its score earned (issue 36).
    await page.goto('/passport');
    const card = page.getByRole('region', { name: 'Trigger Dash' });
    await expect(card).toContainText(`Played 1 time. Best score: ${score}.`);
    await expect(card.getByRole('listitem').filter({ hasText: 'Safe Chooser' })).toContainText('Earned');
    await expect(card.getByRole('listitem').filter({ hasText: 'Clean Air Champion' })).toContainText(score >= 15 ? 'Earned' : 'Not yet');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Diseases & Conditions' }) })).toContainText('Game played');
  });

  test.describe('on a touch tablet', () => {
    test.use({ hasTouch: true, viewport: viewports.tablet });

    test('is played to the end with taps only: safe icons score, triggers cost a point, Play Again and Close Game work', async ({ page }) => {
      await page.goto('/library/diseases?seed=5');
      await page.getByRole('button', { name: 'Play Game' }).tap({ force: true });
      const game = page.getByRole('region', { name: TITLE });
      await firstFrame(page, game);
      await game.getByRole('button', { name: 'Start Game' }).tap({ force: true });
      const arena = game.getByRole('group', { name: 'Trigger Dash arena' });

      // A touch tap takes up to a second on a stopped clock, so the player taps eight safe icons and
      // one trigger, then lets the rest go by to the end of the game.
      let trippedOnce = false;
      let score = 0;
      for (let turn = 0; turn < 200 && (await arena.count()) > 0; turn++) {
        const live = score < 8 ? await arena.getByRole('button').evaluateAll((buttons) => buttons.map((button) => [button.dataset.id ?? '', button.textContent ?? ''])) : [];
        for (const [id, name = ''] of live) {
          const button = arena.locator(`[data-id="${id}"]`);
          if (SAFE_LABELS.includes(name)) {
            await button.tap({ force: true });
            score += 1;
            await expect(game.getByText(`Score: ${score}`)).toBeVisible();
          } else if (!trippedOnce && score > 0) {
            trippedOnce = true;
            await button.tap({ force: true });
            score -= 1;
            await expect(game.getByText(`Score: ${score}`)).toBeVisible();
            await expect(game.getByRole('paragraph').filter({ hasText: `${name} is a trigger, minus 1.` })).toBeVisible();
          }
        }
        await jump(page);
      }

      expect(trippedOnce).toBe(true);
      expect(score).toBeGreaterThanOrEqual(7);
      await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
      await expect(game.getByRole('definition')).toHaveText(String(score));
      await expect(game.getByRole('paragraph').filter({ hasText: endMessage(score) })).toBeVisible();

      await game.getByRole('button', { name: 'Play Again' }).tap({ force: true });
      await expect(game.getByText('Score: 0')).toBeVisible();
      await expect(arena.getByRole('button')).toHaveCount(1);
      await game.getByRole('button', { name: 'Close Game' }).tap({ force: true });
      await expect(game).toHaveCount(0);
      await jump(page);
      await expect(page.getByRole('button', { name: 'Play Game' })).toBeFocused();
    });
  });

  test('Relaxed doubles the game time and how long icons stay', async ({ page }) => {
    // From the keyboard throughout: a forced click on the stopped clock can land under the sticky header.
    await page.goto('/library/diseases?seed=5');
    await page.getByRole('button', { name: 'Play Game' }).focus();
    await page.keyboard.press('Enter');
    const game = page.getByRole('region', { name: TITLE });
    const relaxed = game.getByRole('switch', { name: 'Relaxed (more time)' });
    await expectTimeLeft(game, '30 seconds left');
    await relaxed.focus();
    await page.keyboard.press('Space');
    await expect(relaxed).toBeChecked();
    await expectTimeLeft(game, '1 minute left');
    await expect(game.getByText('You have 60 seconds.', { exact: false })).toBeVisible();
    await firstFrame(page, game);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    const first = game.locator('[data-id="1"]');
    await expect(first).toBeAttached();
    for (let ms = 0; ms < 4_000; ms += 250) await jump(page);
    // Past the usual 2.5 s the first icon is still there; it goes at 5 s.
    await expect(first).toBeAttached();
    await expectTimeLeft(game, /^5[67] seconds left$/);
    for (let ms = 0; ms < 1_500; ms += 250) await jump(page);
    await expect(first).not.toBeAttached();

    // Turning Relaxed off starts a new 30-second game on the instructions, and it is remembered.
    await relaxed.focus();
    await page.keyboard.press('Space');
    await expect(relaxed).not.toBeChecked();
    await expect(game.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expectTimeLeft(game, '30 seconds left');
    expect(await page.evaluate(() => localStorage.getItem('healthsprout-relaxed'))).toBe('false');
  });

  test('pauses with its Pause button and when the tab is hidden, and starts over when reopened', async ({ page }) => {
    await page.goto('/library/diseases?seed=5');
    await page.getByRole('button', { name: 'Play Game' }).click({ force: true });
    const game = page.getByRole('region', { name: TITLE });
    await expect(game.getByRole('button', { name: 'Pause' })).toBeDisabled();
    await firstFrame(page, game);
    await game.getByRole('button', { name: 'Start Game' }).click({ force: true });
    for (let ms = 0; ms < 2_000; ms += 250) await jump(page);
    await expectTimeLeft(game, /^2[89] seconds left$/);
    const left = (await game.getByRole('timer').textContent()) ?? '';

    await game.getByRole('toolbar').getByRole('button', { name: 'Pause' }).click({ force: true });
    await expect(game.getByText('Paused', { exact: true })).toBeVisible();
    for (let ms = 0; ms < 3_000; ms += 250) await jump(page);
    await expect(game.getByRole('timer')).toHaveText(left);
    await game.getByRole('button', { name: 'Resume' }).first().click({ force: true });
    await expect(game.getByText('Paused', { exact: true })).toBeHidden();

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(game.getByText('Paused', { exact: true })).toBeVisible();

    // From the keyboard: a forced click on the stopped clock can land under the sticky header.
    await game.getByRole('button', { name: 'Close Game' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Play Game' }).focus();
    await page.keyboard.press('Enter');
    await expect(game.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expectTimeLeft(game, '30 seconds left');
    await expect(game.getByText('Score: 0')).toBeVisible();
  });
});

for (const [name, size] of Object.entries(viewports)) {
  test(`fits and is screenshotted at ${name} size, at its start and in play`, async ({ page }) => {
    // On the stopped clock: a running game draws in software all the time, which at board size
    // slows every step of the test down.
    await freezeClock(page);
    await page.setViewportSize(size);
    const game = await openGameOnStoppedClock(page, 'diseases', TITLE);
    // The scene is drawn before anything is pressed, at every size (it once stayed blank below 1024 px).
    await expectSceneDrawn(game, { stoppedClock: page });
    await game.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `${name}/game-trigger-dash-ready.png`);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    const items = game.getByRole('group', { name: 'Trigger Dash arena' }).getByRole('button');
    for (let jumps = 0; jumps < 20 && (await items.count()) < 2; jumps++) await play(page, FRAME_JUMP_MS);
    await expect(items.nth(1)).toBeAttached();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `${name}/game-trigger-dash-playing.png`);
  });
}
