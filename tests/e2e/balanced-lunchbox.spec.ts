// Balanced Lunchbox played to its end three ways (keyboard only, taps only, mouse drag and drop)
// on the stopped clock with a fixed ?seed: every message of docs/product.md, the bonus, the treat slot,
// pause, time running out, Play Again and Close Game, and axe at the start, mid-game, paused and
// at the end.
import { type Locator, type Page } from '@playwright/test';
import { expect, keepScreenshot, test, viewports } from './fixtures';
import { arrowTo, drag, expectNoAxeViolationsInGame, expectTimeLeft, FRAME_JUMP_MS, freezeClock, GAME_TEST_TIMEOUT_MS, letTimeRun, openGameOnStoppedClock, play } from './game-helpers';
import { apply, CELEBRATE_MS, init } from '../../src/games/balanced-lunchbox/logic';
import { foods, slotOf, type FoodId, type SlotCategory } from '../../src/games/balanced-lunchbox/foods';
import { NOT_FINISHED_MESSAGE } from '../../src/games/balanced-lunchbox/copy';

const TITLE = 'Balanced Lunchbox';
/** This seed's pick: boiled egg, bread, carrot sticks, broccoli, cake, apple, banana, cheese, candy and chips. */
const SEED = 4;
const PICK = apply(init({ relaxed: false }, SEED), { type: 'start' }).state.foods;

test.describe.configure({ timeout: GAME_TEST_TIMEOUT_MS });

const foodOf = (game: Locator, food: FoodId) => game.getByRole('group', { name: 'Foods' }).getByRole('button', { name: foods[food].name, exact: true });
const slotIn = (game: Locator, slot: SlotCategory) => game.getByRole('group', { name: 'Lunchbox slots' }).getByRole('button', { name: new RegExp(`^${slotOf(slot).label.replace(/s$/, '')} slot`) });
const secondsShown = async (game: Locator) => Number(/^\d+/.exec((await game.getByRole('timer').locator('span').last().textContent()) ?? '')?.[0]);

async function open(page: Page) {
  await freezeClock(page);
  return openGameOnStoppedClock(page, `nutrition?seed=${SEED}`, TITLE);
}

async function packWithKeys(page: Page, game: Locator, food: FoodId, slot: SlotCategory = foods[food].category) {
  await arrowTo(page, foodOf(game, food));
  await page.keyboard.press('Enter');
  await arrowTo(page, slotIn(game, slot));
  await page.keyboard.press('Enter');
}

