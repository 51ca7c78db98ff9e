// The passport on a device: what pages note, how the passport page folds it in, and every way
// storage can fail (private windows, full, blocked) without the rest of the site noticing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAME_KEY, PASSPORT_KEY, PASSPORT_NEW_KEY, SET_ASIDE_KEY } from '../../../src/passport/device';
import { FOLD_AT, notePassport, notePlays } from '../../../src/passport/note';
import { clearPassport, readPassport, rememberName, rememberedName, STREAK_KEYS, writePassport } from '../../../src/passport/keep';
import { emptyRecord } from '../../../src/passport/record';
import { BEST_STREAK_KEY, CURRENT_STREAK_KEY } from '../../../src/games/handwashing-timer/logic';

/** A Storage in memory; `fail` makes its writes (or everything) throw as a browser's may. */
class DeviceStorage {
  items = new Map<string, string>();
  fail: 'none' | 'writes' | 'all' = 'none';
  getItem(key: string) {
    if (this.fail === 'all') throw new DOMException('blocked', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.fail !== 'none') throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    if (this.fail === 'all') throw new DOMException('blocked', 'SecurityError');
    this.items.delete(key);
  }
}

let device: DeviceStorage;
const now = new Date(2026, 10, 28, 10);

beforeEach(() => {
  device = new DeviceStorage();
  vi.stubGlobal('window', { localStorage: device });
});
afterEach(() => vi.unstubAllGlobals());

const waiting = () => JSON.parse(device.items.get(PASSPORT_NEW_KEY) ?? '[]') as unknown[];

describe('noting what a child did', () => {
  it('adds each entry with its day, and says it was kept', () => {
    expect(notePassport({ kind: 'quiz', category: 'body', correct: 4, total: 5 }, now)).toBe(true);
    expect(waiting()).toEqual([{ kind: 'quiz', category: 'body', correct: 4, total: 5, on: '2026-11-28' }]);
  });

  it('notes an article opened or read once while it waits', () => {
    for (let i = 0; i < 3; i += 1) notePassport({ kind: 'article', article: 'how-you-breathe', read: false }, now);
    notePassport({ kind: 'article', article: 'how-you-breathe', read: true }, now);
    expect(waiting()).toHaveLength(2);
  });

  it('notes the plays a game’s events make, and nothing for the others', () => {
    const listen = notePlays<{ type: string; score?: number }>({
      game: 'trigger-dash',
      play: (event) => (event.type === 'ended' ? { score: event.score ?? 0, badges: [], finished: true } : null),
    });
    listen([{ type: 'tapped' }, { type: 'ended', score: 7 }]);
    expect(waiting()).toEqual([{ kind: 'game', game: 'trigger-dash', play: { score: 7, badges: [], finished: true }, on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }]);
  });

  it('says it could not keep the entry when storage is blocked or full, and throws nothing', () => {
    device.fail = 'writes';
    expect(notePassport({ kind: 'quiz', category: 'body', correct: 4, total: 5 }, now)).toBe(false);
    device.fail = 'all';
    expect(notePassport({ kind: 'article', article: 'how-you-breathe', read: true }, now)).toBe(false);
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('no storage', 'SecurityError');
      },
    });
    expect(notePassport({ kind: 'article', article: 'how-you-breathe', read: true }, now)).toBe(false);
  });

  it('starts a damaged list again rather than failing', () => {
    device.items.set(PASSPORT_NEW_KEY, '{oops');
    expect(notePassport({ kind: 'quiz', category: 'body', correct: 1, total: 5 }, now)).toBe(true);
    expect(waiting()).toHaveLength(1);
  });

  it('folds a long list into the record by itself', async () => {
    device.items.set(PASSPORT_NEW_KEY, JSON.stringify(Array.from({ length: FOLD_AT - 1 }, () => ({ kind: 'quiz', category: 'body', correct: 2, total: 5, on: '2026-11-27' }))));
    notePassport({ kind: 'quiz', category: 'body', correct: 5, total: 5 }, now);
    await vi.waitFor(() => expect(device.items.has(PASSPORT_NEW_KEY)).toBe(false));
    expect(JSON.parse(device.items.get(PASSPORT_KEY) ?? '{}')).toMatchObject({ quizzes: { body: { best: 5, on: '2026-11-28' } } });
  });
});

