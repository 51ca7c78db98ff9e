// Where the passport lives on this device, and whether this device lets it live there at all.

/** The record (keep.ts reads and writes it through its schema). */
export const PASSPORT_KEY = 'healthsprout:passport';
/** The entries pages have noted since the record was last read (note.ts). */
export const PASSPORT_NEW_KEY = 'healthsprout:passport-new';
/** Where a record that could not be read is kept, so that nothing is thrown away. */
export const SET_ASIDE_KEY = 'healthsprout:passport-unreadable';
/** The child's name for the printed passport, only when they ask for it to be remembered. */
export const NAME_KEY = 'healthsprout:passport-name';

/** The waiting entries' list as stored: an array, or empty for none or a damaged one (never a throw). */
export function waitingIn(text: string | null): unknown[] {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

const PROBE_KEY = 'healthsprout:passport-probe';

/** Whether this device lets the passport keep anything: false in a browser whose storage is blocked or full. */
export function canKeepPassport(): boolean {
  try {
    const store = window.localStorage;
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** A day as the record keeps it: 2026-11-28, in the device's own time zone. */
export function dayOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
