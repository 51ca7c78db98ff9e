// Where the forms are stored, as the server sees it: a database that may not be there yet (still
// connecting at start, a data folder not writable yet) or may go away for a while (PostgreSQL
// restarting). The server listens and serves pages first; the forms answer "try again soon" until
// the database is there (server/forms.ts).
import { errorCode, migrate, type Database } from './database';

/** The forms' database as the routes read it: null while it is not ready. */
export interface Storage {
  readonly db: Database | null;
}

/** Storage that is ready from the start (a database opened beforehand, as the tests do). */
export const readyStorage = (db: Database): Storage => ({ db });

/** The wait before connection attempt `attempt` (1, 2, ...): 0.5 s doubling to at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, attempt - 1));
}

export interface ConnectOptions {
  open: () => Promise<Database>;
  /** Told each failed attempt's error code and the wait before the next. */
  onRetry: (code: string, waitMs: number) => void;
  /** Whether an error ends the attempts (the process then stops with its message). */
  isFinal?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Storage that connects in the background: opens the database and brings its schema up to date,
 * again and again with a growing wait until it works. `ready` settles once it is there (or with
 * the final error); `close` stops trying and closes what was opened.
 */
export function connectInBackground(options: ConnectOptions): Storage & { ready: Promise<Database>; close(): Promise<void> } {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));
  let db: Database | null = null;
  let closed = false;
  const ready = (async () => {
    for (let attempt = 1; ; attempt += 1) {
      let opened: Database | null = null;
      try {
        opened = await options.open();
        await migrate(opened);
        if (closed) {
          await opened.close();
          throw new Error('closed');
        }
        db = opened;
        return opened;
      } catch (error) {
        await opened?.close().catch(() => undefined);
        if (closed || options.isFinal?.(error)) throw error;
        const wait = retryDelayMs(attempt);
        options.onRetry(errorCode(error), wait);
        await sleep(wait);
      }
    }
  })();
  // A rejection here is read by main (the final error); nothing else waits on it.
  ready.catch(() => undefined);
  return {
    get db() {
      return db;
    },
    ready,
    async close() {
      closed = true;
      await db?.close();
    },
  };
}
