// The passport's record as text: what storage holds and what Save a copy writes, each checked by a
// strict schema before anything is read from it. A damaged, foreign or too-large text is refused
// with its reason and changes nothing; a record of a newer version than this site knows is never
// overwritten. Pure: text in, a record or a reason out.
// zod's small build, as the forms and the reading options use: one copy of zod in the site.
import * as z from 'zod/mini';
import { PASSPORT_VERSION, type PassportEntry, type PassportRecord } from './record';

// zod's fast path builds its checks with new Function, which the site's Content-Security-Policy forbids.
z.config({ jitless: true });

/** What a saved copy says it is, so that any other file is told apart at once. */
export const COPY_KIND = 'healthsprout-passport';

/** A copy larger than this is not a passport (a full one is a few kilobytes). */
export const MAX_COPY_BYTES = 200_000;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const id = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80));
const count = z.number().check(z.int(), z.nonnegative(), z.maximum(1_000_000));

const quizSchema = z.strictObject({ best: count, total: z.number().check(z.int(), z.positive(), z.maximum(100)), on: day });
const gameSchema = z.strictObject({
  best: z.nullable(z.number().check(z.int(), z.nonnegative(), z.maximum(1_000_000))),
  on: day,
  plays: count,
  washes: count,
  badges: z.array(z.string().check(z.regex(/^[a-zA-Z]+$/), z.maxLength(40))).check(z.maxLength(20)),
});
const articleSchema = z.strictObject({ opened: day, read: z.nullable(day) });

export const recordSchema = z.strictObject({
  version: z.literal(PASSPORT_VERSION),
  quizzes: z.record(id, quizSchema),
  games: z.record(id, gameSchema),
  articles: z.record(id, articleSchema),
});

const badgeId = z.string().check(z.regex(/^[a-zA-Z]+$/), z.maxLength(40));

/** An entry waiting to be folded into the record (note.ts writes them), with its day. */
const waitingEntrySchema = z.union([
  z.strictObject({ kind: z.literal('quiz'), category: id, correct: count, total: z.number().check(z.int(), z.positive(), z.maximum(100)), on: day }),
  z.strictObject({
    kind: z.literal('game'),
    game: id,
    play: z.strictObject({
      score: z.nullable(count),
      badges: z.array(badgeId).check(z.maxLength(20)),
      finished: z.boolean(),
      washes: z.optional(count),
    }),
    on: day,
  }),
  z.strictObject({ kind: z.literal('article'), article: id, read: z.boolean(), on: day }),
]);

export type WaitingEntry = PassportEntry & { on: string };

/** The waiting entries that are sound, in their order; any other is dropped, never the rest. */
export function soundEntries(list: readonly unknown[]): WaitingEntry[] {
  return list.flatMap((item) => {
    const parsed = waitingEntrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const copySchema = z.strictObject({ kind: z.literal(COPY_KIND), savedOn: day, record: z.unknown() });

/** Why a text is not a record this site can use. */
export type RefusedRecord = 'damaged' | 'newer' | 'foreign' | 'too-large';

export type ReadRecord = { ok: true; record: PassportRecord } | { ok: false; reason: RefusedRecord };

/**
 * A record of any version this site knows, brought up to the current one. Version 1 is the first
 * record (a device before the passport had only the Handwashing Timer's streaks, which
 * `fromEarlierKeys` in record.ts takes up); a later version adds its step here.
 */
export function upgradeRecord(value: unknown): ReadRecord {
  const version = typeof value === 'object' && value !== null && 'version' in value ? (value as { version: unknown }).version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > PASSPORT_VERSION) return { ok: false, reason: 'newer' };
  const parsed = recordSchema.safeParse(value);
  return parsed.success ? { ok: true, record: parsed.data } : { ok: false, reason: 'damaged' };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The record storage holds. */
export function readStoredRecord(text: string): ReadRecord {
  const json = parseJson(text);
  return json.ok ? upgradeRecord(json.value) : { ok: false, reason: 'damaged' };
}

/** A copy a child loads back: a passport file of this site, its record checked. */
export function readCopy(text: string): ReadRecord {
  if (text.length > MAX_COPY_BYTES) return { ok: false, reason: 'too-large' };
  const json = parseJson(text);
  if (!json.ok) return { ok: false, reason: 'foreign' };
  const copy = copySchema.safeParse(json.value);
  if (!copy.success) {
    const kind = typeof json.value === 'object' && json.value !== null && 'kind' in json.value ? (json.value as { kind: unknown }).kind : undefined;
    return { ok: false, reason: kind === COPY_KIND ? 'damaged' : 'foreign' };
  }
  return upgradeRecord(copy.data.record);
}

/** The text of a saved copy. */
export function copyText(record: PassportRecord, savedOn: string): string {
  return `${JSON.stringify({ kind: COPY_KIND, savedOn, record }, null, 2)}\n`;
}

/** The saved copy's file name: the day in it, so that two copies are told apart. */
export function copyFileName(savedOn: string): string {
  return `healthsprout-passport-${savedOn}.json`;
}
