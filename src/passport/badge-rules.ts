// The badges the passport itself awards, from a game's totals on this device rather than from one
// play: the Handwashing Timer's (its game says only that a wash was done).
import type { GameRecord } from './record';

/** Wash Pro: this many washes done on this device, in all. */
export const WASH_PRO_WASHES = 5;

/** The Handwashing Timer's badges, from its total of washes. */
export function washBadges(washes: number): string[] {
  const badges: string[] = [];
  if (washes >= 1) badges.push('cleanHands');
  if (washes >= WASH_PRO_WASHES) badges.push('washPro');
  return badges;
}

export interface PassportBadge {
  id: string;
  name: string;
  emoji: string;
  howToEarn: string;
}

/** Badges that come from a game's totals on this device rather than from one play. */
export function totalsBadges(game: string, record: GameRecord): readonly string[] {
  return game === 'handwashing-timer' ? washBadges(record.washes) : [];
}
