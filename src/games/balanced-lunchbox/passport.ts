// What a game of Balanced Lunchbox tells the player's passport (src/passport/): its score and badges.
import type { GamePlay } from '../../engine/use-game';
import { FOOD_GROUPS } from './foods';
import type { LunchboxEvent } from './logic';

/** The passport's badges for Balanced Lunchbox (their words: src/pages/passport/badges.ts). */
export type LunchboxBadgeId = 'balancedLunch' | 'quickPacker';

/** Quick Packer: all five food groups packed with this many seconds or more still on the clock. */
export const QUICK_PACKER_SECONDS = 15;

export function lunchboxBadges(ended: Extract<LunchboxEvent, { type: 'ended' }>): LunchboxBadgeId[] {
  const badges: LunchboxBadgeId[] = [];
  if (ended.groupsPacked === FOOD_GROUPS.length) badges.push('balancedLunch');
  if (ended.end === 'allPacked' && ended.secondsLeft >= QUICK_PACKER_SECONDS) badges.push('quickPacker');
  return badges;
}

/** A game's end, as the passport keeps it; null for every other event. */
export function passportPlay(event: LunchboxEvent): GamePlay | null {
  return event.type === 'ended' ? { score: event.total, badges: lunchboxBadges(event), finished: true } : null;
}
