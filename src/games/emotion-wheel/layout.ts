// Where the Emotion Wheel draws its wheel, for the scene and the overlay alike: centred in the
// landscape panel, and filling a square one on a phone held upright (twice the size there).
import { LANDSCAPE_DESIGN, SQUARE_DESIGN } from '../../engine/design';
import type { GameLayout, GameLayouts, Point } from '../../engine/layout';
import { emotions, sliceAngles } from './logic';

export interface WheelLayout extends GameLayout {
  wheel: { x: number; y: number; radius: number };
}

export const layouts: GameLayouts<WheelLayout> = {
  landscape: { design: LANDSCAPE_DESIGN, wheel: { x: 400, y: 250, radius: 220 } },
  portrait: { design: SQUARE_DESIGN, wheel: { x: 250, y: 250, radius: 220 } },
};

/**
 * How far out from the centre a slice's face and name sit, as a share of the wheel's radius: with
 * eight slices they sit well out, where a slice is widest, so the names stay inside their slices.
 */
export const LABEL_RADIUS = 0.72;

/**
 * Each slice's button is a circle this wide, in design units, over its face and name: narrower than
 * the gap between two neighbouring labels (about 121 units with eight slices), so buttons never
 * overlap, and still about 73 px across on a 390 px phone.
 */
export const SLICE_BUTTON_SIZE = 112;

/** The name under each face, in design units: 26 is about 17 px on a 390 px phone (326 px of panel). */
export const SLICE_NAME_SIZE = 26;

/** The face above each name, in design units, and a little larger on the chosen slice. */
export const SLICE_ICON_SIZE = 44;
export const SLICE_ICON_CHOSEN_SIZE = 52;

/** Where the face and the name sit above and below a slice's centre, in design units. */
export const SLICE_ICON_OFFSET = -20;
export const SLICE_NAME_OFFSET = 22;

/** Where slice `index`'s face and name sit, in design units (the overlay puts its button there). */
export function sliceCentre(index: number, { wheel }: WheelLayout): Point {
  const { middle } = sliceAngles(index, emotions.length);
  const out = wheel.radius * LABEL_RADIUS;
  return { x: wheel.x + Math.cos(middle) * out, y: wheel.y + Math.sin(middle) * out };
}
