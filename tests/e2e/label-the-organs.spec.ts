// Label the Organs played to its final screen three ways (keyboard only, taps only, mouse drag and
// drop) on the stopped clock, with a fixed seed: scores, hints, decoys, lives, Next Round, badges,
// and axe at the start, mid-round, paused, at a round's end and at the end.
import { type Locator, type Page } from '@playwright/test';
import { expect, keepScreenshot, test, viewports } from './fixtures';
import { arrowTo, drag, expectNoAxeViolationsInGame, expectTimeLeft, FRAME_JUMP_MS, freezeClock, GAME_TEST_TIMEOUT_MS, letTimeRun, openGameOnStoppedClock, play } from './game-helpers';
import { countPixelsOf, decodePng } from '../support/png';
import { HINT_MS, ROUNDS } from '../../src/games/label-the-organs/logic';
import { organs, type OrganId } from '../../src/games/label-the-organs/organs';

const TITLE = 'Label the Organs';
const HINT_COLOUR = 0xf59e0b;

test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS });

/** A spot's accessible name: its organ's in round 1 (the map shows it), its position after. */
function spotName(organ: OrganId, round: number): string {
  return round === 1 ? `${organs[organ].name} spot` : (organs[organ].zoneName ?? '');
}

const pieceOf = (game: Locator, organ: OrganId) => game.getByRole('group', { name: 'Organs' }).getByRole('button', { name: organs[organ].name, exact: true });
const spotOf = (game: Locator, organ: OrganId, round: number) => game.getByRole('group', { name: 'Spots on the body' }).getByRole('button', { name: spotName(organ, round), exact: true });

async function scoreOf(game: Locator): Promise<number> {
  return Number(((await game.getByText(/^Score: \d+$/).textContent()) ?? '').replace('Score: ', ''));
}

async function placeWithKeys(page: Page, game: Locator, organ: OrganId, spot: OrganId, round: number) {
  await arrowTo(page, pieceOf(game, organ));
  await page.keyboard.press('Enter');
  await arrowTo(page, spotOf(game, spot, round));
  await page.keyboard.press('Enter');
}

