import { expect, type Page } from '@playwright/test';

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
 * Moves the page's fake clock on by `ms` in jumps of 250 ms: each jump fires one animation frame,
 * which the game loop spends in fixed steps (a frame counts for at most 250 ms), so game time
 * follows the clock without drawing sixty frames a second in software.
 */
export async function play(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= FRAME_JUMP_MS) await page.clock.fastForward(Math.min(FRAME_JUMP_MS, left));
}
const FRAME_JUMP_MS = 250;

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
