// Deleting what the privacy page says is kept only for a while (src/content/privacy.ts): run by
// one instance at a time (an advisory lock that a busy one skips), then the tables are rewritten
// so that the deleted messages leave the database's files too.
import type { Database } from './database';
import { deleteExpired } from './store';

export interface RetentionDays {
  contact: number;
  suggestions: number;
}

/** How often the job runs. */
export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes what is past its time, if no other instance is doing it right now. Returns how many of
 * each went, or null when another instance held the job.
 */
export async function tidy(db: Database, days: RetentionDays, now: Date): Promise<{ contact: number; suggestions: number } | null> {
  return db.exclusive(
    'retention',
    async () => {
      const gone = await deleteExpired(db, days, now);
      // A plain DELETE only marks the rows dead: their words stay in the table's files until the
      // space is reused. VACUUM FULL writes each table afresh without them (the tables are small).
      if (gone.contact > 0) await db.exec('VACUUM FULL contact_messages');
      if (gone.suggestions > 0) await db.exec('VACUUM FULL topic_suggestions');
      return gone;
    },
    { wait: false },
  );
}