test.describe('label the organs', () => {
  test('is played through three rounds with the keyboard only: decoys, lives, pause, a toast in fullscreen, badges', async ({ page }) => {
    await freezeClock(page);
    const game = await openGameOnStoppedClock(page, 'body', TITLE);
    await expect(game.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expectTimeLeft(game, '1 minute left');
    await expectNoAxeViolationsInGame(page);
    await expect(game.getByRole('button', { name: 'Start Game' })).toBeFocused();
    await page.keyboard.press('Enter');

    // Round 1: the board takes the focus; a wrong spot costs nothing at 0 and shows a toast.
    await expect(pieceOf(game, 'brain').or(pieceOf(game, 'heart')).or(pieceOf(game, 'lungs')).or(pieceOf(game, 'stomach')).first()).toBeAttached();
    await expect(game.getByRole('group', { name: 'Organs' }).getByRole('button').first()).toBeFocused();
    await placeWithKeys(page, game, 'heart', 'lungs', 1);
    await expect(game.getByText('Not quite! ❌')).toBeVisible();
    await expect(game.getByText('Score: 0')).toBeVisible();
    await placeWithKeys(page, game, 'heart', 'heart', 1);
    await expect(game.getByText('Score: 2')).toBeVisible();
    await expect(spotOf(game, 'heart', 1)).toHaveCount(0);
    await expect(game.getByRole('button', { name: 'Heart, placed' })).toBeAttached();
    await expectNoAxeViolationsInGame(page);
    await play(page, 5_000);
    await placeWithKeys(page, game, 'brain', 'brain', 1);
    await placeWithKeys(page, game, 'lungs', 'lungs', 1);
    // Three in a row: +2 and the +3 streak bonus.
    await expect(game.getByText('Score: 9')).toBeVisible();
    await placeWithKeys(page, game, 'stomach', 'stomach', 1);
    await expect(game.getByRole('heading', { name: 'Round 1 of 3 complete!' })).toBeVisible();
    await expect(game.getByRole('button', { name: 'Next Round' })).toBeFocused();
    await expectNoAxeViolationsInGame(page);

    // Round 2: Next Round resets the clock; a decoy is refused kindly, in fullscreen too.
    await page.keyboard.press('Enter');
    await expectTimeLeft(game, '1 minute 15 seconds left');
    await expect(game.getByText('Round 2 of 3', { exact: true })).toBeVisible();
    await game.getByRole('button', { name: 'Fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await expect(game.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    await game.getByRole('group', { name: 'Organs' }).getByRole('button').and(game.locator('[tabindex="0"]')).focus();
    const before = await scoreOf(game);
    await arrowTo(page, pieceOf(game, 'spleen'));
    await page.keyboard.press('Enter');
    const toast = game.getByText('Spleen: not on this map');
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((element) => document.fullscreenElement?.contains(element))).toBe(true);
    await expect(game.getByText('The spleen is a real organ, but it has no spot on this map. Try another one!').first()).toBeVisible();
    await keepScreenshot(page, 'tablet/game-label-the-organs-toast-fullscreen.png');
    expect(await scoreOf(game)).toBe(Math.max(0, before - 1));
    await page.keyboard.press('p');
    await expect(game.getByText('Paused', { exact: true })).toBeVisible();
    await expectNoAxeViolationsInGame(page);
    await page.keyboard.press('p');
    await expect(game.getByText('Paused', { exact: true })).toBeHidden();
    await game.getByRole('button', { name: 'Exit fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await game.getByRole('group', { name: 'Organs' }).getByRole('button').and(game.locator('[tabindex="0"]')).focus();
    for (const organ of ROUNDS[1].organs) await placeWithKeys(page, game, organ, organ, 2);
    await expect(game.getByRole('heading', { name: 'Round 2 of 3 complete!' })).toBeVisible();
    await page.keyboard.press('Enter');

    // Round 3: three lives; a wrong spot takes one.
    await expect(game.getByRole('img', { name: '3 of 3 lives left' })).toBeVisible();
    await placeWithKeys(page, game, 'kidneys', 'bladder', 3);
    await expect(game.getByRole('img', { name: '2 of 3 lives left' })).toBeVisible();
    for (const organ of ROUNDS[2].organs) await placeWithKeys(page, game, organ, organ, 3);
    await expect(game.getByRole('heading', { name: 'Round 3 of 3 complete!' })).toBeVisible();
    await expect(game.getByRole('button', { name: 'See Results' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
    // Three mistakes (two wrong spots and a decoy) and time to spare: all three badges.
    await expect(game.getByRole('heading', { name: 'Badges: 3 of 3 earned' })).toBeVisible();
    await expect(game.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await expectNoAxeViolationsInGame(page);
    await page.keyboard.press('Enter');
    await expect(game.getByText('Round 1 of 3', { exact: true })).toBeVisible();
    await expect(game.getByText('Score: 0')).toBeVisible();
  });

  test.describe('on a touch tablet', () => {
    test.use({ hasTouch: true, viewport: viewports.tablet });

    test('is played with taps only: a hint outlines a spot for 2 s and costs 2, and time running out ends a round', async ({ page }) => {
      await freezeClock(page);
      const game = await openGameOnStoppedClock(page, 'body', TITLE);
      await game.getByRole('button', { name: 'Start Game' }).tap({ force: true });
      const tapPlace = async (organ: OrganId, round: number) => {
        await pieceOf(game, organ).tap({ force: true });
        await expect(pieceOf(game, organ)).toHaveAttribute('aria-pressed', 'true');
        await spotOf(game, organ, round).tap({ force: true });
        await expect(pieceOf(game, organ)).toHaveCount(0);
      };
      await tapPlace('heart', 1);
      await tapPlace('brain', 1);
      await expect(game.getByText('Score: 4')).toBeVisible();

      // The hint: 2 points, the held organ's spot outlined in amber for 2 s of game time.
      const arena = game.locator('.game-panel');
      const amber = async () => countPixelsOf(decodePng(await page.screenshot({ clip: (await arena.boundingBox()) ?? undefined })), [HINT_COLOUR], 12);
      await pieceOf(game, 'lungs').tap({ force: true });
      await play(page, 250);
      const none = await amber();
      await game.getByRole('button', { name: /^Hint/ }).tap({ force: true });
      await expect(game.getByText('Score: 2')).toBeVisible();
      await expect(game.getByRole('button', { name: /^Hint/ })).toHaveCount(0);
      // A quarter of the way through, where its pulse is at full strength.
      await play(page, HINT_MS / 4);
      expect((await amber()) - none).toBeGreaterThan(300);
      await play(page, HINT_MS);
      expect((await amber()) - none).toBeLessThan(50);
      await spotOf(game, 'lungs', 1).tap({ force: true });

      // Time running out ends the round with the stomach still in the tray, and no time bonus.
      await letTimeRun(page, 60_000);
      await expect(game.getByRole('heading', { name: 'Round 1 of 3 complete!' })).toBeVisible();
      await expect(game.getByRole('definition').nth(1)).toHaveText('+0');
      await game.getByRole('button', { name: 'Next Round' }).tap({ force: true });

      await pieceOf(game, 'pancreas').tap({ force: true });
      await expect(game.getByText('Pancreas: not on this map')).toBeVisible();
      for (const organ of ROUNDS[1].organs) await tapPlace(organ, 2);
      await game.getByRole('button', { name: 'Next Round' }).tap({ force: true });
      for (const organ of ROUNDS[2].organs) await tapPlace(organ, 3);
      await game.getByRole('button', { name: 'See Results' }).tap({ force: true });
      await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
      await expect(game.getByText('Seconds left over', { exact: true })).toBeVisible();
    });
  });

  test('is played by dragging with the mouse; a decoy will not move', async ({ page }) => {
    await page.setViewportSize(viewports.board);
    await freezeClock(page);
    const game = await openGameOnStoppedClock(page, 'body', TITLE);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    for (const [index, rules] of ROUNDS.entries()) {
      const round = index + 1;
      if (round === 2) {
        await drag(page, pieceOf(game, 'spleen'), spotOf(game, 'liver', 2));
        await expect(game.getByText('Spleen: not on this map')).toBeVisible();
        await expect(pieceOf(game, 'spleen')).toBeAttached();
      }
      for (const organ of rules.organs) {
        await drag(page, pieceOf(game, organ), spotOf(game, organ, round));
        await expect(pieceOf(game, organ)).toHaveCount(0);
      }
      await expect(game.getByRole('heading', { name: `Round ${round} of 3 complete!` })).toBeVisible();
      await game.getByRole('button', { name: round === 3 ? 'See Results' : 'Next Round' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await expect(game.getByRole('heading', { name: 'Badges: 3 of 3 earned' })).toBeVisible();
  });
});

for (const [name, size] of Object.entries(viewports)) {
  test(`label the organs fits and is screenshotted at ${name} size`, async ({ page }) => {
    await page.setViewportSize(size);
    await freezeClock(page);
    const game = await openGameOnStoppedClock(page, 'body', TITLE);
    await game.scrollIntoViewIfNeeded();
    // Two frames: the canvas takes the panel's shape in one and is drawn in the next (the stopped
    // clock draws nothing by itself).
    await play(page, 2 * FRAME_JUMP_MS);
    await keepScreenshot(page, `${name}/game-label-the-organs-ready.png`);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    await placeWithKeys(page, game, 'heart', 'heart', 1);
    // On a phone the whole game (status, body and tray) fits the screen without scrolling it.
    if (name === 'phone') {
      const frame = await game.boundingBox();
      const status = await game.getByText(/^Score: /).boundingBox();
      const panel = await game.locator('.game-panel').boundingBox();
      expect((panel?.y ?? 0) + (panel?.height ?? 0) - (status?.y ?? 0)).toBeLessThanOrEqual(size.height - 64);
      expect(frame).not.toBeNull();
    }
    await game.locator('.game-panel').evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
    await play(page, 2 * FRAME_JUMP_MS);
    await keepScreenshot(page, `${name}/game-label-the-organs-playing.png`);
  });
}

