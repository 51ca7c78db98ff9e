// What a page, a quiz or a game tells the passport, in the first download of the pages that record
// (articles, and category pages with their quiz and game): each entry is added to a short list on
// this device, with its day, and the passport page folds the list into
// the record through its schema (keep.ts). So no page but the passport loads the record's code,
// and a results screen knows at once whether its entry was kept. Nothing here is ever sent.
import { canKeepPassport, dayOf, PASSPORT_NEW_KEY, waitingIn } from './device';
import type { GamePlay, PassportEntry } from './record';

export { canKeepPassport };

/** Past this many entries waiting, the list is folded into the record where it is (a child who never opens the passport). */
export const FOLD_AT = 300;

/** Past this many (the fold could not run), further entries are not kept. */
const MAX_WAITING = 600;

const sameArticle = (kept: unknown, entry: PassportEntry) =>
  entry.kind === 'article' && typeof kept === 'object' && kept !== null && (kept as { article?: unknown }).article === entry.article && (kept as { read?: unknown }).read === entry.read;

/** Adds `entry` for the passport. False when this device cannot keep it (the results say so). */
export function notePassport(entry: PassportEntry, now = new Date()): boolean {
  try {
    const store = window.localStorage;
    const list = waitingIn(store.getItem(PASSPORT_NEW_KEY));
    if (list.some((kept) => sameArticle(kept, entry))) return true;
    if (list.length >= MAX_WAITING) return false;
    list.push({ ...entry, on: dayOf(now) });
    store.setItem(PASSPORT_NEW_KEY, JSON.stringify(list));
    if (list.length >= FOLD_AT) void import('./keep').then((keep) => keep.readPassport(), () => undefined);
    return true;
  } catch {
    return false;
  }
}

/** A game session's listener that notes each play its events make (the game frame's, off the board). */
export function notePlays<Event>(passport: { game: string; play(event: Event): GamePlay | null }): (events: Event[]) => void {
  return (events) => {
    for (const event of events) {
      const play = passport.play(event);
      if (play) notePassport({ kind: 'game', game: passport.game, play });
    }
  };
}