describe('reading the passport on its page', () => {
  it('folds the waiting entries in, writes the record and empties the list', () => {
    notePassport({ kind: 'quiz', category: 'body', correct: 3, total: 5 }, now);
    notePassport({ kind: 'game', game: 'label-the-organs', play: { score: 40, badges: ['organExplorer'], finished: true } }, now);
    notePassport({ kind: 'article', article: 'how-you-breathe', read: true }, now);
    const read = readPassport(now);
    expect(read.problem).toBeNull();
    expect(read.record.quizzes.body).toEqual({ best: 3, total: 5, on: '2026-11-28' });
    expect(read.record.games['label-the-organs']).toMatchObject({ best: 40, plays: 1, badges: ['organExplorer'] });
    expect(read.record.articles['how-you-breathe']?.read).toBe('2026-11-28');
    expect(device.items.has(PASSPORT_NEW_KEY)).toBe(false);
    expect(readPassport(now).record).toEqual(read.record);
  });

  it('drops a broken waiting entry and keeps the rest', () => {
    device.items.set(
      PASSPORT_NEW_KEY,
      JSON.stringify([{ kind: 'quiz', category: 'body', correct: 'lots', total: 5, on: '2026-11-28' }, { kind: 'quiz', category: 'nutrition', correct: 4, total: 5, on: '2026-11-28' }]),
    );
    expect(Object.keys(readPassport(now).record.quizzes)).toEqual(['nutrition']);
  });

  it('reads the very keys the Handwashing Timer writes its streaks under', () => {
    expect(STREAK_KEYS).toEqual({ current: CURRENT_STREAK_KEY, best: BEST_STREAK_KEY });
  });

  it('starts from the Handwashing Timer’s streak keys on a device that washed before the passport', () => {
    device.items.set(STREAK_KEYS.best, '5');
    device.items.set(STREAK_KEYS.current, '1');
    expect(readPassport(now).record.games['handwashing-timer']).toMatchObject({ washes: 5, badges: ['cleanHands', 'washPro'] });
    // Once the record exists, the streak keys are not counted again.
    expect(readPassport(now).record.games['handwashing-timer']?.washes).toBe(5);
  });

  it('counts a wash noted before the passport was first read once, though it raised the streaks too', () => {
    device.items.set(STREAK_KEYS.best, '1');
    device.items.set(STREAK_KEYS.current, '1');
    notePassport({ kind: 'game', game: 'handwashing-timer', play: { score: null, badges: [], finished: true, washes: 1 } }, now);
    expect(readPassport(now).record.games['handwashing-timer']).toMatchObject({ washes: 1, plays: 1, badges: ['cleanHands'] });
  });

  it('sets a record it cannot read aside, starts a new one and says so once', () => {
    device.items.set(PASSPORT_KEY, '{"version":1,"quizzes":');
    const read = readPassport(now);
    expect(read).toEqual({ record: emptyRecord(), problem: 'set-aside' });
    expect(device.items.get(SET_ASIDE_KEY)).toBe('{"version":1,"quizzes":');
    expect(readPassport(now).problem).toBeNull();
  });

  it('never overwrites a record of a newer version, even with entries waiting', () => {
    const newer = JSON.stringify({ version: 2, quizzes: {}, games: {}, articles: {}, stickers: [] });
    device.items.set(PASSPORT_KEY, newer);
    notePassport({ kind: 'quiz', category: 'body', correct: 3, total: 5 }, now);
    expect(readPassport(now).problem).toBe('newer');
    expect(device.items.get(PASSPORT_KEY)).toBe(newer);
    expect(waiting()).toHaveLength(1);
  });

  it('says the passport cannot be kept when storage is blocked or full, and shows an empty one', () => {
    device.fail = 'writes';
    expect(readPassport(now)).toEqual({ record: emptyRecord(), problem: 'not-kept' });
    device.fail = 'all';
    expect(readPassport(now)).toEqual({ record: emptyRecord(), problem: 'not-kept' });
    expect(writePassport(emptyRecord())).toBe(false);
    expect(clearPassport()).toBe(false);
  });

  it('keeps entries noted meanwhile by another tab for the next read', () => {
    notePassport({ kind: 'quiz', category: 'body', correct: 3, total: 5 }, now);
    const realSet = device.setItem.bind(device);
    let once = true;
    device.setItem = (key, value) => {
      realSet(key, value);
      if (key === PASSPORT_KEY && once) {
        once = false;
        realSet(PASSPORT_NEW_KEY, JSON.stringify([...waiting(), { kind: 'quiz', category: 'careers', correct: 5, total: 5, on: '2026-11-28' }]));
      }
    };
    readPassport(now);
    expect(waiting()).toEqual([{ kind: 'quiz', category: 'careers', correct: 5, total: 5, on: '2026-11-28' }]);
    expect(Object.keys(readPassport(now).record.quizzes).sort()).toEqual(['body', 'careers']);
  });
});

describe('starting over and the printed name', () => {
  it('clears the record, the waiting list, a set-aside record and the name, and leaves the streak keys', () => {
    device.items.set(STREAK_KEYS.best, '3');
    notePassport({ kind: 'quiz', category: 'body', correct: 3, total: 5 }, now);
    readPassport(now);
    notePassport({ kind: 'quiz', category: 'careers', correct: 3, total: 5 }, now);
    device.items.set(SET_ASIDE_KEY, 'old');
    rememberName('Ava');
    expect(clearPassport()).toBe(true);
    expect(readPassport(now).record).toEqual(emptyRecord());
    expect([...device.items.keys()].sort()).toEqual([PASSPORT_KEY, STREAK_KEYS.best].sort());
  });

  it('remembers a name only when asked, and forgets it', () => {
    expect(rememberedName()).toBe('');
    expect(rememberName('Ava')).toBe(true);
    expect(device.items.get(NAME_KEY)).toBe('Ava');
    expect(rememberedName()).toBe('Ava');
    rememberName(null);
    expect(device.items.has(NAME_KEY)).toBe(false);
  });
});
