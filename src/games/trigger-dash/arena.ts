// Where Trigger Dash's icons go, in percent of the arena: the band icons may appear in, keeping
// clear of each other, and the reading order the keyboard follows.
import type { RngState } from '../../engine/rng';
import { nextInt } from '../../engine/rng';
import type { Item } from './items';

/** Where an icon's centre may go, in percent of the arena (layout.ts), so a ~90 px icon stays inside it. */
export const ICON_LEFT_MIN = 8;
export const ICON_LEFT_MAX = 92;
export const ICON_TOP_MIN = 12;
export const ICON_TOP_MAX = 88;
/** Two icons overlap when their centres are closer than both of these (percent). */
export const ICON_GAP_LEFT = 12;
export const ICON_GAP_TOP = 18;
/** Positions tried for a new icon before it is placed anyway. */
export const PLACEMENT_TRIES = 8;

/** Reading order for keyboard selection and the overlay's tab order: by left, then top. */
export function arenaOrder(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => a.left - b.left || a.top - b.top || a.id - b.id);
}

function overlaps(item: Item, left: number, top: number): boolean {
  return Math.abs(item.left - left) < ICON_GAP_LEFT && Math.abs(item.top - top) < ICON_GAP_TOP;
}

/** A spot for a new icon: a few random tries to keep clear of live icons, then the last try. */
export function placeIcon(items: readonly Item[], start: RngState): { left: number; top: number; rng: RngState } {
  let rng = start;
  let left = ICON_LEFT_MIN;
  let top = ICON_TOP_MIN;
  for (let attempt = 0; attempt < PLACEMENT_TRIES; attempt++) {
    [left, rng] = nextInt(rng, ICON_LEFT_MIN, ICON_LEFT_MAX);
    [top, rng] = nextInt(rng, ICON_TOP_MIN, ICON_TOP_MAX);
    if (!items.some((other) => overlaps(other, left, top))) break;
  }
  return { left, top, rng };
}
