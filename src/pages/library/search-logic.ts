// The E-Library search rules (docs/product.md §5 "Search"), kept free of React so they are tested alone.
import type { CategorySlug } from '../../content/schemas';
import type { SearchEntry } from '../../content/search-index';

/** A category chip's value: one category, or every category ('All Topics'). */
export type CategoryFilter = CategorySlug | 'all';

/** The most results the dropdown shows (docs/product.md §9). */
export const MAX_RESULTS = 5;

/** One run of text, either part of a match or not. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** A trimmed query ready for matching: its length as typed and its folded form. */
interface Needle {
  length: number;
  folded: string;
}

/**
 * Text as search compares it: lower case, without accents or other marks, so that "corazon" finds
 * "corazón", "nino" finds "niño" and "Cafe" finds "café", as a child types on any keyboard.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}

function toNeedle(query: string): Needle | null {
  // As the page's text is written: one character per accented letter.
  const trimmed = query.trim().normalize('NFC');
  return trimmed === '' ? null : { length: trimmed.length, folded: fold(trimmed) };
}

/**
 * Where the needle next occurs in `text`, ignoring case and accents, from index `from`; -1 if
 * nowhere. Compares folded slices of the text instead of searching a folded copy, because folding
 * can change a string's length ('İ' becomes two characters) and the indices would drift. No
 * regular expression is built from the query, so characters like '(' or '.' are plain text.
 */
function indexIgnoringCase(text: string, needle: Needle, from: number): number {
  for (let i = from; i + needle.length <= text.length; i++) {
    if (fold(text.slice(i, i + needle.length)) === needle.folded) return i;
  }
  return -1;
}

function containsQuery(text: string, needle: Needle): boolean {
  return indexIgnoringCase(text, needle, 0) !== -1;
}

/** Whether an entry's title, description or one of its tags contains the trimmed query. */
export function entryMatches(entry: SearchEntry, query: string): boolean {
  const needle = toNeedle(query);
  if (needle === null) return false;
  return (
    containsQuery(entry.title, needle) ||
    containsQuery(entry.description, needle) ||
    entry.tags.some((tag) => containsQuery(tag, needle))
  );
}

/** The entries matching the query and the category filter, in entry order, at most MAX_RESULTS. */
export function searchArticles(entries: SearchEntry[], query: string, filter: CategoryFilter): SearchEntry[] {
  if (query.trim() === '') return [];
  const results: SearchEntry[] = [];
  for (const entry of entries) {
    if (filter !== 'all' && entry.category !== filter) continue;
    if (!entryMatches(entry, query)) continue;
    results.push(entry);
    if (results.length === MAX_RESULTS) break;
  }
  return results;
}

/**
 * Splits `text` into runs, marking every occurrence of the trimmed query (ignoring case and accents).
 * Joining the runs' text gives back `text` exactly; there is always at least one run.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = toNeedle(query);
  if (needle === null) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let start = 0;
  let found = indexIgnoringCase(text, needle, 0);
  while (found !== -1) {
    if (found > start) parts.push({ text: text.slice(start, found), match: false });
    start = found + needle.length;
    parts.push({ text: text.slice(found, start), match: true });
    found = indexIgnoringCase(text, needle, start);
  }
  if (start < text.length || parts.length === 0) parts.push({ text: text.slice(start), match: false });
  return parts;
}

/** The active option after an arrow key: wraps around; -1 (none) when there are no options. */
export function moveActive(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/** What the polite live region says about the results; empty while nothing has been typed. */
export function resultsAnnouncement(query: string, count: number): string {
  if (query.trim() === '') return '';
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
}
