// A game in a browser with WebGL turned off (an old school laptop, a locked-down GPU): Pixi draws
// with its canvas renderer and the game's clock runs as ever. Its own browser, so its own file.
import { expect, test } from './fixtures';
import { chromiumArgs } from '../../playwright.config';
import { expectSceneDrawn, freezeClock, GAME_TEST_TIMEOUT_MS, play, expectTimeLeft } from './game-helpers';

const TITLE = 'Trigger Dash';

test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS });
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...chromiumArgs, '--disable-webgl', '--disable-webgl2'] } });

test('the game draws without WebGL and is played', async ({ page }) => {
  expect(await page.evaluate(() => document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl'))).toBeNull();
  await freezeClock(page);
  await page.goto('/library/diseases?seed=11');
  await page.getByRole('button', { name: 'Play Game' }).focus();
  await page.keyboard.press('Enter');
  const game = page.getByRole('region', { name: TITLE });
  await expect(game.locator('canvas[aria-hidden="true"]')).toBeAttached();
  await expect(game.locator('.game-panel')).toHaveAttribute('data-graphics', 'ready');
  await expectSceneDrawn(game, { stoppedClock: page });

  await game.getByRole('button', { name: 'Start Game' }).click({ force: true });
  const arena = game.getByRole('group', { name: 'Trigger Dash arena' });
  await expect(arena.getByRole('button')).toHaveCount(1);
  await play(page, 2_000);
  await expectTimeLeft(game, '28 seconds left');
});
