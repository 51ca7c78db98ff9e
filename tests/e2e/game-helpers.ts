import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/** Opens the category page's activity with Play Game and waits for its canvas. */
export async function openGame(page: Page, category: string, title: string) {
  await page.goto(`/library/${category}`);
  await page.getByRole('button', { name: 'Play Game' }).click();
  const game = page.getByRole('region', { name: title });
  await expect(game).toBeVisible();
  // The canvas is marked aria-hidden once Pixi has finished starting.
  await expect(game.locator('canvas[aria-hidden="true"]')).toBeVisible();
  return game;
}

/**
 * On the stopped clock (freezeClock): opens the activity from the keyboard, since a pointer would
 * wait for animation frames that never come, then draws the game's first frame.
 */
export async function openGameOnStoppedClock(page: Page, category: string, title: string) {
  await page.goto(`/library/${category}`);
  await page.getByRole('button', { name: 'Play Game' }).focus();
  await page.keyboard.press('Enter');
  const game = page.getByRole('region', { name: title });
  await firstFrame(page, game);
  return game;
}

const CLOCK_START = new Date('2026-03-02T09:00:00');

/**
 * Installs the fake clock and stops it: time moves only when the test moves it, so a game waits
 * for the test and the page draws no frame in between (software drawing is slow). Pointer actions
 * then need `force`: Playwright's wait for a still element counts animation frames.
 */
export async function freezeClock(page: Page) {
  // The page scrolls smoothly (scroll-behavior on its html), an animation the stopped clock does
  // not hold: a tap landing while it runs only stops the scroll, or finds its target gone from
  // view. The games' tests scroll at once. (Set through the style object, which the page's
  // Content-Security-Policy allows, unlike a <style> element.)
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('scroll-behavior', 'auto', 'important')));
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 1_000));
}

/**
 * Moves the stopped clock on by `ms` in jumps of 250 ms: each jump fires one animation frame,
 * which the game loop spends in fixed steps (a frame counts for at most 250 ms).
 */
export async function play(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= FRAME_JUMP_MS) await page.clock.fastForward(Math.min(FRAME_JUMP_MS, left));
}
export const FRAME_JUMP_MS = 250;

/** The page's size while game time runs out with nobody pressing anything (`letTimeRun`). */
export const WAITING_VIEWPORT = { width: 240, height: 135 } as const;

/**
 * Lets `ms` of game time run, frame by frame, at a small size, its last frame at the page's own
 * size again. Every jump draws the game in software WebGL, and the compositor waits to read
 * each frame back: measured here, a 1920x1080 board costs 260 ms a jump, 960x540 70 ms, 320x180
 * 9 ms, 240x135 5 ms. The game's rules run the same at any size (games and board mode scale to
 * the screen).
 * Only for waits in which nothing is pressed: a player's taps are tested at the player's size.
 */
export async function letTimeRun(page: Page, ms: number) {
  const size = page.viewportSize();
  await page.setViewportSize(WAITING_VIEWPORT);
  try {
    await play(page, ms - FRAME_JUMP_MS);
  } finally {
    if (size) await page.setViewportSize(size);
  }
  await play(page, Math.min(ms, FRAME_JUMP_MS));
}

/**
 * Runs `during` with the games' canvases hidden (CSS visibility, so nothing moves on the page).
 * The game's clock, rules, overlay and announcements go on frame by frame as ever; only chromium's
 * drawing of the picture stops. In software WebGL a visible canvas costs 50-170 ms a frame here,
 * nearly all of it the compositor waiting to read each frame back (measured in a trace: a hidden
 * one costs 6-8 ms), and a game's tests let minutes of game time run.
 */
export async function withPictureHidden(page: Page, during: () => Promise<void>) {
  const show = (visibility: string) =>
    page.evaluate((value) => {
      for (const canvas of document.querySelectorAll<HTMLCanvasElement>('.game-panel canvas')) canvas.style.visibility = value;
    }, visibility);
  await show('hidden');
  try {
    await during();
  } finally {
    await show('');
  }
}

/** Waits for the game's canvas, then gives it its first frame, which only starts the game's clock. */
export async function firstFrame(page: Page, game: Locator) {
  await expect(game.locator('canvas[aria-hidden="true"]')).toBeAttached();
  await play(page, FRAME_JUMP_MS);
}

