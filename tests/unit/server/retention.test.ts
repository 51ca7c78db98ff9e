// Deleted words leave the database's files, not only its tables (security review S2): with PGlite
// in a folder, as the server runs by default, every file of the folder is read back.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../../../server/database';
import { clearDeletedWords, tidy } from '../../../server/retention';
import { forgetEmail, listSubmissions, saveContactMessage } from '../../../server/store';

const root = mkdtempSync(join(tmpdir(), 'healthsprout-retention-'));
const dataDir = join(root, 'data');
let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir });
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

/** The files of the database's folder that hold `marker`, anywhere in them. */
function filesHolding(marker: string, dir = dataDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesHolding(marker, path);
    return readFileSync(path).includes(marker) ? [path.slice(dataDir.length + 1)] : [];
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const days = { contact: 90, suggestions: 365 };

describe("what is deleted leaves the database's files", () => {
  it('a message past its time: gone from the table and from every file, the write-ahead log included', async () => {
    const marker = 'RETMARK-EXPIRED-7f3a';
    await saveContactMessage(db, { name: 'Old', email: 'old@example.com', message: `${marker} my old worry` }, new Date(Date.now() - 100 * DAY_MS), 'c0ffee00-0000-4000-8000-000000000301');
    await db.exec('CHECKPOINT');
    expect(filesHolding(marker).length).toBeGreaterThan(0);
    expect(await tidy(db, days, new Date())).toEqual({ contact: 1, suggestions: 0, cleared: true });
    expect(await listSubmissions(db, 'contact', new Date(0))).toEqual([]);
    expect(filesHolding(marker)).toEqual([]);
  }, 60_000);

  it('an answered message’s e-mail address (npm run submissions -- --answered)', async () => {
    const address = 'retmark.answered.5c1e@example.com';
    await saveContactMessage(db, { name: 'Sam', email: address, message: 'Please write about sleep.' }, new Date(), 'c0ffee00-0000-4000-8000-000000000302');
    await db.exec('CHECKPOINT');
    const [row] = await listSubmissions(db, 'contact', new Date(0));
    expect(await forgetEmail(db, Number(row?.id))).toBe(true);
    await clearDeletedWords(db, ['contact_messages']);
    expect(filesHolding(address)).toEqual([]);
    expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(1);
  }, 60_000);

  it('a clean-up that failed is done by the next run, even when that run deletes nothing', async () => {
    const marker = 'RETMARK-RETRIED-91bd';
    await saveContactMessage(db, { name: 'Old', email: 'old@example.com', message: `${marker} words` }, new Date(Date.now() - 100 * DAY_MS), 'c0ffee00-0000-4000-8000-000000000303');
    await db.exec('CHECKPOINT');
    // A backup holding the table makes VACUUM FULL give up (57014, as the review saw it).
    const held: Database = {
      ...db,
      exec: (sql) => (sql.startsWith('VACUUM') ? Promise.reject(Object.assign(new Error('canceling statement due to lock timeout'), { code: '57014' })) : db.exec(sql)),
    };
    expect(await tidy(held, days, new Date())).toEqual({ contact: 1, suggestions: 0, cleared: { failed: '57014' } });
    expect(filesHolding(marker).length).toBeGreaterThan(0);
    expect(await tidy(db, days, new Date())).toEqual({ contact: 0, suggestions: 0, cleared: true });
    expect(filesHolding(marker)).toEqual([]);
  }, 60_000);
});
