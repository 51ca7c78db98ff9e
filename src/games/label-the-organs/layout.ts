// Where Label the Organs puts things, in design units, for the scene, the overlay and hit-testing
// alike: a body with a spot where each organ really is, and a tray of organ pieces. Landscape
// puts the tray in two columns each side of the body; a phone held upright gets the body larger,
// with the tray in rows under it, so every spot and piece stays at least 44 px there.
import { LANDSCAPE_DESIGN } from '../../engine/design';
import type { EffectInput } from '../../engine/effects';
import { gridOf, rectCenter, type GameLayout, type GameLayouts, type Rect } from '../../engine/layout';
import type { OrgansEvent } from './logic';
import type { OrganId } from './organs';

export type MapOrganId = Exclude<OrganId, 'spleen' | 'pancreas' | 'gallbladder'>;

/**
 * The spots on the body, front view, in the landscape design's units (the body's middle is at
 * x 400). The person's left is on the viewer's right: the heart a little right of the middle, the
 * stomach on the right, the liver on the left. Every spot is at least 58 units high, 44 px on a
 * phone in the portrait layout.
 */
export const BODY_SPOTS: Readonly<Record<MapOrganId, Rect>> = {
  brain: { x: 356, y: 20, width: 88, height: 66 },
  lungs: { x: 300, y: 122, width: 200, height: 62 },
  heart: { x: 392, y: 188, width: 84, height: 58 },
  liver: { x: 300, y: 250, width: 104, height: 58 },
  stomach: { x: 408, y: 250, width: 92, height: 58 },
  kidneys: { x: 300, y: 312, width: 200, height: 58 },
  intestines: { x: 322, y: 374, width: 156, height: 58 },
  bladder: { x: 360, y: 436, width: 80, height: 58 },
};

/** The body's outline in the same units: head, neck, torso, arms and the tops of the legs. */
export const BODY_SHAPE = {
  head: { x: 400, y: 56, radius: 52 },
  neck: { x: 378, y: 102, width: 44, height: 20 },
  torso: { x: 288, y: 116, width: 224, height: 392, radius: 64 },
  arms: [
    { x: 234, y: 128, width: 50, height: 250, radius: 25 },
    { x: 516, y: 128, width: 50, height: 250, radius: 25 },
  ],
  legs: [
    { x: 306, y: 470, width: 86, height: 160, radius: 30 },
    { x: 408, y: 470, width: 86, height: 160, radius: 30 },
  ],
} as const;

export interface OrgansLayout extends GameLayout {
  /** Where the body goes: design = body units x scale + offset. */
  body: { scale: number; x: number; y: number };
  /** Each map organ's spot, in design units. */
  spots: Readonly<Record<MapOrganId, Rect>>;
  /** The tray's places, filled in order by the round's pieces. */
  tray: readonly Rect[];
  /** The tray's background panels. */
  trayPanels: readonly Rect[];
  /** Words and pictures on the buttons, in design units: larger where the design is shrunk most (a phone). */
  type: { text: string; picture: number; placedPicture: number };
}

function placeBody(rect: Rect, body: OrgansLayout['body']): Rect {
  return { x: rect.x * body.scale + body.x, y: rect.y * body.scale + body.y, width: rect.width * body.scale, height: rect.height * body.scale };
}

function spotsFor(body: OrgansLayout['body']): Record<MapOrganId, Rect> {
  return Object.fromEntries(Object.entries(BODY_SPOTS).map(([id, rect]) => [id, placeBody(rect, body)])) as Record<MapOrganId, Rect>;
}

/** a0, b0, a1, b1, ... */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]]).flat().filter((item): item is T => item !== undefined);
}

const LANDSCAPE_PIECE = { width: 96, height: 86 };
const landscapeBody = { scale: 1, x: 0, y: 0 };
const landscape: OrgansLayout = {
  design: LANDSCAPE_DESIGN,
  body: landscapeBody,
  spots: spotsFor(landscapeBody),
  // Left and right in turn, so that a small round's pieces sit on both sides of the body.
  tray: interleave(gridOf({ x: 18, y: 40 }, 2, 3, LANDSCAPE_PIECE, 8), gridOf({ x: 582, y: 40 }, 2, 3, LANDSCAPE_PIECE, 8)),
  trayPanels: [
    { x: 8, y: 30, width: 220, height: 294 },
    { x: 572, y: 30, width: 220, height: 294 },
  ],
  type: { text: 'text-base', picture: 44, placedPicture: 36 },
};

/** Taller than the engine's portrait design: the whole body and three rows of the tray under it. */
export const PORTRAIT_DESIGN = { width: 500, height: 840 } as const;
const PORTRAIT_PIECE = { width: 114, height: 70 };
// The body 1.2 times larger, its middle (400) at the design's middle (250).
const portraitBody = { scale: 1.2, x: 250 - 400 * 1.2, y: 6 };
const portrait: OrgansLayout = {
  design: PORTRAIT_DESIGN,
  body: portraitBody,
  spots: spotsFor(portraitBody),
  tray: gridOf({ x: 10, y: 610 }, 4, 3, PORTRAIT_PIECE, 8),
  trayPanels: [{ x: 2, y: 602, width: 496, height: 236 }],
  type: { text: 'text-2xl', picture: 40, placedPicture: 48 },
};

export const layouts: GameLayouts<OrgansLayout> = { landscape, portrait };

/** Whether an organ has a spot on the map. */
export function isMapOrgan(organ: OrganId): organ is MapOrganId {
  return organ in BODY_SPOTS;
}

/** What each event shows on the map: points over a filled spot, a shake on a wrong one, confetti for a finished board. */
export function effectsFor(event: OrgansEvent, layout: OrgansLayout): EffectInput[] {
  switch (event.type) {
    case 'placed':
      return isMapOrgan(event.organ) ? [{ kind: 'floatingPoints', point: rectCenter(layout.spots[event.organ]), points: event.points + event.bonus }] : [];
    case 'wrong':
      return [{ kind: 'shake', targetId: event.spot }];
    case 'roundComplete':
      return event.end === 'allPlaced' ? [{ kind: 'confetti' }] : [];
    default:
      return [];
  }
}
