// What a game of Label the Organs tells the player's passport (src/passport/): its total and the
// badges docs/product.md §9 names, as the game decided them.
import type { GamePlay } from '../../engine/use-game';
import type { OrgansEvent } from './logic';

/** A game's end, as the passport keeps it; null for every other event. */
export function passportPlay(event: OrgansEvent): GamePlay | null {
  return event.type === 'gameComplete' ? { score: event.total, badges: event.badges, finished: true } : null;
}
