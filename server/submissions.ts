// `npm run submissions -- [--since 7d] [--kind contact|suggestions|all] [--format table|csv]`:
// how the founders read what visitors sent. A command, not a web page: there is no admin screen
// to attack. Reads the same database as the server (DATABASE_URL, or PGlite in DATA_DIR), and
// changes nothing in it. `npm run submissions -- --answered ID` deletes the e-mail address of a
// contact message once it has been answered (a child's address is kept no longer than needed).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { errorCode, openDatabase, PGLITE_LOCK_FILE, type Database } from './database';
import { clearDeletedWords } from './retention';
import { retention } from '../src/content/privacy';
import { forgetEmail, listSubmissions, type SubmissionKind, type SubmissionRow } from './store';

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** The moment `since` ("7d", "12h", "2w", or a date such as 2026-11-01) names, before `now`. */
export function parseSince(since: string, now: Date): Date {
  const relative = /^(\d+)([mhdw])$/.exec(since);
  if (relative) return new Date(now.getTime() - Number(relative[1]) * (UNITS[relative[2] ?? 'd'] ?? 0));
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) throw new Error(`--since takes 7d, 12h, 2w or a date, not "${since}".`);
  return date;
}

/**
 * A control or invisible formatting character (a terminal escape, a bell, a right-to-left
 * override) shown as its code, so that what a visitor typed can neither drive the terminal nor
 * hide or reorder text: "\u202e" prints as ⟨U+202E⟩.
 */
export function visible(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, (char) => (char === '\n' || char === '\t' ? char : `⟨U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`));
}

const csvCell = (value: SubmissionRow[string]) => {
  const text = visible(value === null ? '' : String(value));
  // Quote every cell; a leading = + - @ would run as a formula in a spreadsheet, so it gets a quote mark.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(rows: SubmissionRow[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0] ?? {});
  return [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? null)).join(','))].join('\n') + '\n';
}

export function toTable(rows: SubmissionRow[]): string {
  if (rows.length === 0) return '(none)\n';
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: SubmissionRow[string]) => (value === null ? '' : visible(String(value).replace(/\s+/g, ' ')));
  const widths = columns.map((column) => Math.min(60, Math.max(column.length, ...rows.map((row) => cell(row[column] ?? null).length))));
  const line = (cells: string[]) => cells.map((text, i) => (text.length > (widths[i] ?? 0) ? `${text.slice(0, (widths[i] ?? 1) - 1)}…` : text.padEnd(widths[i] ?? 0))).join(' | ');
  return [line(columns), widths.map((width) => '-'.repeat(width)).join('-+-'), ...rows.map((row) => line(columns.map((c) => cell(row[c] ?? null))))].join('\n') + '\n';
}

/** Whether the forms' tables exist yet (the server makes them on its first start). */
async function hasTables(db: Database): Promise<boolean> {
  const rows = await db.query<{ table: string | null }>("SELECT to_regclass('contact_messages')::text AS table");
  return rows[0]?.table != null;
}

async function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string', default: '7d' },
      kind: { type: 'string', default: 'all' },
      format: { type: 'string', default: 'table' },
      answered: { type: 'string' },
    },
  });
  const config = readConfig(process.env);
  if (values.answered !== undefined) return answered(values.answered, config);
  const kinds: SubmissionKind[] = values.kind === 'all' ? ['suggestions', 'contact'] : [values.kind as SubmissionKind];
  if (!kinds.every((kind) => kind === 'suggestions' || kind === 'contact')) throw new Error('--kind takes contact, suggestions or all.');
  if (values.format !== 'table' && values.format !== 'csv') throw new Error('--format takes table or csv.');
  // One CSV file holds one kind: the two have different columns.
  if (values.format === 'csv' && kinds.length > 1) throw new Error('With --format csv, choose --kind contact or --kind suggestions.');
  const since = parseSince(values.since, new Date());
  // PGlite is one process's database: the running server owns its folder (and its lock file). The
  // command reads a copy, so it can never write over what the server is storing at the same moment.
  let copy: string | null = null;
  const cleanUp = () => {
    if (copy) rmSync(join(copy, '..'), { recursive: true, force: true });
  };
  // Ctrl-C, a closed terminal or SSH session (SIGHUP) and a kill (SIGTERM) leave no copy of the
  // children's messages behind (security review S7): the handlers are in place before the copy is
  // made. Exits as a shell reports a signal: 128 + its number.
  for (const [signal, code] of [['SIGINT', 130], ['SIGHUP', 129], ['SIGTERM', 143]] as const) {
    process.once(signal, () => {
      cleanUp();
      process.exit(code);
    });
  }
  copy = config.databaseUrl ? null : join(mkdtempSync(join(tmpdir(), 'healthsprout-')), 'pglite');
  try {
    if (copy && !existsSync(config.dataDir)) throw new Error(`Nothing stored yet: ${config.dataDir} does not exist (the server makes it on its first start).`);
    if (copy) cpSync(config.dataDir, copy, { recursive: true, filter: (source) => !source.endsWith(PGLITE_LOCK_FILE) });
    const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: copy ?? config.dataDir });
    try {
      if (!(await hasTables(db))) throw new Error('Nothing stored yet: the server makes its tables on its first start.');
      for (const kind of kinds) {
        const rows = await listSubmissions(db, kind, since);
        if (values.format === 'csv') {
          process.stdout.write(toCsv(rows));
        } else {
          process.stdout.write(`\n${kind === 'contact' ? 'Contact messages' : 'Topic suggestions'} since ${since.toISOString()}: ${rows.length}\n`);
          process.stdout.write(toTable(rows));
        }
      }
    } finally {
      await db.close();
    }
  } finally {
    cleanUp();
  }
}

/**
 * Deletes the e-mail address of contact message `id`, once it has been answered. It writes to the
 * database itself: with PGlite the server must be stopped first (it holds the folder).
 */
async function answered(id: string, config: ReturnType<typeof readConfig>) {
  if (!/^\d+$/.test(id)) throw new Error(`--answered takes the id of a contact message (a number), not "${id}".`);
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const done = await forgetEmail(db, Number(id));
    if (!done) {
      console.log(`No contact message ${id} with an e-mail address.`);
      return;
    }
    // The old row, address and all, stays in the files until they are cleared (security review S2).
    try {
      await clearDeletedWords(db, ['contact_messages']);
      console.log(`Deleted the e-mail address of contact message ${id}, from the database's files too.`);
    } catch (error) {
      console.log(
        `Deleted the e-mail address of contact message ${id}. It could not yet be cleared from the database's files (${errorCode(error)}): ` +
          `the server clears them at its next clean-up (within ${retention.cleanUpHours} hours).`,
      );
    }
  } finally {
    await db.close();
  }
}

// Run as a command, not when a test imports the helpers above.
if (process.argv[1]?.endsWith('submissions.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
