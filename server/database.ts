// One small interface over the two PostgreSQLs the site can store its forms in: PGlite (Postgres
// compiled to WebAssembly, in a data folder: nothing to install) by default, or a real PostgreSQL
// server named by DATABASE_URL. The same SQL and the same migrations run on both.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Database {
  /** Runs one statement with $1, $2... parameters and returns its rows. */
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the start-up line and the tests. */
  kind: 'pglite' | 'postgres';
}

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory (tests). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.url, max: 5 });
    return {
      kind: 'postgres',
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const db = await PGlite.create('dataDir' in target ? target.dataDir : undefined);
  return {
    kind: 'pglite',
    query: async <Row extends object>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Brings the schema up to date: runs, in name order, each file of server/migrations/ not yet
 * recorded in schema_migrations, each in its own transaction.
 */
export async function migrate(db: Database, folder = MIGRATIONS): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
  const applied: string[] = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql')).sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(folder, name), 'utf8');
    const quoted = name.replace(/'/g, "''");
    await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${quoted}');\nCOMMIT;`);
    applied.push(name);
  }
  return applied;
}