test.describe('balanced lunchbox', () => {
  test('is packed with the keyboard only: a treat and a second fruit refused kindly, pause, the bonus, the results, Play Again', async ({ page }) => {
    expect(PICK).toEqual(['boiled-egg', 'whole-grain-bread', 'carrot', 'broccoli', 'cake', 'apple', 'banana', 'cheese', 'candy', 'chips']);
    const game = await open(page);
    await expect(game.getByRole('heading', { name: 'How to play' })).toBeVisible();
    await expect(game.getByText('You have 45 seconds.', { exact: false })).toBeVisible();
    await expectNoAxeViolationsInGame(page);
    await expect(game.getByRole('button', { name: 'Start Game' })).toBeFocused();
    await page.keyboard.press('Enter');

    // Every food of the pick is in the tray; the board takes the focus.
    await expectTimeLeft(game, '45 seconds left');
    for (const food of PICK) await expect(foodOf(game, food)).toBeAttached();
    await expect(game.getByRole('group', { name: 'Foods' }).getByRole('button').first()).toBeFocused();

    // A treat on the treat slot: a sometimes food, kindly refused; nothing to lose at 0.
    await packWithKeys(page, game, 'cake', 'treat');
    await expect(game.getByText('Not quite right! Try again ❌')).toBeVisible();
    await expect(game.getByText(foods.cake.sometimesMessage ?? '').first()).toBeVisible();
    await expect(game.getByText('Score: 0')).toBeVisible();
    await expect(slotIn(game, 'treat')).toHaveAccessibleName('Treat slot, empty on purpose');
    await expect(foodOf(game, 'cake')).toBeAttached();

    await packWithKeys(page, game, 'boiled-egg');
    await expect(game.getByText('Perfect! ✅')).toBeVisible();
    await expect(game.getByText('Score: 2')).toBeVisible();
    await expect(foodOf(game, 'boiled-egg')).toHaveCount(0);
    await expect(slotIn(game, 'protein')).toHaveAccessibleName('Protein slot, packed with boiled egg');
    await expect(game.getByText('Food groups packed: 1 of 5')).toBeVisible();
    await expectNoAxeViolationsInGame(page);

    // A second fruit: the fruit slot is packed already, and stays as it is.
    await packWithKeys(page, game, 'apple');
    await expect(game.getByText('Score: 4')).toBeVisible();
    await packWithKeys(page, game, 'banana', 'fruit');
    await expect(game.getByText('Your fruit slot is already packed. One of each is plenty!').first()).toBeVisible();
    await expect(game.getByText('Score: 3')).toBeVisible();
    await expect(slotIn(game, 'fruit')).toHaveAccessibleName('Fruit slot, packed with apple');

    // Pause holds the clock. (axe above ran with the clock going, so the time left is read first.)
    const seconds = await secondsShown(game);
    await play(page, 5_000);
    await expectTimeLeft(game, `${seconds - 5} seconds left`);
    await page.keyboard.press('p');
    await expect(game.getByText('Paused', { exact: true })).toBeVisible();
    await play(page, 5_000);
    await expectTimeLeft(game, `${seconds - 5} seconds left`);
    await expectNoAxeViolationsInGame(page);
    await page.keyboard.press('p');
    await expect(game.getByText('Paused', { exact: true })).toBeHidden();
    await game.getByRole('group', { name: 'Foods' }).getByRole('button').and(game.locator('[tabindex="0"]')).focus();

    await packWithKeys(page, game, 'whole-grain-bread');
    await packWithKeys(page, game, 'carrot');
    await expect(game.getByText('Score: 7')).toBeVisible();
    await packWithKeys(page, game, 'cheese');
    await expect(game.getByText('Bonus +5 points! 🎉')).toBeVisible();
    await expect(game.getByText('Score: 14')).toBeVisible();
    await expect(game.getByText('Food groups packed: 5 of 5')).toBeVisible();

    // The full box is shown off, the clock stopped, then the results (a frame's jump more: the
    // first frame after a stop counts from when it is drawn).
    await play(page, CELEBRATE_MS + FRAME_JUMP_MS);
    await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await expect(game.getByText('Great job! You built a balanced lunchbox!', { exact: true })).toBeVisible();
    const totals = game.getByRole('definition');
    await expect(totals.nth(0)).toHaveText('14');
    await expect(totals.nth(1)).toHaveText('5 of 5');
    await expect(totals.nth(2)).toHaveText('+5');
    await expect(totals.nth(3)).toHaveText(String(seconds - 5));
    await expect(game.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await expectNoAxeViolationsInGame(page);
    await page.keyboard.press('Enter');
    await expect(game.getByText('Score: 0')).toBeVisible();
    await expectTimeLeft(game, '45 seconds left');
    await expect(game.getByText('Food groups packed: 0 of 5')).toBeVisible();
  });

  test.describe('on a touch tablet', () => {
    test.use({ hasTouch: true, viewport: viewports.tablet });

    test('is played with taps only; time running out ends the game, then Play Again and Close Game work', async ({ page }) => {
      const game = await open(page);
      await game.getByRole('button', { name: 'Start Game' }).tap({ force: true });
      const tapPack = async (food: FoodId, slot: SlotCategory = foods[food].category) => {
        await foodOf(game, food).tap({ force: true });
        await expect(foodOf(game, food)).toHaveAttribute('aria-pressed', 'true');
        await expect(game.getByText(foods[food].fact).filter({ visible: true })).toBeVisible();
        await slotIn(game, slot).tap({ force: true });
      };
      await tapPack('carrot');
      await expect(game.getByText('Perfect! ✅')).toBeVisible();
      await expect(foodOf(game, 'carrot')).toHaveCount(0);
      await tapPack('apple', 'grain');
      await expect(game.getByText('Not quite right! Try again ❌')).toBeVisible();
      await expect(game.getByText('Apple belongs in a different food group. Try another slot!').first()).toBeVisible();
      await expect(game.getByText('Score: 1')).toBeVisible();
      await tapPack('chips', 'protein');
      await expect(game.getByText(foods.chips.sometimesMessage ?? '').first()).toBeVisible();
      await expect(game.getByText('Score: 0')).toBeVisible();
      await tapPack('cheese');
      await expect(game.getByText('Score: 2')).toBeVisible();

      // Time runs out with three food groups still empty.
      await letTimeRun(page, 45_000 + FRAME_JUMP_MS);
      await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
      await expect(game.getByText(NOT_FINISHED_MESSAGE, { exact: true })).toBeVisible();
      await expect(game.getByText('Great job! You built a balanced lunchbox!', { exact: true })).toHaveCount(0);
      await expect(game.getByRole('definition').nth(1)).toHaveText('2 of 5');
      await expect(game.getByRole('definition').nth(2)).toHaveText('Not yet');
      await game.getByRole('button', { name: 'Play Again' }).tap({ force: true });
      await expect(game.getByText('Score: 0')).toBeVisible();
      await expect(game.getByRole('group', { name: 'Foods' }).getByRole('button')).not.toHaveCount(0);
      await game.getByRole('button', { name: 'Close Game' }).tap({ force: true });
      await expect(page.getByRole('region', { name: TITLE })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Play Game' })).toBeVisible();
    });
  });

  test('is packed by dragging with the mouse; a treat dragged to the box goes back to the tray', async ({ page }) => {
    await page.setViewportSize(viewports.board);
    const game = await open(page);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    await drag(page, foodOf(game, 'candy'), slotIn(game, 'dairy'));
    await expect(game.getByText(foods.candy.sometimesMessage ?? '').first()).toBeVisible();
    await expect(foodOf(game, 'candy')).toBeAttached();
    for (const food of ['boiled-egg', 'whole-grain-bread', 'banana', 'broccoli', 'cheese'] as const) {
      await drag(page, foodOf(game, food), slotIn(game, foods[food].category));
      await expect(foodOf(game, food)).toHaveCount(0);
    }
    await expect(game.getByText('Bonus +5 points! 🎉')).toBeVisible();
    await expect(game.getByText('Score: 15')).toBeVisible();
    await play(page, CELEBRATE_MS + FRAME_JUMP_MS);
    await expect(game.getByRole('heading', { name: 'Your results' })).toBeVisible();
    await expect(game.getByRole('definition').nth(0)).toHaveText('15');
  });
});

for (const [name, size] of Object.entries(viewports)) {
  test(`balanced lunchbox fits and is screenshotted at ${name} size`, async ({ page }) => {
    await page.setViewportSize(size);
    const game = await open(page);
    await game.scrollIntoViewIfNeeded();
    // Two frames: the canvas takes the panel's shape in one and is drawn in the next (the stopped
    // clock draws nothing by itself).
    await play(page, 2 * FRAME_JUMP_MS);
    await keepScreenshot(page, `${name}/game-balanced-lunchbox-ready.png`);
    await game.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    await packWithKeys(page, game, 'apple');
    await packWithKeys(page, game, 'cheese');
    await arrowTo(page, foodOf(game, 'banana'));
    await page.keyboard.press('Enter');
    // On a phone the whole game (status, box and tray) fits the screen without scrolling it.
    if (name === 'phone') {
      const status = await game.getByText(/^Score: /).boundingBox();
      const panel = await game.locator('.game-panel').boundingBox();
      expect((panel?.y ?? 0) + (panel?.height ?? 0) - (status?.y ?? 0)).toBeLessThanOrEqual(size.height - 64);
    }
    await game.locator('.game-panel').evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
    await play(page, 2 * FRAME_JUMP_MS);
    await keepScreenshot(page, `${name}/game-balanced-lunchbox-playing.png`);
  });
}
