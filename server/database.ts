// One small interface over the two PostgreSQLs the site can store its forms in: PGlite (Postgres
// compiled to WebAssembly, in a data folder: nothing to install, one process) by default, or a real
// PostgreSQL server named by DATABASE_URL, which any number of instances may share. The same SQL
// and the same migrations run on both.
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Database {
  /** Runs one statement with $1, $2... parameters and returns its rows. */
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` while holding the lock `name` across every instance sharing the database (a
   * PostgreSQL advisory lock; PGlite has one process, whose folder lock is the lock). `wait: false`
   * gives up at once when another instance holds it, and returns null.
   */
  exclusive<T>(name: LockName, work: () => Promise<T>, options: { wait: boolean }): Promise<T | null>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the start-up line and the tests. */
  kind: 'pglite' | 'postgres';
}

/** The locks the instances share; each is a fixed advisory-lock number. */
export const lockKeys = { migrations: 7_310_001, retention: 7_310_002 } as const;
export type LockName = keyof typeof lockKeys;

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory (tests). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/**
 * How long the server waits on PostgreSQL. A visitor's send is answered within a few seconds
 * either way: stored, or "try again soon" with what was typed kept.
 */
export const DATABASE_TIMEOUTS = { connectMs: 5_000, queryMs: 10_000, statementMs: 8_000 } as const;

export interface OpenOptions {
  /** Told the code of an error that happened outside any query (a restarted or lost server). */
  onError?: (code: string) => void;
}

/** An error's code (a PostgreSQL SQLSTATE such as 57P01, or a Node code such as ECONNREFUSED), never its text. */
export const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : error instanceof Error ? error.name : 'unknown';
};

/**
 * `work`, or a rejection with `code` once `ms` have passed without its answer (the work itself is
 * left to finish or fail on its own: a send stored late is stored once, by its send id).
 */
export async function withinTime<T>(work: Promise<T>, ms: number, code: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code })), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, options);
  return openPglite(target);
}

/** PostgreSQL ended the session (a restart, an administrator) or the connection broke. */
export function isDroppedConnection(error: unknown): boolean {
  const code = errorCode(error);
  return ['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE'].includes(code) || code.startsWith('08') || /Connection terminated/i.test(String((error as Error | null)?.message));
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    query_timeout: DATABASE_TIMEOUTS.queryMs,
    statement_timeout: DATABASE_TIMEOUTS.statementMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server drops (a restart: 57P01) is an 'error' event on the pool, which
  // unheard would stop the process. The pool makes a new connection for the next query.
  pool.on('error', (error) => options.onError?.(errorCode(error)));
  // A connection the server dropped while it sat idle fails the next query that takes it; that
  // query is run once more on a fresh connection. Safe for every statement here: a send is stored
  // once per send id, whatever the retries (server/store.ts).
  const once = async <Row extends object>(sql: string, params?: unknown[]) => {
    try {
      return (await pool.query<Row>(sql, params)).rows;
    } catch (error) {
      if (!isDroppedConnection(error)) throw error;
      return (await pool.query<Row>(sql, params)).rows;
    }
  };
  return {
    kind: 'postgres',
    query: once,
    exec: async (sql) => void (await once(sql)),
    async exclusive(name, work, { wait }) {
      // An advisory lock belongs to a session: one connection takes it, and gives it back.
      const client = await pool.connect();
      let held = false;
      try {
        if (wait) {
          await client.query('SELECT pg_advisory_lock($1)', [lockKeys[name]]);
          held = true;
        } else {
          const rows = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockKeys[name]])).rows;
          held = rows[0]?.locked === true;
          if (!held) return null;
        }
        return await work();
      } finally {
        if (held) await client.query('SELECT pg_advisory_unlock($1)', [lockKeys[name]]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Another running process holds the PGlite folder: retrying cannot mend it, so the server stops with this message. */
export class FolderInUse extends Error {}

/** The file a running server keeps in its PGlite folder; a second process finds it and stops. */
export const PGLITE_LOCK_FILE = 'healthsprout.lock';

/** Who holds a PGlite folder, as its lock file says: the process, when it started, and the boot it ran in. */
export interface LockHolder {
  pid: number;
  /** The process's start time (Linux: clock ticks after boot, /proc/<pid>/stat), when known. */
  started?: string;
  /** The kernel's boot id, when known. */
  boot?: string;
}

/** What this machine says of a process: whether it is alive, and when it started. */
export interface ProcessLookup {
  alive(pid: number): boolean;
  startedAt(pid: number): string | undefined;
  bootId: string | undefined;
}

/**
 * Whether the process that wrote a lock is still running (security review S1). A process id alone
 * cannot say: in a container a restarted server is process 1 again, and after a reboot an id
 * names some other process. So a holder counts as running only when a process of its id is alive,
 * started when the holder did, in the same boot. The same id started at another time is a stale
 * lock, even when the id is this process's own.
 */
export function holderRunning(holder: LockHolder, machine: ProcessLookup): boolean {
  if (holder.boot && machine.bootId && holder.boot !== machine.bootId) return false;
  if (!machine.alive(holder.pid)) return false;
  const started = machine.startedAt(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

/** Reads a lock file: the JSON this server writes, or the bare process id that earlier versions wrote. */
export function readLockHolder(text: string): LockHolder | null {
  const bare = Number(text.trim());
  if (Number.isInteger(bare) && bare > 0) return { pid: bare };
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(holder.pid) || (holder.pid ?? 0) <= 0) return null;
    return {
      pid: holder.pid as number,
      ...(typeof holder.started === 'string' ? { started: holder.started } : {}),
      ...(typeof holder.boot === 'string' ? { boot: holder.boot } : {}),
    };
  } catch {
    return null;
  }
}

const readOrNothing = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** This machine's answers (Linux's /proc; elsewhere only whether a process is alive). */
export const thisMachine: ProcessLookup = {
  alive: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return errorCode(error) === 'EPERM';
    }
  },
  // The 22nd field of /proc/<pid>/stat, counted after the command's name (which may hold spaces).
  startedAt: (pid) => readOrNothing(`/proc/${pid}/stat`)?.split(')').at(-1)?.trim().split(/\s+/)[19],
  bootId: readOrNothing('/proc/sys/kernel/random/boot_id')?.trim(),
};

/**
 * Takes the PGlite folder for this process: PGlite is one process's database, and two processes
 * writing one folder lose rows. A lock left by a process that is no longer running (a crash,
 * kill -9, a container restarted, a reboot) is taken over.
 */
export function lockFolder(dataDir: string, pid = process.pid, machine: ProcessLookup = thisMachine): () => void {
  const file = join(dataDir, PGLITE_LOCK_FILE);
  const me: LockHolder = { pid, ...optional('started', machine.startedAt(pid)), ...optional('boot', machine.bootId) };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = readLockHolder(readOrNothing(file) ?? '');
      if (holder && holderRunning(holder, machine)) {
        throw new FolderInUse(
          `${dataDir} is in use by another HealthSprout server (process ${holder.pid}). PGlite serves one process: ` +
            'stop that server first, or give this one its own DATA_DIR, or run several instances on PostgreSQL with DATABASE_URL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take ${file}.`);
}

