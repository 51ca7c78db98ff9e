// The shapes every game is drawn at, and the one font its scenes write in: a game lays itself out
// in these design units and the host scales the whole to its panel (fit.ts).
import type { DesignSize } from './fit';

/** Every game's landscape design: tablets, laptops and boards. */
export const LANDSCAPE_DESIGN: DesignSize = { width: 800, height: 500 };

/** A game's portrait design, for a phone held upright (layout.ts picks it by the panel's shape). */
export const PORTRAIT_DESIGN: DesignSize = { width: 500, height: 760 };

/** The site's font (self-hosted, loaded by the page), with fallbacks while it arrives. */
export const GAME_FONT = 'Nunito Variable, system-ui, sans-serif';

/** The portrait design of a game whose picture is round (a wheel, a timer's ring): as wide as it is tall. */
export const SQUARE_DESIGN: DesignSize = { width: 500, height: 500 };