/**
 * Checks the open game with axe-core. axe waits on timers, so the clock runs while it checks (call
 * it only when the game is not running: ready, paused or ended) and stops again after.
 */
export async function expectNoAxeViolationsInGame(page: Page) {
  // A button the page has scrolled under the sticky header counts as hidden for axe's target
  // size check; the check is of the game, so it is looked at from its top, as a player sees it.
  await page.locator('.game-frame').evaluate((frame) => frame.scrollIntoView({ block: 'start' }));
  await expectNoAxeViolationsOnStoppedClock(page, '.game-frame');
}

/** axe on the part of the page `only` names, with the stopped clock let run while axe looks, and stopped again after. */
export async function expectNoAxeViolationsOnStoppedClock(page: Page, only: string) {
  await page.clock.resume();
  await expectNoAxeViolations(page, only);
  // Stop a moment ahead of the running clock; on a loaded machine that moment may have passed
  // before the pause arrives ("Cannot fast-forward to the past"), so aim again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Tests that play whole games: each clock jump draws a frame in software, slow on a loaded CI machine. */
export const GAME_TEST_TIMEOUT_MS = 120_000;

/** Loses the game's WebGL context (as a GPU reset would) and returns a function that restores it. */
export async function loseContext(page: Page) {
  await page.evaluate(() => {
    const canvas = document.querySelector('.game-frame canvas') as HTMLCanvasElement;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGL2RenderingContext;
    const extension = gl.getExtension('WEBGL_lose_context');
    (window as unknown as { restoreGameContext: () => void }).restoreGameContext = () => extension?.restoreContext();
    extension?.loseContext();
  });
  return () => page.evaluate(() => (window as unknown as { restoreGameContext: () => void }).restoreGameContext());
}

/**
 * Expects the game's Pixi panel to show a drawn scene: a blank panel is one flat colour, whose
 * PNG is a few hundred bytes, while any of the games' scenes takes tens of kilobytes.
 */
export async function expectSceneDrawn(game: Locator, { stoppedClock }: { stoppedClock?: Page } = {}) {
  await expect
    .poll(
      async () => {
        // On a stopped clock the game draws only when time moves: give it a frame per look.
        if (stoppedClock) await play(stoppedClock, FRAME_JUMP_MS);
        return (await game.locator('.game-panel').screenshot()).length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(8_000);
}

/**
 * Expects the status bar's timer to say `words` ("30 seconds left"): the words a screen reader
 * reads there, beside the short clock the eye sees ("0:30").
 */
export async function expectTimeLeft(game: Locator, words: string | RegExp) {
  await expect(game.getByRole('timer').locator('span').last()).toHaveText(words);
}

/** Whether `locator` has the page's focus. */
export const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses the right arrow until `target` has the focus (a pick-and-place game's pieces and zones are roving groups). */
export async function arrowTo(page: Page, target: Locator) {
  for (let i = 0; i < 14 && !(await isFocused(target)); i += 1) await page.keyboard.press('ArrowRight');
  await expect(target).toBeFocused();
}

/** `locator`'s box once two readings 50 ms apart agree: a reflow or scroll still moving it is waited out. */
async function steadyBox(locator: Locator) {
  type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
  const still = (a: Box | null, b: Box | null) => a !== null && b !== null && (['x', 'y', 'width', 'height'] as const).every((key) => Math.abs(a[key] - b[key]) < 0.5);
  let last = await locator.boundingBox();
  await expect
    .poll(
      async () => {
        const next = await locator.boundingBox();
        const same = still(last, next);
        last = next;
        return same;
      },
      { intervals: [50], message: 'the box stays still' },
    )
    .toBe(true);
  if (!last) throw new Error('no box');
  return last;
}

/**
 * Drags `from` onto `to` with the mouse, in six moves. Both are measured once they keep still, the
 * target once the piece is held: on a loaded machine the last match's reflow can still be moving
 * the pieces and the cards when the drag begins.
 */
export async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await steadyBox(from);
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const b = await steadyBox(to);
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  for (let i = 1; i <= 6; i += 1) await page.mouse.move(start.x + ((end.x - start.x) * i) / 6, start.y + ((end.y - start.y) * i) / 6);
  await page.mouse.up();
}