const optional = <Key extends string>(key: Key, value: string | undefined) => (value ? ({ [key]: value } as Record<Key, string>) : {});

async function openPglite(target: { dataDir: string } | { memory: true }): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  let unlock = () => {};
  if ('dataDir' in target) {
    // The children's messages are in these files: only the server's own user may read them.
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(target.dataDir, 0o700);
    const release = lockFolder(target.dataDir);
    // Also when the process ends without closing the database (the shutdown deadline's exit).
    process.once('exit', release);
    unlock = () => {
      process.off('exit', release);
      release();
    };
  }
  try {
    let db = await PGlite.create('dataDir' in target ? target.dataDir : undefined);
    if ('dataDir' in target && (await db.query<{ wal_recycle: string }>('SHOW wal_recycle')).rows[0]?.wal_recycle !== 'off') {
      // A log segment the database no longer needs is deleted, not kept for reuse with the old
      // words still in it (server/retention.ts). The setting takes effect when PGlite starts: once.
      await db.exec('ALTER SYSTEM SET wal_recycle = off');
      await db.close();
      db = await PGlite.create(target.dataDir);
    }
    return {
      kind: 'pglite',
      query: async <Row extends object>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
      exec: async (sql) => void (await db.exec(sql)),
      // One process holds the folder, so the process is the lock.
      exclusive: (_name, work) => work(),
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Brings the schema up to date: runs, in name order, each file of server/migrations/ not yet
 * recorded in schema_migrations, each in its own transaction. Instances starting together take
 * turns (an advisory lock), so each migration runs once.
 */
export async function migrate(db: Database, folder = MIGRATIONS): Promise<string[]> {
  const applied = await db.exclusive(
    'migrations',
    async () => {
      await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
      const ran: string[] = [];
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql')).sort()) {
        if (done.has(name)) continue;
        const sql = readFileSync(join(folder, name), 'utf8');
        const quoted = name.replace(/'/g, "''");
        await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${quoted}');\nCOMMIT;`);
        ran.push(name);
      }
      return ran;
    },
    { wait: true },
  );
  return applied ?? [];
}
