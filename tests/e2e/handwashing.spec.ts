import { expect, test, keepScreenshot, viewports } from './fixtures';
import { expectNoAxeViolationsInGame, expectSceneDrawn, firstFrame, FRAME_JUMP_MS, freezeClock, GAME_TEST_TIMEOUT_MS, letTimeRun, loseContext, openGame, openGameOnStoppedClock, play } from './game-helpers';
import { countPixelsOf, decodePng } from '../support/png';
import { CONFETTI_COLOURS } from '../../src/engine/effects';
import { DONE_MESSAGE, WASH_MS } from '../../src/games/handwashing-timer/logic';

const TITLE = '20-second Handwashing Timer';

// A whole wash is some 80 clock jumps, each drawn in software: slow machines need more than 30 s.
test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS });

test.describe('handwashing timer', () => {
  test.beforeEach(async ({ page }) => freezeClock(page));

  test('is played to the end with the keyboard only, with no axe violations, and the streak survives a reload', async ({ page }) => {
    // At phone size: every clock jump draws a frame in software, and the smallest canvas draws
    // three times faster than the tablet's (the keyboard does not care about the size).
    await page.setViewportSize(viewports.phone);
    await page.goto('/library/preventive-care');
    const playButton = page.getByRole('button', { name: 'Play Game' });
    await playButton.focus();
    await page.keyboard.press('Enter');
    const game = page.getByRole('region', { name: TITLE });
    await firstFrame(page, game);
    await expect(game.getByRole('timer', { name: 'Time left' })).toHaveText('20 seconds left');
    await expectNoAxeViolationsInGame(page);

    await game.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await play(page, 4_500);
    const steps = game.getByRole('list', { name: 'Handwashing steps' }).getByRole('listitem');
    await expect(steps.nth(0)).toContainText('(done)');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(game.getByRole('timer')).toHaveText('16 seconds left');

    await page.keyboard.press('p');
    await expect(game.getByRole('button', { name: 'Resume' })).toBeVisible();
    await play(page, 3_000);
    await expect(game.getByRole('timer')).toHaveText('16 seconds left');
    await expectNoAxeViolationsInGame(page);
    await page.keyboard.press('p');
    await expect(game.getByRole('button', { name: 'Pause' })).toBeVisible();

    await letTimeRun(page, 16_000);
    await expect(game.getByRole('paragraph').filter({ hasText: 'Great job! Hands are clean!' })).toBeVisible();
    await expect(game.getByText('Current streak: 1')).toBeVisible();
    await expect(game.getByText('Best streak: 1')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('handwashing-current-streak'), localStorage.getItem('handwashing-best-streak')])).toEqual(['1', '1']);
    await expect(game.getByRole('link', { name: 'Saved in your passport' })).toHaveAttribute('href', '/passport');
    await expectNoAxeViolationsInGame(page);

    // The reloaded page comes back scrolled to where the game was, which can leave Play Game under
    // the sticky header, where a click (forced: the stopped clock halts Playwright's checks) lands
    // on the header. The keyboard reaches it wherever it is.
    await page.reload();
    await playButton.focus();
    await page.keyboard.press('Enter');
    await expect(game.getByText('Current streak: 1')).toBeVisible();
    await expect(game.getByText('Best streak: 1')).toBeVisible();

    // The wash is in the passport as a total, with its badge, and no streak to keep up (issue 36).
    await page.goto('/passport');
    const card = page.getByRole('region', { name: TITLE });
    await expect(card).toContainText('Washes done: 1.');
    await expect(card.getByRole('listitem').filter({ hasText: 'Clean Hands' })).toContainText('Earned');
    await expect(card.getByRole('listitem').filter({ hasText: 'Wash Pro' })).toContainText('Not yet');
    await expect(page.getByRole('main')).not.toContainText(/streak/i);
  });

  test('pauses when the tab is hidden', async ({ page }) => {
    await page.goto('/library/preventive-care');
    await page.getByRole('button', { name: 'Play Game' }).click({ force: true });
    const game = page.getByRole('region', { name: TITLE });
    await firstFrame(page, game);
    await game.getByRole('button', { name: 'Start' }).click({ force: true });
    await play(page, 1_000);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(game.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  test.describe('on a touch tablet', () => {
    test.use({ hasTouch: true, viewport: viewports.tablet });
    test('is played with taps only: start, pause, reset, then a whole wash that adds to a stored streak', async ({ page }) => {
      await page.goto('/library/preventive-care');
      await page.evaluate(() => {
        localStorage.setItem('handwashing-current-streak', '2');
        localStorage.setItem('handwashing-best-streak', '2');
      });
      await page.getByRole('button', { name: 'Play Game' }).tap({ force: true });
      const game = page.getByRole('region', { name: TITLE });
      await firstFrame(page, game);
      await game.getByRole('button', { name: 'Start' }).tap({ force: true });
      await play(page, 1_000);
      await expect(game.getByRole('timer')).toHaveText('19 seconds left');
      await game.getByRole('button', { name: 'Pause' }).tap({ force: true });
      await game.getByRole('button', { name: 'Reset' }).tap({ force: true });
      await expect(game.getByRole('timer')).toHaveText('20 seconds left');
      await game.getByRole('button', { name: 'Start' }).tap({ force: true });
      await letTimeRun(page, 20_250);
      await expect(game.getByRole('paragraph').filter({ hasText: 'Great job! Hands are clean!' })).toBeVisible();
      await expect(game.getByText('Current streak: 3')).toBeVisible();
      await expect(game.getByText('Best streak: 3')).toBeVisible();
      await game.getByRole('button', { name: 'Close Game' }).tap({ force: true });
      await expect(game).toHaveCount(0);
      await play(page, FRAME_JUMP_MS);
      await expect(page.getByRole('button', { name: 'Play Game' })).toBeFocused();
    });
  });
});

test.describe('the game frame', () => {
  test('has one Sound switch, off until the player turns it on and then remembered; offers calm motion; goes fullscreen', async ({ page }) => {
    const game = await openGame(page, 'preventive-care', TITLE);
    await expect(game.getByRole('switch', { name: /sound/i })).toHaveCount(0);
    const sound = game.getByRole('button', { name: 'Sound' });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('healthsprout-sound-handwashing-timer'))).toBe('on');
    // The other games' sound is a separate, site-wide switch, still on.
    expect(await page.evaluate(() => localStorage.getItem('healthsprout-sound-muted'))).toBeNull();
    await game.getByRole('switch', { name: 'Calm motion' }).check();
    expect(await page.evaluate(() => localStorage.getItem('healthsprout-calm-motion'))).toBe('true');

    await page.reload();
    const again = await openGame(page, 'preventive-care', TITLE);
    await expect(again.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByRole('switch', { name: 'Calm motion' })).toBeChecked();

    await again.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(again.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe(TITLE);
    await again.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect(again.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
  });

  test('throws confetti when the hands are clean, drawn inside the frame so that it shows in fullscreen', async ({ page }) => {
    // At phone size, where the timer takes its square layout, and on the stopped clock.
    await page.setViewportSize(viewports.phone);
    await freezeClock(page);
    const game = await openGameOnStoppedClock(page, 'preventive-care', TITLE);
    // On a phone Fullscreen is behind Settings.
    await game.getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await game.getByRole('button', { name: 'Fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await expect(game.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    await game.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await play(page, WASH_MS);
    await expect(game.getByRole('paragraph').filter({ hasText: DONE_MESSAGE })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe(TITLE);

    // A second of falling (Pixi counts at most 100 ms a frame), then the arena as the player sees it.
    // A page screenshot of the arena's box: an element's screenshot waits for animation frames,
    // which the stopped clock does not give.
    const box = await game.locator('.game-panel').boundingBox();
    // The square arena, as wide as the phone allows.
    expect(box?.height).toBeGreaterThan(300);
    if (!box) throw new Error('no arena');
    const arena = { screenshot: () => page.screenshot({ clip: box }) };
    for (let frame = 0; frame < 10; frame += 1) await play(page, 100);
    const falling = countPixelsOf(decodePng(await arena.screenshot()), CONFETTI_COLOURS);
    await keepScreenshot(page, 'phone/game-handwashing-confetti-fullscreen.png');
    for (let frame = 0; frame < 20; frame += 1) await play(page, 100);
    const after = countPixelsOf(decodePng(await arena.screenshot()), CONFETTI_COLOURS);
    expect(falling - after).toBeGreaterThan(500);
  });

  test('says so when the graphics context is lost, and recovers', async ({ page }) => {
    const game = await openGame(page, 'preventive-care', TITLE);
    const restore = await loseContext(page);
    await expect(game.getByRole('alert')).toContainText("The game's picture was lost");
    await restore();
    await expect(game.getByRole('alert')).toHaveCount(0);
    await game.getByRole('button', { name: 'Start' }).click();
    await expect(game.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  for (const [name, size] of Object.entries(viewports)) {
    test(`fits and is screenshotted at ${name} size`, async ({ page }) => {
      // On the stopped clock: a running game draws in software all the time, which at board size
      // slows every step of the test down.
      await freezeClock(page);
      await page.setViewportSize(size);
      const game = await openGameOnStoppedClock(page, 'preventive-care', TITLE);
      // The scene is drawn before anything is pressed, at every size (it once stayed blank below 1024 px).
      await expectSceneDrawn(game, { stoppedClock: page });
      await game.getByRole('button', { name: 'Start' }).focus();
      await page.keyboard.press('Enter');
      await play(page, 1_500);
      await expect(game.getByRole('timer')).toHaveText('19 seconds left');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await game.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `${name}/game-handwashing.png`);
    });
  }
});
