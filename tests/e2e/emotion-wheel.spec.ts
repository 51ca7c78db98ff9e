import { expect, test, expectNoAxeViolations, keepScreenshot, viewports } from './fixtures';
import { openGame, expectSceneDrawn } from './game-helpers';

const TITLE = 'Emotion Wheel';

test('the wheel is used with the keyboard only: arrows move, Enter chooses, the tip shows', async ({ page }) => {
  await page.goto('/library/mental-health');
  await page.getByRole('button', { name: 'Play Game' }).focus();
  await page.keyboard.press('Enter');
  const game = page.getByRole('region', { name: TITLE });
  const wheel = game.getByRole('group', { name: 'Emotion wheel' });
  await expect(wheel.getByRole('button')).toHaveCount(8);
  await wheel.getByRole('button', { name: 'Happy' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(wheel.getByRole('button', { name: 'Sad' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(wheel.getByRole('button', { name: 'Excited' })).toHaveAttribute('aria-pressed', 'true');
  await expect(game.getByRole('heading', { name: 'Feeling excited' })).toBeVisible();
  await expect(game.getByRole('paragraph').filter({ hasText: /slow, deep breaths/ })).toBeVisible();
  // Back past Happy, the arrows wrap round to the last feeling on the wheel.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(wheel.getByRole('button', { name: 'Loved' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(game.getByRole('heading', { name: 'Feeling loved' })).toBeVisible();
  await expect(wheel.getByRole('button', { name: 'Excited' })).toHaveAttribute('aria-pressed', 'false');
});

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, viewport: viewports.tablet });
  test('each feeling is chosen with a tap on its slice', async ({ page }) => {
    await page.goto('/library/mental-health');
    await page.getByRole('button', { name: 'Play Game' }).tap();
    const game = page.getByRole('region', { name: TITLE });
    for (const name of ['Happy', 'Sad', 'Excited', 'Worried', 'Calm', 'Angry', 'Scared', 'Loved']) {
      await game.getByRole('button', { name, exact: true }).tap();
      await expect(game.getByRole('heading', { name: `Feeling ${name.toLowerCase()}` })).toBeVisible();
    }
    await expect(game.getByRole('link', { name: 'Saved in your passport' })).toHaveAttribute('href', '/passport');
    await game.getByRole('button', { name: 'Close Game' }).tap();
    await expect(game).toHaveCount(0);

    // Every feeling in one game: the passport's Feelings Explorer badge (issue 36).
    await page.goto('/passport');
    const card = page.getByRole('region', { name: TITLE });
    await expect(card).toContainText('Played 1 time. Most feelings explored in one game: 8.');
    await expect(card.getByRole('listitem').filter({ hasText: 'Feelings Explorer' })).toContainText('Earned');
  });
});

test('has no axe violations before and after a feeling is chosen', async ({ page }) => {
  const game = await openGame(page, 'mental-health', TITLE);
  await expectNoAxeViolations(page);
  await game.getByRole('button', { name: 'Calm', exact: true }).click();
  await expect(game.getByRole('heading', { name: 'Feeling calm' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const [name, size] of Object.entries(viewports)) {
  test(`fits and is screenshotted at ${name} size`, async ({ page }) => {
    await page.setViewportSize(size);
    const game = await openGame(page, 'mental-health', TITLE);
    // The scene is drawn before anything is pressed, at every size (it once stayed blank below 1024 px).
    await expectSceneDrawn(game);
    await game.getByRole('button', { name: 'Happy', exact: true }).click();
    await expect(game.getByRole('heading', { name: 'Feeling happy' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await game.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `${name}/game-emotion-wheel.png`);
  });
}
