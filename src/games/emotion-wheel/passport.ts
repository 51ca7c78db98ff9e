// What the Emotion Wheel tells the player's passport (src/passport/). A wheel has no end and no
// score: a game counts as played at its first feeling, and its "score" is how many different
// feelings it explored.
import type { GamePlay } from '../../engine/use-game';
import { emotions, type WheelEvent } from './logic';

/** The passport's badge for the Emotion Wheel (its words: src/pages/passport/badges.ts). */
export type WheelBadgeId = 'feelingsExplorer';

export function wheelBadges(explored: number): WheelBadgeId[] {
  return explored >= emotions.length ? ['feelingsExplorer'] : [];
}

/** A feeling picked, as the passport keeps it; null for every other event. */
export function passportPlay(event: WheelEvent): GamePlay | null {
  return event.type === 'selected' ? { score: event.explored, badges: wheelBadges(event.explored), finished: event.first } : null;
}
