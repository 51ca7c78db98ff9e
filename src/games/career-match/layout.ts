// Where Career Match puts things, in design units, for the scene, the overlay and hit-testing
// alike: a tray of tools and a grid of role cards (three across for round 1's six, four across
// for round 2's eight). Landscape puts the tray on the left; a phone held upright gets the cards
// on top and the tray in rows under them, so every card and tool stays at least 44 px there.
import { LANDSCAPE_DESIGN } from '../../engine/design';
import type { EffectInput } from '../../engine/effects';
import { gridOf, rectCenter, type GameLayout, type GameLayouts, type Rect } from '../../engine/layout';
import type { CareersEvent } from './logic';

export interface CareersLayout extends GameLayout {
  /** Where the role cards go; `cardsFor` lays a round's cards out in it. */
  cardArea: Rect;
  /** Space between cards. */
  cardGap: number;
  /** The tray's places, filled in order by the round's tools. */
  tray: readonly Rect[];
  /** The tray's background panel. */
  trayPanel: Rect;
  /**
   * Words and pictures on the buttons, in design units: larger where the design is shrunk most (a
   * phone). `tool` is the tools' words, a size smaller so that "Thermometer" fits its piece.
   */
  type: { text: string; tool: string; picture: number; rolePicture: number };
}

/** The cards of a round with `count` roles: two rows, as many across as it takes, filling the card area. */
export function cardsFor(layout: CareersLayout, count: number): Rect[] {
  const { cardArea: area, cardGap: gap } = layout;
  const columns = Math.ceil(count / 2);
  const size = { width: (area.width - (columns - 1) * gap) / columns, height: (area.height - gap) / 2 };
  return gridOf({ x: area.x, y: area.y }, columns, 2, size, gap).slice(0, count);
}

const landscape: CareersLayout = {
  design: LANDSCAPE_DESIGN,
  cardArea: { x: 252, y: 24, width: 536, height: 452 },
  cardGap: 12,
  tray: gridOf({ x: 20, y: 30 }, 2, 5, { width: 104, height: 84 }, 8),
  trayPanel: { x: 8, y: 18, width: 232, height: 472 },
  type: { text: 'text-base', tool: 'text-sm', picture: 44, rolePicture: 64 },
};

/** Taller than the engine's portrait design: the cards and three rows of the tray under them. */
export const PORTRAIT_DESIGN = { width: 500, height: 760 } as const;
const portrait: CareersLayout = {
  design: PORTRAIT_DESIGN,
  cardArea: { x: 10, y: 10, width: 480, height: 420 },
  cardGap: 10,
  tray: gridOf({ x: 14, y: 462 }, 4, 3, { width: 112, height: 88 }, 10),
  trayPanel: { x: 4, y: 452, width: 492, height: 302 },
  type: { text: 'text-xl', tool: 'text-lg', picture: 44, rolePicture: 64 },
};

export const layouts: GameLayouts<CareersLayout> = { landscape, portrait };

/**
 * What each event shows over the cards: points over a matched card (confetti with it, docs/product.md §4),
 * a shake on a wrong one. `cardOf` finds a role's card this round.
 */
export function effectsFor(event: CareersEvent, cardOf: (role: string) => Rect | undefined): EffectInput[] {
  switch (event.type) {
    case 'matched': {
      const card = cardOf(event.role);
      return card ? [{ kind: 'floatingPoints', point: rectCenter(card), points: event.points + event.bonus }, { kind: 'confetti' }] : [{ kind: 'confetti' }];
    }
    case 'wrong':
      return [{ kind: 'shake', targetId: event.role }];
    default:
      return [];
  }
}
