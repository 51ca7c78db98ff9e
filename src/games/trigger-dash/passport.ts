// What a game of Trigger Dash tells the player's passport (src/passport/): its score and badges.
import type { GamePlay } from '../../engine/use-game';
import type { TriggerDashEvent } from './logic';

/** The passport's badges for Trigger Dash (their words: src/pages/passport/badges.ts). */
export type DashBadgeId = 'safeChooser' | 'cleanAirChampion';

/** The scores of docs/product.md §9's two best end messages: 10 or more, and 15 or more. */
export const SAFE_CHOOSER_SCORE = 10;
export const CLEAN_AIR_CHAMPION_SCORE = 15;

export function dashBadges(score: number): DashBadgeId[] {
  const badges: DashBadgeId[] = [];
  if (score >= SAFE_CHOOSER_SCORE) badges.push('safeChooser');
  if (score >= CLEAN_AIR_CHAMPION_SCORE) badges.push('cleanAirChampion');
  return badges;
}

/** A game's end, as the passport keeps it; null for every other event. */
export function passportPlay(event: TriggerDashEvent): GamePlay | null {
  return event.type === 'ended' ? { score: event.score, badges: dashBadges(event.score), finished: true } : null;
}
