// What the server keeps of the two forms, and for how long.
import { createHash } from 'node:crypto';
import type { Database } from './database';
import type { TopicSuggestion } from '../src/forms/suggestion';
import type { ContactMessage } from '../src/forms/contact';

export type SubmissionKind = 'suggestions' | 'contact';

/**
 * The id a send is stored under: made from the app's send id and the words, so that the same words
 * sent again (the outbox retrying after "try again soon") are one row, and different words under
 * the same send id (a child who edited the form after "Something went wrong", while the first send
 * was stored after all) are a row of their own, never thanked and dropped (security review S3).
 */
function storedSendId(sendId: string, words: unknown[]): string {
  const hex = createHash('sha256').update(JSON.stringify([sendId, ...words])).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Stores a suggestion once per send and its words (storedSendId). Returns whether this call stored
 * it (false for a repeat), which the answer does not show: a repeat is answered as the first send was.
 */
export async function saveSuggestion(db: Database, suggestion: TopicSuggestion, sendId: string): Promise<boolean> {
  const name = suggestion.name ?? null;
  const rows = await db.query(
    `INSERT INTO topic_suggestions (name, age_group, topic_suggestion, agree_to_share, created_at, send_id)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (send_id) DO NOTHING RETURNING id`,
    [name, suggestion.ageGroup, suggestion.topicSuggestion, suggestion.agreeToShare, suggestion.createdAt, storedSendId(sendId, [name, suggestion.ageGroup, suggestion.topicSuggestion])],
  );
  return rows.length > 0;
}

/** Stores a contact message once per send and its words, as saveSuggestion does. */
export async function saveContactMessage(db: Database, message: ContactMessage, createdAt: Date, sendId: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO contact_messages (name, email, message, created_at, send_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (send_id) DO NOTHING RETURNING id`,
    [message.name, message.email, message.message, createdAt.toISOString(), storedSendId(sendId, [message.name, message.email, message.message])],
  );
  return rows.length > 0;
}

/**
 * Deletes the e-mail address of a contact message once it has been answered: the address was
 * needed only for the reply. Returns whether there was one to delete.
 */
export async function forgetEmail(db: Database, id: number): Promise<boolean> {
  const rows = await db.query(`UPDATE contact_messages SET email = '' WHERE id = $1 AND email <> '' RETURNING id`, [id]);
  return rows.length > 0;
}

/** One stored submission as the founders read it (`npm run submissions`). */
export type SubmissionRow = Record<string, string | number | boolean | null>;

const listQueries: Record<SubmissionKind, string> = {
  suggestions:
    'SELECT id, created_at, name, age_group, topic_suggestion FROM topic_suggestions WHERE created_at >= $1 ORDER BY created_at, id',
  contact: 'SELECT id, created_at, name, email, message FROM contact_messages WHERE created_at >= $1 ORDER BY created_at, id',
};

/** The submissions of one kind made since `since`, oldest first. */
export async function listSubmissions(db: Database, kind: SubmissionKind, since: Date): Promise<SubmissionRow[]> {
  const rows = await db.query<{ id: unknown; created_at: unknown } & SubmissionRow>(listQueries[kind], [since.toISOString()]);
  // pg gives bigserial ids as strings and timestamps as Dates; PGlite may differ: one shape for both.
  return rows.map(({ id, created_at, ...rest }) => ({
    id: Number(id),
    created_at: created_at instanceof Date ? created_at.toISOString() : String(created_at),
    ...rest,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what is older than its retention; returns how many rows of each kind went. */
export async function deleteExpired(
  db: Database,
  retentionDays: { contact: number; suggestions: number },
  now: Date,
): Promise<{ contact: number; suggestions: number }> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const contact = await db.query('DELETE FROM contact_messages WHERE created_at < $1 RETURNING id', [before(retentionDays.contact)]);
  const suggestions = await db.query('DELETE FROM topic_suggestions WHERE created_at < $1 RETURNING id', [
    before(retentionDays.suggestions),
  ]);
  return { contact: contact.length, suggestions: suggestions.length };
}
