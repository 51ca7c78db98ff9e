// Career Match played through both rounds to its results three ways (keyboard only, taps only,
// mouse drag and drop) on the stopped clock with a fixed ?seed: the toasts (in fullscreen too),
// deselecting, the decoys, the names hidden in round 2, Explore Careers, and axe at the start,
// mid-round, paused and at the results.
import { type Locator, type Page } from '@playwright/test';
import { expect, keepScreenshot, test, viewports } from './fixtures';
import { arrowTo, drag, expectNoAxeViolationsInGame, expectTimeLeft, FRAME_JUMP_MS, freezeClock, GAME_TEST_TIMEOUT_MS, letTimeRun, openGameOnStoppedClock, play } from './game-helpers';
import { roles, tools, type RoleId, type ToolId } from '../../src/games/career-match/careers';
import { ROUNDS } from '../../src/games/career-match/logic';

const TITLE = 'Career Match';
const SEED = 5;

test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS });

const toolFor = (role: RoleId) => (Object.keys(tools) as ToolId[]).find((id) => tools[id].matchRole === role) as ToolId;
const toolOf = (game: Locator, tool: ToolId) => game.getByRole('group', { name: 'Tools' }).getByRole('button', { name: tools[tool].name, exact: true });
const cardOf = (game: Locator, role: RoleId) => game.getByRole('group', { name: 'Role cards' }).getByRole('button', { name: roles[role].name, exact: true });

async function open(page: Page) {
  await freezeClock(page);
  return openGameOnStoppedClock(page, `careers?seed=${SEED}`, TITLE);
}

async function matchWithKeys(page: Page, game: Locator, tool: ToolId, role: RoleId) {
  await arrowTo(page, toolOf(game, tool));
  await page.keyboard.press('Enter');
  await arrowTo(page, cardOf(game, role));
  await page.keyboard.press('Enter');
}

const scoreText = (game: Locator) => game.getByText(/^Score: \d+$/);

