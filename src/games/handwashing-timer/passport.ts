// What the 20-second Handwashing Timer tells the player's passport (src/passport/): a wash done.
// Its badges come from the total of washes, which only the passport knows (`washBadges` in
// src/pages/passport/badges.ts), and the passport shows totals, never a streak to keep up
// (docs/decisions.md, "My Health Passport").
import type { GamePlay } from '../../engine/use-game';
import type { WashEvent } from './logic';

/** A wash done, as the passport keeps it (a class washing along on the board keeps none); null for every other event. */
export function passportPlay(event: WashEvent): GamePlay | null {
  return event.type === 'done' && event.counted ? { score: null, badges: [], finished: true, washes: 1 } : null;
}
