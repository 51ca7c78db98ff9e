import { describe, expect, it } from 'vitest';
import {
  addEntry,
  emptyRecord,
  fromEarlierKeys,
  isComplete,
  isEmpty,
  mergeRecords,
  stampProgress,
  type PassportEntry,
  type PassportRecord,
  type StampRule,
} from '../../../src/passport/record';
import { totalsBadges, washBadges, WASH_PRO_WASHES } from '../../../src/passport/badge-rules';
import { dayOf } from '../../../src/passport/device';

const add = (record: PassportRecord, entry: PassportEntry, day = '2026-11-28') => addEntry(record, entry, day, totalsBadges);
const quiz = (category: string, correct: number): PassportEntry => ({ kind: 'quiz', category, correct, total: 5 });
const game = (id: string, score: number | null, badges: string[] = [], finished = true, washes?: number): PassportEntry => ({
  kind: 'game',
  game: id,
  play: { score, badges, finished, ...(washes === undefined ? {} : { washes }) },
});
const article = (id: string, read: boolean): PassportEntry => ({ kind: 'article', article: id, read });

const bodyRule: StampRule = { category: 'body', articles: ['your-amazing-heart', 'how-you-breathe', 'the-journey-of-food'], game: 'label-the-organs' };

describe('the passport record', () => {
  it('starts empty, and says so', () => {
    expect(emptyRecord()).toEqual({ version: 1, quizzes: {}, games: {}, articles: {} });
    expect(isEmpty(emptyRecord())).toBe(true);
    expect(isEmpty(add(emptyRecord(), article('how-you-breathe', false)))).toBe(false);
  });

  it('writes days in the device’s own calendar', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('keeps a quiz’s best score and the day it was first reached', () => {
    let record = add(emptyRecord(), quiz('body', 3), '2026-11-20');
    record = add(record, quiz('body', 2), '2026-11-21');
    expect(record.quizzes.body).toEqual({ best: 3, total: 5, on: '2026-11-20' });
    record = add(record, quiz('body', 3), '2026-11-22');
    expect(record.quizzes.body?.on).toBe('2026-11-20');
    record = add(record, quiz('body', 5), '2026-11-23');
    expect(record.quizzes.body).toEqual({ best: 5, total: 5, on: '2026-11-23' });
  });

  it('keeps a game’s best score, counts its plays and gathers its badges', () => {
    let record = add(emptyRecord(), game('trigger-dash', 12, ['safeChooser']), '2026-11-20');
    record = add(record, game('trigger-dash', 16, ['safeChooser', 'cleanAirChampion']), '2026-11-21');
    record = add(record, game('trigger-dash', 4), '2026-11-22');
    expect(record.games['trigger-dash']).toEqual({ best: 16, on: '2026-11-21', plays: 3, washes: 0, badges: ['cleanAirChampion', 'safeChooser'] });
  });

  it('counts a play only for an event that ends one (the Emotion Wheel’s first feeling)', () => {
    let record = add(emptyRecord(), game('emotion-wheel', 1, [], true));
    record = add(record, game('emotion-wheel', 2, [], false));
    record = add(record, game('emotion-wheel', 5, ['feelingsExplorer'], false));
    expect(record.games['emotion-wheel']).toMatchObject({ best: 5, plays: 1, badges: ['feelingsExplorer'] });
  });

  it('counts the Handwashing Timer’s washes and gives its badges from the total, never a streak', () => {
    let record = emptyRecord();
    for (let wash = 1; wash <= WASH_PRO_WASHES; wash += 1) {
      record = add(record, game('handwashing-timer', null, [], true, 1), `2026-11-${10 + wash}`);
      expect(record.games['handwashing-timer']?.washes).toBe(wash);
      expect(record.games['handwashing-timer']?.badges).toEqual(wash < WASH_PRO_WASHES ? ['cleanHands'] : ['cleanHands', 'washPro']);
    }
    expect(record.games['handwashing-timer']).toMatchObject({ best: null, on: '2026-11-15', plays: WASH_PRO_WASHES });
  });

  it('gives the wash badges at one and at five washes, and none before', () => {
    expect(washBadges(0)).toEqual([]);
    expect(washBadges(1)).toEqual(['cleanHands']);
    expect(washBadges(WASH_PRO_WASHES - 1)).toEqual(['cleanHands']);
    expect(washBadges(WASH_PRO_WASHES)).toEqual(['cleanHands', 'washPro']);
    expect(totalsBadges('trigger-dash', { best: 20, on: '2026-11-28', plays: 9, washes: 9, badges: [] })).toEqual([]);
  });

  it('counts an article opened, and read only once its end was seen, each on its first day', () => {
    let record = add(emptyRecord(), article('how-you-breathe', false), '2026-11-20');
    expect(record.articles['how-you-breathe']).toEqual({ opened: '2026-11-20', read: null });
    record = add(record, article('how-you-breathe', true), '2026-11-21');
    record = add(record, article('how-you-breathe', true), '2026-11-22');
    record = add(record, article('how-you-breathe', false), '2026-11-23');
    expect(record.articles['how-you-breathe']).toEqual({ opened: '2026-11-20', read: '2026-11-21' });
  });

  it('returns the same record when an article adds nothing new, and never changes the one it is given', () => {
    const opened = add(emptyRecord(), article('how-you-breathe', false));
    expect(add(opened, article('how-you-breathe', false))).toBe(opened);
    const before = structuredClone(opened);
    add(opened, quiz('body', 4));
    add(opened, game('label-the-organs', 30, ['organExplorer']));
    expect(opened).toEqual(before);
  });
});

describe('merging two passports (Load a copy, keep the best of both)', () => {
  const mine = [quiz('body', 3), game('trigger-dash', 16, ['safeChooser', 'cleanAirChampion']), article('how-you-breathe', true)].reduce(
    (record, entry) => add(record, entry, '2026-11-20'),
    emptyRecord(),
  );
  const copy = [quiz('body', 5), quiz('nutrition', 2), game('trigger-dash', 11, ['safeChooser']), game('trigger-dash', 9), article('how-you-breathe', false), article('body-image', true)].reduce(
    (record, entry) => add(record, entry, '2026-11-10'),
    emptyRecord(),
  );

  it('keeps the higher best, every badge, the larger count and the first days', () => {
    const merged = mergeRecords(mine, copy);
    expect(merged.quizzes).toEqual({ body: { best: 5, total: 5, on: '2026-11-10' }, nutrition: { best: 2, total: 5, on: '2026-11-10' } });
    expect(merged.games['trigger-dash']).toEqual({ best: 16, on: '2026-11-20', plays: 2, washes: 0, badges: ['cleanAirChampion', 'safeChooser'] });
    expect(merged.articles['how-you-breathe']).toEqual({ opened: '2026-11-10', read: '2026-11-20' });
    expect(merged.articles['body-image']).toEqual({ opened: '2026-11-10', read: '2026-11-10' });
  });

  it('is the same either way round, and loading the same copy twice changes nothing', () => {
    expect(mergeRecords(mine, copy)).toEqual(mergeRecords(copy, mine));
    const once = mergeRecords(mine, copy);
    expect(mergeRecords(once, copy)).toEqual(once);
    expect(mergeRecords(mine, mine)).toEqual(mine);
    expect(mergeRecords(emptyRecord(), mine)).toEqual(mine);
  });
});

describe('stamps and the complete passport', () => {
  const done = (record: PassportRecord, rule: StampRule) =>
    [...rule.articles.map((id) => article(id, true)), quiz(rule.category, 1), game(rule.game, 0)].reduce((kept, entry) => add(kept, entry), record);

  it('stamps a category once its three articles are read, its quiz finished and its game played', () => {
    expect(stampProgress(done(emptyRecord(), bodyRule), bodyRule)).toEqual({
      category: 'body',
      articlesRead: 3,
      articlesNeeded: 3,
      quizDone: true,
      gamePlayed: true,
      stamped: true,
    });
  });

  it('holds the stamp back while any one part is missing', () => {
    const all = done(emptyRecord(), bodyRule);
    const onlyOpened = add({ ...all, articles: { ...all.articles, 'how-you-breathe': { opened: '2026-11-28', read: null } } }, article('how-you-breathe', false));
    const noQuiz = { ...all, quizzes: {} };
    const notPlayed = { ...all, games: { 'label-the-organs': { best: null, on: '2026-11-28', plays: 0, washes: 0, badges: [] } } };
    expect(stampProgress(onlyOpened, bodyRule)).toMatchObject({ articlesRead: 2, stamped: false });
    expect(stampProgress(noQuiz, bodyRule)).toMatchObject({ quizDone: false, stamped: false });
    expect(stampProgress(notPlayed, bodyRule)).toMatchObject({ gamePlayed: false, stamped: false });
  });

  it('is complete with every category stamped, and not with one missing', () => {
    const careersRule: StampRule = { category: 'careers', articles: ['doctors-and-nurses', 'a-visit-to-the-dentist', 'hospital-heroes'], game: 'career-match' };
    const both = done(done(emptyRecord(), bodyRule), careersRule);
    expect(isComplete(both, [bodyRule, careersRule])).toBe(true);
    expect(isComplete(done(emptyRecord(), bodyRule), [bodyRule, careersRule])).toBe(false);
    expect(isComplete(both, [])).toBe(false);
  });
});

describe('a device from before the passport (version 0: the Handwashing Timer’s streak keys)', () => {
  it('starts the passport with at least as many washes as the best streak, with their badges', () => {
    const record = fromEarlierKeys({ currentStreak: 2, bestStreak: 6 }, 0, '2026-11-28', totalsBadges);
    expect(record.games['handwashing-timer']).toEqual({ best: null, on: '2026-11-28', plays: 6, washes: 6, badges: ['cleanHands', 'washPro'] });
  });

  it('takes off the washes already noted for the passport, which raised the streaks too', () => {
    expect(fromEarlierKeys({ currentStreak: 1, bestStreak: 1 }, 1, '2026-11-28', totalsBadges)).toEqual(emptyRecord());
    expect(fromEarlierKeys({ currentStreak: 3, bestStreak: 7 }, 2, '2026-11-28', totalsBadges).games['handwashing-timer']?.washes).toBe(5);
  });

  it('starts empty on a device that never washed', () => {
    expect(fromEarlierKeys({ currentStreak: 0, bestStreak: 0 }, 0, '2026-11-28', totalsBadges)).toEqual(emptyRecord());
  });
});
