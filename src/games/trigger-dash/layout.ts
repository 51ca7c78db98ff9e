// Where Trigger Dash draws things, in design units, for the scene and the overlay alike: the
// landscape park (docs/product.md §9: 800 x 500) and, for a phone held upright, a portrait one. The logic
// places icons in percent (arena.ts); the portrait park turns that a quarter, so `left` runs down
// and `top` across, and the spacing the logic keeps still holds bubble from bubble.
import { LANDSCAPE_DESIGN, PORTRAIT_DESIGN } from '../../engine/design';
import type { EffectInput } from '../../engine/effects';
import type { GameLayout, GameLayouts, Point } from '../../engine/layout';
import { CONFETTI_SCORE } from './copy';
import type { Item } from './items';
import type { TriggerDashEvent } from './logic';

/** The radius of an icon's bubble, in design units. */
export const BUBBLE_RADIUS = 46;
/** An icon's button covers its bubble and the ring of time around it. */
export const BUTTON_SIZE = (BUBBLE_RADIUS + 14) * 2;

export interface DashLayout extends GameLayout {
  /** An icon's centre, from its place in percent. */
  place(item: Pick<Item, 'left' | 'top'>): Point;
  title: Point & { size: number };
  /** The score at the end, "Ready?" before. */
  middle: Point & { size: number };
  sun: Point;
  /** Before and after a game, the four safe icons and the four triggers, each on its own line. */
  showcase: { safe: readonly Point[]; trigger: readonly Point[] };
}

const four = (at: (index: number) => Point): Point[] => [0, 1, 2, 3].map(at);

const landscape: DashLayout = {
  design: LANDSCAPE_DESIGN,
  place: ({ left, top }) => ({ x: (left / 100) * LANDSCAPE_DESIGN.width, y: (top / 100) * LANDSCAPE_DESIGN.height }),
  title: { x: 400, y: 82, size: 50 },
  middle: { x: 400, y: 270, size: 84 },
  sun: { x: 700, y: 86 },
  showcase: { safe: four((i) => ({ x: 82, y: 150 + i * 88 })), trigger: four((i) => ({ x: 718, y: 150 + i * 88 })) },
};

const portrait: DashLayout = {
  design: PORTRAIT_DESIGN,
  place: ({ left, top }) => ({ x: (top / 100) * PORTRAIT_DESIGN.width, y: (left / 100) * PORTRAIT_DESIGN.height }),
  title: { x: 250, y: 96, size: 42 },
  middle: { x: 250, y: 300, size: 84 },
  sun: { x: 420, y: 150 },
  showcase: { safe: four((i) => ({ x: 100 + i * 100, y: 470 })), trigger: four((i) => ({ x: 100 + i * 100, y: 580 })) },
};

export const layouts: GameLayouts<DashLayout> = { landscape, portrait };

/** What each event shows over the park: the points a tap won or lost, over its icon; confetti for a good game. */
export function effectsFor(event: TriggerDashEvent, layout: DashLayout): EffectInput[] {
  if (event.type === 'tapped') return [{ kind: 'floatingPoints', point: layout.place(event.item), points: event.points, good: event.item.type === 'safe' }];
  if (event.type === 'ended' && event.score >= CONFETTI_SCORE) return [{ kind: 'confetti' }];
  return [];
}