test.describe('career match', () => {
  test('is played through both rounds with the keyboard only: Escape, a wrong match, a decoy in fullscreen, pause, results, Explore Careers', async ({ page }) => {
    const game = await open(page);
    await expect(game.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expectTimeLeft(game, '1 minute left');
    await expectNoAxeViolationsInGame(page);
    await expect(game.getByRole('button', { name: 'Start Game' })).toBeFocused();
    await page.keyboard.press('Enter');

    // Round 1: six cards with their names, six tools.
    await expect(game.getByText('Round 1 of 2', { exact: true })).toBeVisible();
    await expect(game.getByRole('group', { name: 'Tools' }).getByRole('button')).toHaveCount(6);
    await expect(game.getByRole('group', { name: 'Role cards' }).getByRole('button')).toHaveCount(6);
    await expect(game.getByRole('group', { name: 'Tools' }).getByRole('button').first()).toBeFocused();

    // Escape puts a selected tool down (from the keyboard, the focus has gone on to the cards).
    await arrowTo(page, toolOf(game, 'stethoscope'));
    await page.keyboard.press('Enter');
    await expect(toolOf(game, 'stethoscope')).toHaveAttribute('aria-pressed', 'true');
    await expect(game.getByText('now choose the person who uses it')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toolOf(game, 'stethoscope')).toHaveAttribute('aria-pressed', 'false');
    await expect(toolOf(game, 'stethoscope')).toBeFocused();

    // A wrong match: SPEC's toast, nothing to lose at 0.
    await matchWithKeys(page, game, 'stethoscope', 'nurse');
    await expect(game.getByText('❌ Not quite!')).toBeVisible();
    await expect(game.getByText('Try another match.', { exact: true })).toBeVisible();
    await expect(scoreText(game)).toHaveText('Score: 0');

    await matchWithKeys(page, game, 'stethoscope', 'doctor');
    await expect(scoreText(game)).toHaveText('Score: 2');
    await expect(game.getByRole('button', { name: 'Doctor, matched with stethoscope' })).toBeAttached();
    await expect(game.getByRole('paragraph').filter({ hasText: roles.doctor.fact })).toBeVisible();
    await expectNoAxeViolationsInGame(page);
    await matchWithKeys(page, game, 'thermometer', 'nurse');
    await matchWithKeys(page, game, 'dental-mirror', 'dentist');
    await expect(game.getByText('3 in a row! 🔥')).toBeVisible();
    await expect(scoreText(game)).toHaveText('Score: 9');

    await page.keyboard.press('p');
    await expect(game.getByText('Paused', { exact: true })).toBeVisible();
    await expectNoAxeViolationsInGame(page);
    await page.keyboard.press('p');
    await expect(game.getByText('Paused', { exact: true })).toBeHidden();
    await game.getByRole('group', { name: 'Tools' }).getByRole('button').and(game.locator('[tabindex="0"]')).focus();
    for (const role of ['pharmacist', 'paramedic', 'radiographer'] as const) await matchWithKeys(page, game, toolFor(role), role);
    await expect(game.getByRole('heading', { name: 'Round 1 of 2 complete!' })).toBeVisible();
    await expect(game.getByRole('button', { name: 'Next Round' })).toBeFocused();
    await expectNoAxeViolationsInGame(page);
    await page.keyboard.press('Enter');

    // Round 2: eight cards whose names show only on hover or focus, ten tools with two decoys.
    await expect(game.getByText('Round 2 of 2', { exact: true })).toBeVisible();
    await expectTimeLeft(game, '1 minute left');
    await expect(game.getByRole('group', { name: 'Tools' }).getByRole('button')).toHaveCount(10);
    const optometristName = cardOf(game, 'optometrist').locator('.game-piece-look').getByText('Optometrist');
    await expect(optometristName).toHaveCSS('opacity', '0');
    await game.getByRole('button', { name: 'Fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await expect(game.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    await game.getByRole('group', { name: 'Tools' }).getByRole('button').and(game.locator('[tabindex="0"]')).focus();
    await arrowTo(page, toolOf(game, 'microscope'));
    await page.keyboard.press('Enter');
    const toast = game.getByText('Not used this round!', { exact: true });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((element) => document.fullscreenElement?.contains(element))).toBe(true);
    await expect(game.getByText('Try another tool.', { exact: true })).toBeVisible();
    // Who really uses it, under the board.
    await expect(game.getByRole('paragraph').filter({ hasText: tools.microscope.decoyMessage })).toBeVisible();
    // Two frames, for the canvas to take the fullscreen panel's size and draw round 2.
    await play(page, 2 * FRAME_JUMP_MS);
    await keepScreenshot(page, 'tablet/game-career-match-toast-fullscreen.png');
    await game.getByRole('button', { name: 'Exit fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await game.getByRole('group', { name: 'Tools' }).getByRole('button').and(game.locator('[tabindex="0"]')).focus();
    for (const role of ROUNDS[1].roles) await matchWithKeys(page, game, toolFor(role), role);
    await expect(game.getByRole('heading', { name: 'Round 2 of 2 complete!' })).toBeVisible();
    await expect(game.getByRole('button', { name: 'See Results' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
    const totals = game.getByRole('definition');
    await expect(totals.nth(1)).toHaveText('8');
    await expect(totals.nth(2)).toHaveText('2');
    await expect(game.getByRole('heading', { name: 'Badges: 3 of 3 earned' })).toBeVisible();
    await expect(game.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await expectNoAxeViolationsInGame(page);

    // Explore Careers goes to this page's careers articles.
    await game.getByRole('button', { name: 'Explore Careers' }).focus();
    await page.keyboard.press('Enter');
    const articles = page.getByRole('heading', { name: 'Articles', level: 2 });
    await expect(articles).toBeFocused();
    await expect(articles).toBeInViewport();
  });

  test.describe('on a touch tablet', () => {
    test.use({ hasTouch: true, viewport: viewports.tablet });

    test('is played with taps only: a tool tapped twice is put down, a decoy is refused, time running out ends round 2', async ({ page }) => {
      const game = await open(page);
      await game.getByRole('button', { name: 'Start Game' }).tap({ force: true });
      const tapMatch = async (role: RoleId) => {
        await toolOf(game, toolFor(role)).tap({ force: true });
        await expect(toolOf(game, toolFor(role))).toHaveAttribute('aria-pressed', 'true');
        await cardOf(game, role).tap({ force: true });
        await expect(toolOf(game, toolFor(role))).toHaveCount(0);
      };
      await toolOf(game, 'pill-bottle').tap({ force: true });
      await expect(toolOf(game, 'pill-bottle')).toHaveAttribute('aria-pressed', 'true');
      await toolOf(game, 'pill-bottle').tap({ force: true });
      await expect(toolOf(game, 'pill-bottle')).toHaveAttribute('aria-pressed', 'false');
      for (const role of ROUNDS[0].roles) await tapMatch(role);
      await expect(game.getByRole('heading', { name: 'Round 1 of 2 complete!' })).toBeVisible();
      await game.getByRole('button', { name: 'Next Round' }).tap({ force: true });

      await toolOf(game, 'hearing-aid').tap({ force: true });
      await expect(game.getByText('Not used this round!', { exact: true })).toBeVisible();
      await expect(toolOf(game, 'hearing-aid')).toHaveAttribute('aria-pressed', 'false');
      await tapMatch('optometrist');
      await tapMatch('physical-therapist');
      await letTimeRun(page, 60_000 + FRAME_JUMP_MS);
      await expect(game.getByRole('heading', { name: 'Round 2 of 2 complete!' })).toBeVisible();
      await expect(game.getByRole('definition').nth(1)).toHaveText('+0');
      await game.getByRole('button', { name: 'See Results' }).tap({ force: true });
      await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
      // Not every role matched in round 2: no Team Player.
      await expect(game.getByText('Team Player (not earned yet)')).toBeAttached();
      await game.getByRole('button', { name: 'Play Again' }).tap({ force: true });
      await expect(game.getByText('Round 1 of 2', { exact: true })).toBeVisible();
      await expect(scoreText(game)).toHaveText('Score: 0');
    });
  });

  test('is played by dragging with the mouse; a decoy will not move', async ({ page }) => {
    await page.setViewportSize(viewports.board);
    const game = await open(page);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    for (const [index, rules] of ROUNDS.entries()) {
      const round = index + 1;
      if (round === 2) {
        await drag(page, toolOf(game, 'microscope'), cardOf(game, 'doctor'));
        await expect(game.getByText('Not used this round!', { exact: true })).toBeVisible();
        await expect(toolOf(game, 'microscope')).toBeAttached();
      }
      for (const role of rules.roles) {
        await drag(page, toolOf(game, toolFor(role)), cardOf(game, role));
        await expect(toolOf(game, toolFor(role))).toHaveCount(0);
      }
      await expect(game.getByRole('heading', { name: `Round ${round} of 2 complete!` })).toBeVisible();
      await game.getByRole('button', { name: round === 2 ? 'See Results' : 'Next Round' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await expect(game.getByRole('heading', { name: 'Badges: 3 of 3 earned' })).toBeVisible();
  });
});

for (const [name, size] of Object.entries(viewports)) {
  test(`career match fits and is screenshotted at ${name} size`, async ({ page }) => {
    await page.setViewportSize(size);
    const game = await open(page);
    await game.scrollIntoViewIfNeeded();
    await play(page, 2 * FRAME_JUMP_MS);
    await keepScreenshot(page, `${name}/game-career-match-ready.png`);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    for (const role of ROUNDS[0].roles) await matchWithKeys(page, game, toolFor(role), role);
    await game.getByRole('button', { name: 'Next Round' }).focus();
    await page.keyboard.press('Enter');
    await matchWithKeys(page, game, 'stethoscope', 'doctor');
    await arrowTo(page, toolOf(game, 'eye-chart'));
    await page.keyboard.press('Enter');
    // On a phone the whole game (status, cards and tray) fits the screen without scrolling it.
    if (name === 'phone') {
      const status = await scoreText(game).boundingBox();
      const panel = await game.locator('.game-panel').boundingBox();
      expect((panel?.y ?? 0) + (panel?.height ?? 0) - (status?.y ?? 0)).toBeLessThanOrEqual(size.height - 64);
    }
    await game.locator('.game-panel').evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
    // Long enough for the points and confetti of the quick matches above to be gone, as in play.
    await play(page, 2_000);
    await keepScreenshot(page, `${name}/game-career-match-playing.png`);
  });
}
