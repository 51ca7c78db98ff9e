// What Label the Organs says: the live region's sentences, the decoy's kind refusal, the badges
// and the round-complete words. The organs' own names and facts are in organs.ts.
import { plural } from '../../engine/phases';
import type { BadgeId, OrgansEvent, RoundEnd } from './logic';
import { organs } from './organs';


export const badgeInfo: Record<BadgeId, { name: string; emoji: string; description: string }> = {
  organExplorer: { name: 'Organ Explorer', emoji: '🧭', description: 'Played all three rounds to the end.' },
  precisionPro: { name: 'Precision Pro', emoji: '🎯', description: 'Made 3 or fewer mistakes in the whole game.' },
  speedStar: { name: 'Speed Star', emoji: '⭐', description: 'Had 30 or more seconds left over, all rounds together.' },
};

export const roundEndWords: Record<RoundEnd, string> = {
  allPlaced: 'Every organ is in its place.',
  timeUp: "Time's up.",
  outOfLives: 'No lives left this round.',
};

/** The in-frame toast for a decoy: a real organ, with no spot on this map. */
export function decoyToast(organ: OrgansEvent & { type: 'decoy' }): { title: string; description: string } {
  const { name, decoyMessage } = organs[organ.organ];
  return { title: `${name}: not on this map`, description: decoyMessage ?? '' };
}

/** The polite live-region text for an event; null for the ones nobody needs to hear. */
export function announce(event: OrgansEvent): string | null {
  switch (event.type) {
    case 'roundStarted':
      return `Round ${event.round} of 3 started. ${plural(Math.round(event.ms / 1000), 'second')} to go.`;
    case 'picked':
      return `${organs[event.organ].name} picked up.`;
    case 'cancelled':
      return `${organs[event.organ].name} put back.`;
    case 'placed': {
      const { name } = organs[event.organ];
      const bonus = event.bonus ? ` ${event.streak} in a row: bonus plus ${event.bonus}!` : '';
      return `${name} placed on the ${name.toLowerCase()} spot. Correct, plus ${event.points}.${bonus} Score ${event.total}.`;
    }
    case 'wrong': {
      const lost = event.lost ? ` Minus ${event.lost}.` : '';
      const lives = event.livesLeft === null ? '' : ` ${event.livesLeft === 1 ? '1 life' : `${event.livesLeft} lives`} left.`;
      const { name, plural: many } = organs[event.organ];
      return `Not quite: the ${name.toLowerCase()} ${many ? 'do' : 'does'} not go there.${lost}${lives} Score ${event.total}.`;
    }
    case 'spotTaken':
      return 'That spot already has its organ. Try an empty one.';
    case 'decoy': {
      const { description } = decoyToast(event);
      return `${description}${event.lost ? ` Minus ${event.lost}.` : ''} Score ${event.total}.`;
    }
    case 'hinted':
      return `Hint: the outlined spot is ${organs[event.spot].zoneName?.toLowerCase() ?? 'empty'}.${event.cost ? ` Minus ${event.cost}.` : ''}`;
    case 'hintEnded':
      return null;
    case 'roundComplete':
      return `Round ${event.round} complete! ${roundEndWords[event.end]} Round score ${event.roundScore}, time bonus ${event.timeBonus}. Total ${event.total}.`;
    case 'gameComplete':
      return `All three rounds done! Final score ${event.total}. ${plural(event.badges.length, 'badge')} earned.`;
  }
}
