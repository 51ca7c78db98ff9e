// Every game's badges for the passport: each earned and not earned by its rule, and the passport
// page's words for them equal to the games' own where a game shows them (Label the Organs, Career Match).
import { describe, expect, it } from 'vitest';
import { gamesWithBadges, passportBadges } from '../../../src/pages/passport/badges';
import { activities } from '../../../src/games/registry';
import { washBadges, WASH_PRO_WASHES } from '../../../src/passport/badge-rules';
import * as dash from '../../../src/games/trigger-dash/passport';
import * as lunchbox from '../../../src/games/balanced-lunchbox/passport';
import * as wheel from '../../../src/games/emotion-wheel/passport';
import * as wash from '../../../src/games/handwashing-timer/passport';
import * as organs from '../../../src/games/label-the-organs/passport';
import * as careers from '../../../src/games/career-match/passport';
import { emotions } from '../../../src/games/emotion-wheel/logic';
import { badgeInfo as organBadges } from '../../../src/games/label-the-organs/copy';
import { badgeInfo as careerBadges } from '../../../src/games/career-match/copy';

const ids = (game: string) => (passportBadges[game] ?? []).map((badge) => badge.id);

describe('Trigger Dash', () => {
  it('gives Safe Chooser at 10 and Clean Air Champion at 15, and neither below', () => {
    expect(dash.dashBadges(9)).toEqual([]);
    expect(dash.dashBadges(10)).toEqual(['safeChooser']);
    expect(dash.dashBadges(14)).toEqual(['safeChooser']);
    expect(dash.dashBadges(15)).toEqual(['safeChooser', 'cleanAirChampion']);
  });

  it('keeps only the game’s end, with its score', () => {
    expect(dash.passportPlay({ type: 'ended', score: 16 })).toEqual({ score: 16, badges: ['safeChooser', 'cleanAirChampion'], finished: true });
    expect(dash.passportPlay({ type: 'started' })).toBeNull();
  });
});

describe('Balanced Lunchbox', () => {
  const ended = (end: 'timeUp' | 'allPacked', groupsPacked: number, secondsLeft: number) => ({ type: 'ended' as const, end, total: 15, groupsPacked, secondsLeft });

  it('gives Balanced Lunch for all five groups, and Quick Packer with 15 seconds or more left', () => {
    expect(lunchbox.lunchboxBadges(ended('timeUp', 4, 0))).toEqual([]);
    expect(lunchbox.lunchboxBadges(ended('allPacked', 5, 14))).toEqual(['balancedLunch']);
    expect(lunchbox.lunchboxBadges(ended('allPacked', 5, lunchbox.QUICK_PACKER_SECONDS))).toEqual(['balancedLunch', 'quickPacker']);
  });

  it('keeps only the game’s end, with its total', () => {
    expect(lunchbox.passportPlay(ended('allPacked', 5, 20))).toEqual({ score: 15, badges: ['balancedLunch', 'quickPacker'], finished: true });
    expect(lunchbox.passportPlay({ type: 'picked', food: 'apple' } as never)).toBeNull();
  });
});

describe('Emotion Wheel', () => {
  const first = emotions[0];
  if (!first) throw new Error('no emotions');

  it('gives Feelings Explorer once every feeling has been picked in one game', () => {
    expect(wheel.wheelBadges(emotions.length - 1)).toEqual([]);
    expect(wheel.wheelBadges(emotions.length)).toEqual(['feelingsExplorer']);
  });

  it('counts a play at the game’s first feeling, and its score is the feelings explored', () => {
    expect(wheel.passportPlay({ type: 'selected', emotion: first, explored: 1, first: true })).toEqual({ score: 1, badges: [], finished: true });
    expect(wheel.passportPlay({ type: 'selected', emotion: first, explored: emotions.length, first: false })).toEqual({
      score: emotions.length,
      badges: ['feelingsExplorer'],
      finished: false,
    });
    expect(wheel.passportPlay({ type: 'focused', emotion: first })).toBeNull();
  });
});

