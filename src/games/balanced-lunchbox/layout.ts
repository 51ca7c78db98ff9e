// Where Balanced Lunchbox puts things, in design units, for the scene, the overlay and hit-testing
// alike: a lunchbox of six slots (three across, two down, the treat slot last) and a tray of
// foods. Landscape puts the tray on the left and the box on the right; a phone held upright gets
// the box on top and the tray in rows under it, so every slot and food stays at least 44 px there.
import { LANDSCAPE_DESIGN } from '../../engine/design';
import type { EffectInput } from '../../engine/effects';
import { gridOf, rectCenter, type GameLayout, type GameLayouts, type Rect } from '../../engine/layout';
import { slots, type SlotCategory } from './foods';
import type { LunchboxEvent } from './logic';

export interface LunchboxLayout extends GameLayout {
  /** The box's body; its handle stands above it. */
  box: Rect;
  /** Each slot's compartment, in design units. */
  slots: Readonly<Record<SlotCategory, Rect>>;
  /** The tray's places, filled in order by the game's foods. */
  tray: readonly Rect[];
  /** The tray's background panel. */
  trayPanel: Rect;
  /**
   * Words and pictures on the buttons, in design units: larger where the design is shrunk most (a
   * phone). `note` is the treat slot's smaller words; its second note shows only where it fits.
   */
  type: { text: string; note: string; showNote: boolean; picture: number; slotPicture: number };
}

/** The six compartments of a box, three across and two down, `pad` inside its edge and `gap` apart. */
function compartments(box: Rect, pad: number, gap: number): Record<SlotCategory, Rect> {
  const size = { width: (box.width - 2 * pad - 2 * gap) / 3, height: (box.height - 2 * pad - gap) / 2 };
  const places = gridOf({ x: box.x + pad, y: box.y + pad }, 3, 2, size, gap);
  return Object.fromEntries(slots.map((slot, index) => [slot.category, places[index] as Rect])) as Record<SlotCategory, Rect>;
}

const landscapeBox = { x: 346, y: 52, width: 442, height: 418 };
const landscape: LunchboxLayout = {
  design: LANDSCAPE_DESIGN,
  box: landscapeBox,
  slots: compartments(landscapeBox, 16, 12),
  tray: gridOf({ x: 20, y: 42 }, 3, 4, { width: 96, height: 100 }, 8),
  trayPanel: { x: 8, y: 30, width: 320, height: 448 },
  type: { text: 'text-base', note: 'text-sm', showNote: true, picture: 48, slotPicture: 52 },
};

/** Taller than the engine's portrait design: the box and three rows of the tray under it. */
export const PORTRAIT_DESIGN = { width: 500, height: 800 } as const;
const portraitBox = { x: 12, y: 44, width: 476, height: 392 };
const portrait: LunchboxLayout = {
  design: PORTRAIT_DESIGN,
  box: portraitBox,
  slots: compartments(portraitBox, 14, 10),
  tray: gridOf({ x: 14, y: 468 }, 4, 3, { width: 112, height: 100 }, 10),
  trayPanel: { x: 4, y: 458, width: 492, height: 336 },
  type: { text: 'text-xl', note: 'text-lg', showNote: false, picture: 52, slotPicture: 56 },
};

export const layouts: GameLayouts<LunchboxLayout> = { landscape, portrait };

/** What each event shows in the box: points over a packed slot, a shake on a wrong one, confetti for a full box. */
export function effectsFor(event: LunchboxEvent, layout: LunchboxLayout): EffectInput[] {
  switch (event.type) {
    case 'packed': {
      const points: EffectInput = { kind: 'floatingPoints', point: rectCenter(layout.slots[event.slot]), points: event.points + event.bonus };
      return event.bonus ? [points, { kind: 'confetti' }] : [points];
    }
    case 'wrong':
      return [{ kind: 'shake', targetId: event.slot }];
    default:
      return [];
  }
}
