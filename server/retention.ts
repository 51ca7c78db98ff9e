// Deleting what the privacy page says is kept only for a while (src/content/privacy.ts): run by
// one instance at a time (an advisory lock that a busy one skips), then the database's files are
// cleared of what was deleted (security review S2), at every run, so that a clean-up that failed
// (a long backup holding the tables, a database that went away) is done by the next one.
import { retention } from '../src/content/privacy';
import { errorCode, type Database } from './database';
import { deleteExpired } from './store';

export interface RetentionDays {
  contact: number;
  suggestions: number;
}

/** How often the job runs: also the longest that deleted words stay in the database's files (the privacy page says so). */
export const RETENTION_EVERY_MS = retention.cleanUpHours * 60 * 60 * 1000;

/** The tables that hold what visitors sent. */
const FORM_TABLES = ['contact_messages', 'topic_suggestions'] as const;

/**
 * Clears deleted rows out of the database's files. A DELETE (or an UPDATE) only marks the old row
 * dead: its words stay in the table's files, and in the write-ahead log, until they are written
 * over. VACUUM FULL writes each table afresh (they are small); ending the log's current segment
 * and a checkpoint then let the database remove the segments that held them (with wal_recycle off,
 * which server/database.ts sets for PGlite and the README asks of a PostgreSQL server, a removed
 * segment is deleted, not kept for reuse with its old words in it).
 */
export async function clearDeletedWords(db: Database, tables: readonly string[] = FORM_TABLES): Promise<void> {
  for (const table of tables) await db.exec(`VACUUM FULL ${table}`);
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}

export interface TidyResult {
  contact: number;
  suggestions: number;
  /** Whether the files were cleared; when not, the error's code (the next run tries again). */
  cleared: true | { failed: string };
}

/**
 * Deletes what is past its time and clears the files, if no other instance is doing it right now.
 * Returns how many of each went, or null when another instance held the job.
 */
export async function tidy(db: Database, days: RetentionDays, now: Date): Promise<TidyResult | null> {
  return db.exclusive(
    'retention',
    async () => {
      const gone = await deleteExpired(db, days, now);
      try {
        await clearDeletedWords(db);
        return { ...gone, cleared: true as const };
      } catch (error) {
        return { ...gone, cleared: { failed: errorCode(error) } };
      }
    },
    { wait: false },
  );
}