describe('Handwashing Timer', () => {
  it('keeps a wash done, but not a class washing along on the board', () => {
    const done = { type: 'done' as const, currentStreak: 1, bestStreak: 1, newBest: true };
    expect(wash.passportPlay({ ...done, counted: true })).toEqual({ score: null, badges: [], finished: true, washes: 1 });
    expect(wash.passportPlay({ ...done, counted: false })).toBeNull();
    expect(wash.passportPlay({ type: 'started' })).toBeNull();
  });

  it('gives Clean Hands at the first wash and Wash Pro at five in all', () => {
    expect(washBadges(0)).toEqual([]);
    expect(washBadges(1)).toEqual(['cleanHands']);
    expect(washBadges(WASH_PRO_WASHES)).toEqual(['cleanHands', 'washPro']);
  });
});

describe('Label the Organs and Career Match', () => {
  it('keep the game’s end with the badges the game decided', () => {
    expect(organs.passportPlay({ type: 'gameComplete', total: 52, badges: ['organExplorer', 'speedStar'] })).toEqual({ score: 52, badges: ['organExplorer', 'speedStar'], finished: true });
    expect(organs.passportPlay({ type: 'roundStarted', round: 1, ms: 60_000 })).toBeNull();
    expect(careers.passportPlay({ type: 'gameComplete', total: 30, bestStreak: 4, mistakes: 5, badges: ['teamPlayer'] })).toEqual({ score: 30, badges: ['teamPlayer'], finished: true });
    expect(careers.passportPlay({ type: 'roundStarted', round: 2, ms: 60_000 })).toBeNull();
  });

  it('are named in the passport as the games name them, with the same emoji', () => {
    for (const [game, info] of [['label-the-organs', organBadges], ['career-match', careerBadges]] as const) {
      expect(ids(game)).toEqual(Object.keys(info));
      for (const badge of passportBadges[game] ?? []) {
        const own = info[badge.id as keyof typeof info];
        expect({ name: badge.name, emoji: badge.emoji }).toEqual({ name: own.name, emoji: own.emoji });
      }
    }
  });
});

describe('the passport’s list of badges', () => {
  it('has every badge each game can give, once, with how to earn it', () => {
    expect(ids('trigger-dash')).toEqual(['safeChooser', 'cleanAirChampion']);
    expect(ids('balanced-lunchbox')).toEqual(['balancedLunch', 'quickPacker']);
    expect(ids('emotion-wheel')).toEqual(['feelingsExplorer']);
    expect(ids('handwashing-timer')).toEqual(['cleanHands', 'washPro']);
    for (const game of gamesWithBadges) {
      expect(new Set(game.badges.map((badge) => badge.name)).size).toBe(game.badges.length);
      for (const badge of game.badges) expect(badge.howToEarn).toMatch(/^[A-Z].{15,110}\.$/);
    }
  });

  it('says the numbers each game’s rule uses', () => {
    const howTo = (game: string, id: string) => passportBadges[game]?.find((badge) => badge.id === id)?.howToEarn ?? '';
    expect(howTo('trigger-dash', 'safeChooser')).toContain(`${dash.SAFE_CHOOSER_SCORE} or more`);
    expect(howTo('trigger-dash', 'cleanAirChampion')).toContain(`${dash.CLEAN_AIR_CHAMPION_SCORE} or more`);
    expect(howTo('balanced-lunchbox', 'quickPacker')).toContain(`${lunchbox.QUICK_PACKER_SECONDS} or more seconds`);
    expect(howTo('handwashing-timer', 'washPro')).toContain(`${WASH_PRO_WASHES} washes`);
    const inWords = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    expect(howTo('emotion-wheel', 'feelingsExplorer')).toContain(`all ${inWords[emotions.length]} feelings`);
  });

  it('lists the six games in the library’s order', () => {
    expect(gamesWithBadges.map((game) => game.id)).toEqual(Object.values(activities).map((activity) => activity.id));
  });
});
