// What the server keeps of the two forms, and for how long.
import { createHash } from 'node:crypto';
import type { Database } from './database';
import type { TopicSuggestion } from '../src/forms/suggestion';
import type { ContactMessage } from '../src/forms/contact';

export type SubmissionKind = 'suggestions' | 'contact';

/**
 * The id under which different words sent with an id already stored are kept: made from the id and
 * the words, so that the edited send, sent again, is a repeat of itself and stored once too.
 */
function editedSendId(sendId: string, words: unknown[]): string {
  const hex = createHash('sha256').update(JSON.stringify([sendId, ...words])).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Stores a suggestion once per send id: the same words sent again (the app's outbox retrying after
 * "try again soon") change nothing. Different words under an id already stored (a child who edited
 * the form after "Something went wrong", while the first send was stored after all) are stored as
 * a new suggestion, never thanked and dropped (security review S3). Returns whether this call
 * stored anything; the answer does not show it: a repeat is answered as the first send was.
 */
export async function saveSuggestion(db: Database, suggestion: TopicSuggestion, sendId: string): Promise<boolean> {
  const insert = (id: string) =>
    db.query(
      `INSERT INTO topic_suggestions (name, age_group, topic_suggestion, agree_to_share, created_at, send_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (send_id) DO NOTHING RETURNING id`,
      [suggestion.name ?? null, suggestion.ageGroup, suggestion.topicSuggestion, suggestion.agreeToShare, suggestion.createdAt, id],
    );
  if ((await insert(sendId)).length > 0) return true;
  const same = await db.query(
    `SELECT id FROM topic_suggestions WHERE send_id = $1 AND name IS NOT DISTINCT FROM $2 AND age_group = $3 AND topic_suggestion = $4`,
    [sendId, suggestion.name ?? null, suggestion.ageGroup, suggestion.topicSuggestion],
  );
  if (same.length > 0) return false;
  return (await insert(editedSendId(sendId, [suggestion.name ?? null, suggestion.ageGroup, suggestion.topicSuggestion]))).length > 0;
}

/** Stores a contact message once per send id, and different words under a stored id as a new message, as saveSuggestion does. */
export async function saveContactMessage(db: Database, message: ContactMessage, createdAt: Date, sendId: string): Promise<boolean> {
  const insert = (id: string) =>
    db.query(
      `INSERT INTO contact_messages (name, email, message, created_at, send_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (send_id) DO NOTHING RETURNING id`,
      [message.name, message.email, message.message, createdAt.toISOString(), id],
    );
  if ((await insert(sendId)).length > 0) return true;
  const same = await db.query(`SELECT id FROM contact_messages WHERE send_id = $1 AND name = $2 AND email = $3 AND message = $4`, [
    sendId,
    message.name,
    message.email,
    message.message,
  ]);
  if (same.length > 0) return false;
  return (await insert(editedSendId(sendId, [message.name, message.email, message.message]))).length > 0;
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
