// What Trigger Dash says: the end-of-game messages by score, what to do if breathing gets hard,
// and the live region's sentences.
import type { TriggerDashEvent } from './logic';
import { itemKinds } from './items';

/** End-message thresholds: the score needed for each message. */
export const EXPERT_SCORE = 15;
export const GREAT_SCORE = 10;
export const GOOD_SCORE = 5;
/** Confetti falls at the end from this score: every message from "Nice work!" up. */
export const CONFETTI_SCORE = GOOD_SCORE;

export const endMessages = {
  expert: 'Trigger expert! You know just how to keep your lungs happy.',
  great: 'Great dashing! You spotted most of the triggers.',
  good: 'Nice work! You are learning what helps you breathe easy.',
  keepGoing: 'Good try! Every game helps you spot triggers. Want another go?',
} as const;

/**
 * Said at the end of every game, whatever the score: what to do if breathing gets hard, pointing
 * to the help box of the How You Breathe article (the numbers live there, never in a game).
 */
export const BREATHING_HELP =
  'If breathing ever gets hard, sit up, tell an adult right away and use your own reliever inhaler if you have one. The help box in our How You Breathe article shows when to call for help.';

export const announcements = {
  started: 'Game started. Tap the safe things, skip the triggers.',
  timeUp: 'Time is up!',
} as const;

/** The words for a final score, by the thresholds above. */
export function scoreMessage(score: number): string {
  if (score >= EXPERT_SCORE) return endMessages.expert;
  if (score >= GREAT_SCORE) return endMessages.great;
  if (score >= GOOD_SCORE) return endMessages.good;
  return endMessages.keepGoing;
}

/** What the results panel shows and the live region reads at the end: the score's words, then what to do if breathing gets hard. */
export function endMessage(score: number): string {
  return `${scoreMessage(score)} ${BREATHING_HELP}`;
}

/** The polite live-region text for an event; null for the ones that would be too chatty. */
export function announce(event: TriggerDashEvent): string | null {
  switch (event.type) {
    case 'started':
      return announcements.started;
    case 'tapped': {
      const { label, why } = itemKinds[event.item.kind];
      const what = event.item.type === 'trigger' ? `${label} is a trigger` : label;
      if (event.points === 0) return `${what}. Score stays ${event.score}. ${why}`;
      const change = event.points > 0 ? `plus ${event.points}` : `minus ${-event.points}`;
      return `${what}, ${change}. Score ${event.score}. ${why}`;
    }
    case 'selected':
      return `Selected ${event.item.label}`;
    case 'ended':
      return `${announcements.timeUp} Score ${event.score}. ${endMessage(event.score)}`;
    case 'spawned':
    case 'expired':
      return null;
  }
}
