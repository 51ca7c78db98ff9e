// What Career Match says: docs/product.md's toasts word for word, the live region's sentences, the badges
// and the round-complete words. The roles' and tools' own names and facts are in careers.ts.
import { plural } from '../../engine/phases';
import { roles, tools } from './careers';
import type { BadgeId, CareersEvent, RoundEnd } from './logic';

/** docs/product.md §4, exactly. */
export const DECOY_TOAST = { title: 'Not used this round!', description: 'Try another tool.' } as const;
export const WRONG_TOAST = { title: '❌ Not quite!', description: 'Try another match.' } as const;

export const badgeInfo: Record<BadgeId, { name: string; emoji: string; description: string }> = {
  teamPlayer: { name: 'Team Player', emoji: '🤝', description: 'Matched every role in both rounds.' },
  precisionPro: { name: 'Precision Pro', emoji: '🎯', description: 'Made 3 or fewer mistakes in the whole game.' },
  speedyScrub: { name: 'Beat the Clock', emoji: '⏱️', description: 'Had 20 or more seconds left over, both rounds together.' },
};

export const roundEndWords: Record<RoundEnd, string> = {
  allMatched: 'Every role has its tool.',
  timeUp: "Time's up.",
};

const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The polite live-region text for an event; null for the ones nobody needs to hear. */
export function announce(event: CareersEvent): string | null {
  switch (event.type) {
    case 'roundStarted':
      return `Round ${event.round} of 2 started. ${plural(Math.round(event.ms / 1000), 'second')} to go.`;
    case 'picked':
      return `${tools[event.tool].name} selected.`;
    case 'cancelled':
      return `${tools[event.tool].name} put down.`;
    case 'matched': {
      const bonus = event.bonus ? ` ${event.streak} in a row: bonus plus ${event.bonus}!` : '';
      return `Correct! The ${lower(tools[event.tool].name)} goes with the ${lower(roles[event.role].name)}. Plus ${event.points}.${bonus} Score ${event.total}. ${roles[event.role].fact}`;
    }
    case 'wrong':
      return `Not quite! The ${lower(tools[event.tool].name)} is not the ${lower(roles[event.role].name)}'s match in this game. ${WRONG_TOAST.description}${event.lost ? ` Minus ${event.lost}.` : ''} Score ${event.total}.`;
    case 'roleTaken':
      return `The ${lower(roles[event.role].name)} already has a tool. Try another card.`;
    case 'decoy':
      return `${DECOY_TOAST.title} ${tools[event.tool].decoyMessage ?? ''} ${DECOY_TOAST.description}${event.lost ? ` Minus ${event.lost}.` : ''} Score ${event.total}.`;
    case 'roundComplete':
      return `Round ${event.round} complete! ${roundEndWords[event.end]} Round score ${event.roundScore}, time bonus ${event.timeBonus}. Total ${event.total}.`;
    case 'gameComplete':
      return `Both rounds done! Final score ${event.total}. Best streak ${event.bestStreak}. ${plural(event.mistakes, 'mistake')}. ${plural(event.badges.length, 'badge')} earned.`;
  }
}
