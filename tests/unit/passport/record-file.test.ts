import { describe, expect, it } from 'vitest';
import { COPY_KIND, copyFileName, copyText, MAX_COPY_BYTES, readCopy, readStoredRecord, soundEntries, upgradeRecord } from '../../../src/passport/record-file';
import { emptyRecord, type PassportRecord } from '../../../src/passport/record';

const full: PassportRecord = {
  version: 1,
  quizzes: { body: { best: 4, total: 5, on: '2026-11-20' } },
  games: {
    'label-the-organs': { best: 41, on: '2026-11-21', plays: 2, washes: 0, badges: ['organExplorer', 'precisionPro'] },
    'handwashing-timer': { best: null, on: '2026-11-22', plays: 3, washes: 3, badges: ['cleanHands'] },
  },
  articles: { 'how-you-breathe': { opened: '2026-11-19', read: '2026-11-19' }, 'body-image': { opened: '2026-11-20', read: null } },
};

describe('the stored record', () => {
  it('reads back what was written', () => {
    expect(readStoredRecord(JSON.stringify(full))).toEqual({ ok: true, record: full });
    expect(readStoredRecord(JSON.stringify(emptyRecord()))).toEqual({ ok: true, record: emptyRecord() });
  });

  it('calls a broken or wrongly shaped record damaged', () => {
    for (const text of ['{not json', '[]', 'null', '"passport"', JSON.stringify({ ...full, quizzes: { body: { best: -1, total: 5, on: '2026-11-20' } } })]) {
      expect(readStoredRecord(text)).toEqual({ ok: false, reason: 'damaged' });
    }
    expect(readStoredRecord(JSON.stringify({ ...full, extra: true }))).toEqual({ ok: false, reason: 'damaged' });
    expect(readStoredRecord(JSON.stringify({ ...full, articles: { 'How You Breathe': { opened: '2026-11-19', read: null } } }))).toEqual({ ok: false, reason: 'damaged' });
    expect(readStoredRecord(JSON.stringify({ ...full, games: { 'trigger-dash': { best: 3, on: 'yesterday', plays: 1, washes: 0, badges: [] } } }))).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });

  it('never takes a record of a newer version for its own (so it is never overwritten), nor one without a version', () => {
    expect(upgradeRecord({ ...full, version: 2, stickers: [] })).toEqual({ ok: false, reason: 'newer' });
    const unversioned: Partial<PassportRecord> = { ...full };
    delete unversioned.version;
    expect(upgradeRecord(unversioned)).toEqual({ ok: false, reason: 'damaged' });
    expect(upgradeRecord({ ...full, version: 0 })).toEqual({ ok: false, reason: 'damaged' });
    expect(upgradeRecord(full)).toEqual({ ok: true, record: full });
  });
});

describe('a saved copy', () => {
  it('is named by its day and reads back to the same record', () => {
    expect(copyFileName('2026-11-28')).toBe('healthsprout-passport-2026-11-28.json');
    const text = copyText(full, '2026-11-28');
    expect(JSON.parse(text)).toMatchObject({ kind: COPY_KIND, savedOn: '2026-11-28' });
    expect(readCopy(text)).toEqual({ ok: true, record: full });
  });

  it('holds no name and nothing but the record', () => {
    expect(Object.keys(JSON.parse(copyText(full, '2026-11-28')) as object)).toEqual(['kind', 'savedOn', 'record']);
  });

  it('refuses a file that is not a passport, saying so', () => {
    expect(readCopy('%PDF-1.7 binary')).toEqual({ ok: false, reason: 'foreign' });
    expect(readCopy(JSON.stringify({ name: 'my-app', version: '1.0.0' }))).toEqual({ ok: false, reason: 'foreign' });
    expect(readCopy(JSON.stringify(full))).toEqual({ ok: false, reason: 'foreign' });
    expect(readCopy('')).toEqual({ ok: false, reason: 'foreign' });
  });

  it('refuses a damaged passport file', () => {
    const copy = JSON.parse(copyText(full, '2026-11-28')) as { record: PassportRecord };
    expect(readCopy(JSON.stringify({ ...copy, record: { ...copy.record, games: { x: 'lots' } } }))).toEqual({ ok: false, reason: 'damaged' });
    expect(readCopy(JSON.stringify({ kind: COPY_KIND, savedOn: 'today', record: full }))).toEqual({ ok: false, reason: 'damaged' });
    expect(readCopy(copyText(full, '2026-11-28').slice(0, 120))).toEqual({ ok: false, reason: 'foreign' });
  });

  it('refuses a copy from a newer version, and one far too large to be a passport', () => {
    expect(readCopy(JSON.stringify({ kind: COPY_KIND, savedOn: '2026-11-28', record: { ...full, version: 3 } }))).toEqual({ ok: false, reason: 'newer' });
    expect(readCopy(' '.repeat(MAX_COPY_BYTES + 1))).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('entries waiting to be folded in', () => {
  it('keeps the sound ones in their order and drops only the broken ones', () => {
    const quiz = { kind: 'quiz', category: 'body', correct: 4, total: 5, on: '2026-11-28' };
    const play = { kind: 'game', game: 'trigger-dash', play: { score: 15, badges: ['safeChooser', 'cleanAirChampion'], finished: true }, on: '2026-11-28' };
    const wash = { kind: 'game', game: 'handwashing-timer', play: { score: null, badges: [], finished: true, washes: 1 }, on: '2026-11-28' };
    const read = { kind: 'article', article: 'how-you-breathe', read: true, on: '2026-11-28' };
    const broken = [null, 'quiz', { kind: 'quiz', category: 'body', correct: 'four', total: 5, on: '2026-11-28' }, { ...read, on: undefined }, { ...play, sent: true }];
    expect(soundEntries([quiz, ...broken, play, wash, read])).toEqual([quiz, play, wash, read]);
  });
});
