// What a game of Career Match tells the player's passport (src/passport/): its total and the
// badges docs/product.md §9 names, as the game decided them.
import type { GamePlay } from '../../engine/use-game';
import type { CareersEvent } from './logic';

/** A game's end, as the passport keeps it; null for every other event. */
export function passportPlay(event: CareersEvent): GamePlay | null {
  return event.type === 'gameComplete' ? { score: event.total, badges: event.badges, finished: true } : null;
}
