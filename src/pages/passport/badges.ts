// Every badge the passport shows, game by game, with how to earn it: the six that docs/product.md §9 names for
// Label the Organs and Career Match, and the passport's own for the other four. Whether a badge is
// earned is each game's rule (its passport.ts); the Handwashing Timer's come from its total of
// washes (src/passport/badge-rules.ts). The words here import nothing from the games' own modules
// (only the registry), so that no game's Play press gains a chunk shared with this page:
// tests/unit/passport/badges.test.ts holds the names and emoji equal to the games' own and each
// number here equal to its game's rule.
import { activities } from '../../games/registry';
import { WASH_PRO_WASHES } from '../../passport/badge-rules';

export interface PassportBadge {
  id: string;
  name: string;
  emoji: string;
  howToEarn: string;
}

/** By game id, in the order the passport lists them. */
export const passportBadges: Record<string, readonly PassportBadge[]> = {
  'trigger-dash': [
    { id: 'safeChooser', name: 'Safe Chooser', emoji: '🛡️', howToEarn: 'Score 10 or more in Trigger Dash.' },
    { id: 'cleanAirChampion', name: 'Clean Air Champion', emoji: '🌬️', howToEarn: 'Score 15 or more in Trigger Dash.' },
  ],
  'label-the-organs': [
    { id: 'organExplorer', name: 'Organ Explorer', emoji: '🧭', howToEarn: 'Play all three rounds of Label the Organs to the end.' },
    { id: 'precisionPro', name: 'Precision Pro', emoji: '🎯', howToEarn: 'Make 3 or fewer mistakes in a whole game of Label the Organs.' },
    { id: 'speedStar', name: 'Speed Star', emoji: '⭐', howToEarn: 'Have 30 or more seconds left over in Label the Organs, all rounds together.' },
  ],
  'emotion-wheel': [{ id: 'feelingsExplorer', name: 'Feelings Explorer', emoji: '🎡', howToEarn: 'Pick all eight feelings on the Emotion Wheel in one game.' }],
  'balanced-lunchbox': [
    { id: 'balancedLunch', name: 'Balanced Lunch', emoji: '🥗', howToEarn: 'Pack all five food groups in Balanced Lunchbox.' },
    { id: 'quickPacker', name: 'Quick Packer', emoji: '🏃', howToEarn: 'Pack all five food groups in Balanced Lunchbox with 15 or more seconds left.' },
  ],
  'handwashing-timer': [
    { id: 'cleanHands', name: 'Clean Hands', emoji: '🧼', howToEarn: 'Finish a 20-second wash with the Handwashing Timer.' },
    { id: 'washPro', name: 'Wash Pro', emoji: '🫧', howToEarn: `Finish ${WASH_PRO_WASHES} washes in all with the Handwashing Timer.` },
  ],
  'career-match': [
    { id: 'teamPlayer', name: 'Team Player', emoji: '🤝', howToEarn: 'Match every role in both rounds of Career Match.' },
    { id: 'precisionPro', name: 'Precision Pro', emoji: '🎯', howToEarn: 'Make 3 or fewer mistakes in a whole game of Career Match.' },
    { id: 'speedyScrub', name: 'Beat the Clock', emoji: '⏱️', howToEarn: 'Have 20 or more seconds left over in Career Match, both rounds together.' },
  ],
};

/** The games in the library's order of categories, with their badges. */
export const gamesWithBadges = Object.values(activities).map((activity) => ({
  id: activity.id,
  title: activity.title,
  emoji: activity.emoji,
  badges: passportBadges[activity.id] ?? [],
}));
