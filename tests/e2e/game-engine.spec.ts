// The engine under every game, as players meet it: graphics that cannot start, a game's code fetched
// ahead, and targets big enough for a finger on a phone, a tablet and a classroom board.
import type { Locator } from '@playwright/test';
import { expect, keepScreenshot, test, viewports } from './fixtures';
import { itemKinds, safeKinds } from '../../src/games/trigger-dash/logic';
import { FRAME_JUMP_MS, freezeClock, GAME_TEST_TIMEOUT_MS, openGameOnStoppedClock, play, expectTimeLeft } from './game-helpers';

const TITLE = 'Trigger Dash';
const SAFE_LABELS: string[] = safeKinds.map((kind) => itemKinds[kind].label);

test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS });

test.describe('when the graphics cannot start', () => {
  test('the panel says so, the game is played through its buttons, and Close Game works', async ({ page }) => {
    // A browser without WebGL whose fallback, Pixi's Canvas renderer, cannot load: Pixi's start fails.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return kind.startsWith('webgl') ? null : (getContext as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await page.route(/\/assets\/CanvasRenderer-[\w-]+\.js$/, (route) => route.abort());
    await freezeClock(page);
    const region = await openGameOnStoppedClock(page, 'diseases', TITLE);
    await expect(region.getByRole('status')).toHaveText(/pictures could not start.*You can still play/);
    await expect(region.locator('.game-panel')).toHaveAttribute('data-graphics', 'failed');

    await keepScreenshot(page, 'game-without-graphics-ready.png');
    // From the keyboard: on the stopped clock a pointer would wait for frames that never come.
    await region.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    const arena = region.getByRole('group', { name: 'Trigger Dash arena' });
    await expect(arena).toBeAttached();
    // The clock runs without Pixi: icons come and the timer counts down.
    await play(page, 3_000);
    await expectTimeLeft(region, '27 seconds left');
    const piece = arena.getByRole('button').first();
    await expect(piece).toBeVisible();
    // The piece shows its name, since there is no picture under it.
    const label = (await piece.textContent()) ?? '';
    expect(label.length).toBeGreaterThan(2);
    await expect(piece.getByText(label)).toBeVisible();
    await keepScreenshot(page, 'game-without-graphics-playing.png');
    await piece.click({ force: true });
    await expect(region.getByText(SAFE_LABELS.includes(label) ? 'Score: 1' : 'Score: 0')).toBeVisible();

    await region.getByRole('button', { name: 'Close Game' }).click({ force: true });
    await expect(region).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play Game' })).toBeVisible();
  });
});

test.describe('the game’s code', () => {
  const gameChunk = /\/assets\/trigger-dash-[\w-]+\.js$/;

  test('is fetched once its card is on screen and the page is idle, so Play finds it ready', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => gameChunk.test(request.url()) && fetched.push(request.url()));
    await page.goto('/library/diseases');
    await page.waitForLoadState('networkidle');
    expect(fetched).toHaveLength(0);
    await page.getByRole('button', { name: 'Play Game' }).scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.length).toBe(1);
    await page.getByRole('button', { name: 'Play Game' }).click();
    await expect(page.getByRole('region', { name: TITLE }).locator('canvas[aria-hidden="true"]')).toBeAttached();
    expect(fetched).toHaveLength(1);
  });

  test('waits for the Play press when the visitor saves data', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const fetched: string[] = [];
    page.on('request', (request) => gameChunk.test(request.url()) && fetched.push(request.url()));
    await page.goto('/library/diseases');
    await page.getByRole('button', { name: 'Play Game' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(fetched).toHaveLength(0);
    await page.getByRole('button', { name: 'Play Game' }).click();
    await expect.poll(() => fetched.length).toBe(1);
  });
});

