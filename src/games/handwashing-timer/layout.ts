// Where the Handwashing Timer draws its ring and pictures: centred in the landscape panel, and
// filling a square one on a phone held upright. The timer's controls sit beside the scene, not on it.
import { LANDSCAPE_DESIGN, SQUARE_DESIGN } from '../../engine/design';
import type { EffectInput } from '../../engine/effects';
import type { GameLayout, GameLayouts, Point } from '../../engine/layout';
import type { WashEvent } from './logic';

export interface WashLayout extends GameLayout {
  ring: { x: number; y: number; radius: number; width: number };
  /** The two pictures in the corners: a bar of soap bubbles and a tap. */
  bubbles: Point;
  tap: Point;
}

export const layouts: GameLayouts<WashLayout> = {
  landscape: { design: LANDSCAPE_DESIGN, ring: { x: 400, y: 250, radius: 170, width: 30 }, bubbles: { x: 120, y: 400 }, tap: { x: 680, y: 110 } },
  portrait: { design: SQUARE_DESIGN, ring: { x: 250, y: 250, radius: 170, width: 30 }, bubbles: { x: 58, y: 440 }, tap: { x: 440, y: 62 } },
};

/** Confetti when the 20 seconds are done (none under reduced motion: the layer leaves it out). */
export function effectsFor(event: WashEvent): EffectInput[] {
  return event.type === 'done' ? [{ kind: 'confetti' }] : [];
}
