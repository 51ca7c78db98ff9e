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

/** Each slice's button is a circle this wide, in design units, over its face and name. */
export const SLICE_BUTTON_SIZE = 144;

/** Where slice `index`'s face and name sit, in design units (the overlay puts its button there). */
export function sliceCentre(index: number, { wheel }: WheelLayout): Point {
  const { middle } = sliceAngles(index, emotions.length);
  return { x: wheel.x + Math.cos(middle) * wheel.radius * 0.62, y: wheel.y + Math.sin(middle) * wheel.radius * 0.62 };
}