const games = [
  { category: 'diseases', title: 'Trigger Dash', start: 'Start Game' },
  { category: 'mental-health', title: 'Emotion Wheel', start: null },
  { category: 'preventive-care', title: '20-second Handwashing Timer', start: 'Start' },
  { category: 'body', title: 'Label the Organs', start: 'Start Game' },
  { category: 'nutrition', title: 'Balanced Lunchbox', start: 'Start Game' },
  { category: 'careers', title: 'Career Match', start: 'Start Game' },
] as const;

/** Every button and switch of the open game that is on screen, with its size in CSS px. */
async function targetSizes(region: Locator) {
  return region.locator('button, label.game-switch').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
      }),
  );
}

/** The game panel's shape (width over height) and its canvas's, in CSS px. */
async function panelAndCanvasShapes(region: Locator) {
  return region.locator('.game-panel').evaluate((panel) => {
    const canvas = panel.querySelector('canvas')?.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    return { panel: box.width / box.height, canvas: canvas ? canvas.width / canvas.height : 0 };
  });
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`every target of each open game is at least 44x44 px at ${size} size, and the arena takes the phone's upright shape`, async ({ page }) => {
    await freezeClock(page);
    await page.setViewportSize(viewport);
    for (const game of games) {
      const region = await openGameOnStoppedClock(page, game.category, game.title);
      if (size === 'phone') {
        // The settings fold away on a phone: the controls take two rows, and open on request.
        const toolbar = region.getByRole('toolbar', { name: 'Game controls' });
        await expect(region.getByRole('switch', { name: 'Calm motion' })).toBeHidden();
        expect((await toolbar.boundingBox())?.height).toBeLessThan(110);
        await region.getByRole('button', { name: 'Settings' }).focus();
        await page.keyboard.press('Enter');
        await expect(region.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
        await expect(region.getByRole('switch', { name: 'Calm motion' })).toBeVisible();
      } else {
        await expect(region.getByRole('button', { name: 'Settings' })).toBeHidden();
      }
      if (game.start) {
        await region.getByRole('button', { name: game.start, exact: true }).focus();
        await page.keyboard.press('Enter');
        await play(page, 1_000);
      } else {
        // The canvas takes the panel's new shape at the next frame, which the stopped clock gives only when told.
        await play(page, 2 * FRAME_JUMP_MS);
      }
      // On a phone held upright each game takes its portrait (or square) layout, and the canvas
      // follows the panel's new shape (Pixi's own resizing follows only the window).
      const shapes = await panelAndCanvasShapes(region);
      if (size === 'phone') expect(shapes.panel).toBeLessThanOrEqual(1);
      else expect(shapes.panel).toBeGreaterThan(1.4);
      expect(shapes.canvas).toBeCloseTo(shapes.panel, 1);
      const sizes = await targetSizes(region);
      expect(sizes.length).toBeGreaterThan(4);
      expect(sizes.filter(({ width, height }) => width < 44 || height < 44)).toEqual([]);
      await region.getByRole('button', { name: 'Close Game' }).focus();
      await page.keyboard.press('Enter');
    }
  });
}

test('each game fills a board in fullscreen, its picture drawn at the panel size', async ({ page }) => {
  await freezeClock(page);
  await page.setViewportSize(viewports.board);
  for (const game of games) {
    const region = await openGameOnStoppedClock(page, game.category, game.title);
    await region.getByRole('button', { name: 'Fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    await play(page, 500);
    const panel = await region.locator('.game-panel').boundingBox();
    // Most of a 1080 px high board, whichever column the arena has.
    expect(panel?.height).toBeGreaterThan(600);
    const shapes = await panelAndCanvasShapes(region);
    expect(shapes.canvas).toBeCloseTo(shapes.panel, 1);
    await keepScreenshot(page, `board/game-${game.category}-fullscreen.png`);
    await region.getByRole('button', { name: 'Exit fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    await region.getByRole('button', { name: 'Close Game' }).focus();
    await page.keyboard.press('Enter');
  }
});
