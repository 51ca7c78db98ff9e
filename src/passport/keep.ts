// The passport on this device: one record under one key, read through its schema, with the entries
// pages have noted since (note.ts) folded in. Loaded by the passport page only (and by a page whose
// list of entries has grown long). A record this site cannot read is set aside, not lost; one made
// by a newer version of the site is never overwritten.
import { emptyRecord, addEntry, fromEarlierKeys, type PassportRecord } from './record';
import { readStoredRecord, soundEntries } from './record-file';
import { totalsBadges } from './badge-rules';
import { canKeepPassport, dayOf, NAME_KEY, PASSPORT_KEY, PASSPORT_NEW_KEY, SET_ASIDE_KEY, waitingIn } from './device';
import { readCount, storage } from '../lib/safe-storage';
/** docs/product.md's Handwashing Timer streak keys (src/games/handwashing-timer/logic.ts), read once to start a passport. */
export const STREAK_KEYS = { current: 'handwashing-current-streak', best: 'handwashing-best-streak' } as const;

/** What the passport page shows about the record's keeping. */
export type PassportProblem = null | 'not-kept' | 'set-aside' | 'newer';

export interface PassportRead {
  record: PassportRecord;
  problem: PassportProblem;
}

function get(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage that cannot be reached holds nothing to remove.
  }
}

const waitingList = () => waitingIn(get(PASSPORT_NEW_KEY));

/**
 * The record, with every waiting entry folded in and written back; the entries folded are taken off
 * the list (any noted meanwhile, by another tab, stay for next time).
 */
export function readPassport(now = new Date()): PassportRead {
  if (!canKeepPassport()) return { record: emptyRecord(), problem: 'not-kept' };
  const stored = get(PASSPORT_KEY);
  let record: PassportRecord;
  let problem: PassportProblem = null;
  const list = waitingList();
  const entries = soundEntries(list);
  if (stored === null || stored === '') {
    const noted = entries.reduce((washes, entry) => washes + (entry.kind === 'game' ? (entry.play.washes ?? 0) : 0), 0);
    record = fromEarlierKeys({ currentStreak: readCount(storage, STREAK_KEYS.current), bestStreak: readCount(storage, STREAK_KEYS.best) }, noted, dayOf(now), totalsBadges);
  } else {
    const read = readStoredRecord(stored);
    if (read.ok) {
      record = read.record;
    } else if (read.reason === 'newer') {
      return { record: emptyRecord(), problem: 'newer' };
    } else {
      if (get(SET_ASIDE_KEY) === null) set(SET_ASIDE_KEY, stored);
      record = emptyRecord();
      problem = 'set-aside';
    }
  }
  for (const entry of entries) record = addEntry(record, entry, entry.on, totalsBadges);
  if (stored === null || list.length > 0 || problem === 'set-aside') {
    if (!set(PASSPORT_KEY, JSON.stringify(record))) return { record, problem: 'not-kept' };
    const after = waitingList();
    if (after.length > list.length) set(PASSPORT_NEW_KEY, JSON.stringify(after.slice(list.length)));
    else remove(PASSPORT_NEW_KEY);
  }
  return { record, problem };
}

/** Replaces the record (a loaded copy, merged or not). False when this device cannot keep it. */
export function writePassport(record: PassportRecord): boolean {
  return set(PASSPORT_KEY, JSON.stringify(record));
}

/** Start over: the record, the waiting entries and a remembered name go; the Handwashing streaks stay (they are the game's). */
export function clearPassport(): boolean {
  remove(PASSPORT_NEW_KEY);
  remove(NAME_KEY);
  remove(SET_ASIDE_KEY);
  return set(PASSPORT_KEY, JSON.stringify(emptyRecord()));
}

/** The name remembered for the printed passport, or ''. */
export function rememberedName(): string {
  return get(NAME_KEY) ?? '';
}

/** Remembers the name on this device, or forgets it (`null`). */
export function rememberName(name: string | null): boolean {
  if (name === null) {
    remove(NAME_KEY);
    return true;
  }
  return set(NAME_KEY, name);
}
