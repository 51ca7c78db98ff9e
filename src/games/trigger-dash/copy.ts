// What Trigger Dash says: the end-of-game messages by score, and the live region's sentences.
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

export const announcements = {
  started: 'Game started. Tap the safe things, skip the triggers.',
  timeUp: 'Time is up!',
} as const;

export function endMessage(score: number): string {
  if (score >= EXPERT_SCORE) return endMessages.expert;
  if (score >= GREAT_SCORE) return endMessages.great;
  if (score >= GOOD_SCORE) return endMessages.good;
  return endMessages.keepGoing;
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
