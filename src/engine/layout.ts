// Where things are in a game: the scene (sprites), the overlay (buttons over them) and hit-testing
// all place and find objects through these functions, so the three can never disagree.
import type { DesignSize, Fit } from './fit';

/** A position in design units (the game's fixed coordinate space, before letterboxing). */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle in design units, from its top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function rectCenter(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** A grid of places, row by row: `columns` x `rows` of `size`, from `origin`, `gap` apart. */
export function gridOf(origin: Point, columns: number, rows: number, size: { width: number; height: number }, gap: number): Rect[] {
  const places: Rect[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      places.push({ x: origin.x + column * (size.width + gap), y: origin.y + row * (size.height + gap), ...size });
    }
  }
  return places;
}

/** Edges count as inside, so a drop exactly on a zone's border is not lost. */
export function containsPoint(rect: Rect, point: Point): boolean {
  return point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
}

/**
 * A pointer's client position (CSS px, as `PointerEvent.clientX/Y`) to design units, given the
 * panel's top-left corner (`getBoundingClientRect()`) and the fit of the design in it.
 * The device pixel ratio plays no part: client coordinates and the fit are both in CSS px, and the
 * canvas resolution only decides how sharp the pixels drawn into those CSS px are.
 * An empty panel (scale 0) shows nothing, so its points map to NaN, which no zone contains.
 */
export function clientToDesign(client: Point, panel: { left: number; top: number }, fit: Fit): Point {
  if (fit.scale <= 0) return { x: Number.NaN, y: Number.NaN };
  return {
    x: (client.x - panel.left - fit.offsetX) / fit.scale,
    y: (client.y - panel.top - fit.offsetY) / fit.scale,
  };
}

/** The inverse of `clientToDesign`: where a design point appears on screen, in CSS px. */
export function designToClient(design: Point, panel: { left: number; top: number }, fit: Fit): Point {
  return {
    x: panel.left + fit.offsetX + design.x * fit.scale,
    y: panel.top + fit.offsetY + design.y * fit.scale,
  };
}

/**
 * The zone under a point. `slop` (design units) grows every zone on all sides so that a child's
 * drop just beside a slot still counts; where (grown) zones overlap, the nearest centre wins, and
 * on a tie the zone listed first.
 */
export function zoneAt(point: Point, zones: readonly { id: string; rect: Rect }[], slop = 0): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const zone of zones) {
    const grown = { x: zone.rect.x - slop, y: zone.rect.y - slop, width: zone.rect.width + 2 * slop, height: zone.rect.height + 2 * slop };
    if (!containsPoint(grown, point)) continue;
    const center = rectCenter(zone.rect);
    const distance = Math.hypot(point.x - center.x, point.y - center.y);
    if (distance < bestDistance) {
      best = zone.id;
      bestDistance = distance;
    }
  }
  return best;
}

/** A game's arrangement for one panel shape; it carries the design size it was drawn for. */
export interface GameLayout {
  design: DesignSize;
}

/** A game's layouts: every game has a landscape one; a portrait one suits phones held upright. */
export interface GameLayouts<L extends GameLayout> {
  landscape: L;
  portrait?: L;
}

/** Below this width (CSS px) a game's panel on an upright screen takes the game's portrait layout. */
export const PORTRAIT_MAX_PANEL_WIDTH = 640;

/**
 * The layout for a game's panel on this screen. The host sizes the panel from the layout's shape,
 * so the choice rests on what it does not change: the panel's width (narrow, as on a phone) and the
 * screen held upright. A tablet or a board, however held, keeps the landscape layout.
 */
export function chooseLayoutForScreen<L extends GameLayout>(panelWidth: number, viewport: { width: number; height: number }, layouts: GameLayouts<L>): L {
  const upright = viewport.height > viewport.width;
  return layouts.portrait && upright && panelWidth > 0 && panelWidth < PORTRAIT_MAX_PANEL_WIDTH ? layouts.portrait : layouts.landscape;
}

/** The smaller side of a target on screen, in CSS px (WCAG 2.5.5 asks for at least 44). */
export function minTargetSize(rect: Rect, scale: number): number {
  return Math.min(rect.width, rect.height) * scale;
}
