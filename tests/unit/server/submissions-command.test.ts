import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSince, toCsv, toTable, visible } from '../../../server/submissions';
import { readConfig } from '../../../server/config';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('npm run submissions', () => {
  it('reads --since as days, hours, weeks or a date', () => {
    expect(parseSince('7d', NOW).toISOString()).toBe('2026-11-16T10:00:00.000Z');
    expect(parseSince('12h', NOW).toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(parseSince('2w', NOW).toISOString()).toBe('2026-11-09T10:00:00.000Z');
    expect(parseSince('2026-11-01', NOW).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(() => parseSince('soon', NOW)).toThrow(/--since/);
  });

  it('writes CSV with every cell quoted and spreadsheet formulas defused', () => {
    const csv = toCsv([{ id: 1, name: 'Ava "A"', message: '=HYPERLINK("x")' }]);
    expect(csv).toBe('id,name,message\n"1","Ava ""A""","\'=HYPERLINK(""x"")"\n');
    expect(toCsv([])).toBe('');
  });

  it('writes a table a person can read, one line per submission', () => {
    const table = toTable([{ id: 1, message: 'two\nlines' }]);
    expect(table.split('\n')).toEqual(['id | message  ', '---+----------', '1  | two lines', '']);
    expect(toTable([])).toBe('(none)\n');
  });
});

describe('what a visitor typed, printed for the founders', () => {
  it('shows terminal escapes, bells and right-to-left overrides as their codes, in the table and the CSV', () => {
    const typed = 'Hi\u001b[2J\u0007 there \u202Eevil\u200B';
    expect(visible(typed)).toBe('Hi⟨U+001B⟩[2J⟨U+0007⟩ there ⟨U+202E⟩evil⟨U+200B⟩');
    const table = toTable([{ id: 1, message: typed }]);
    const csv = toCsv([{ id: 1, message: typed }]);
    const hidden = [...typed].filter((char) => /[\p{Cc}\p{Cf}]/u.test(char));
    expect(hidden).toHaveLength(4);
    for (const printed of [table, csv]) for (const char of hidden) expect(printed).not.toContain(char);
    expect(table).toContain('⟨U+202E⟩evil');
  });
});

describe('server settings', () => {
  it('has defaults a fresh machine needs, and reads the environment', () => {
    expect(readConfig({})).toMatchObject({ port: 4173, host: '127.0.0.1', databaseUrl: undefined, dataDir: 'data/pglite', contactRetentionDays: 90 });
    expect(readConfig({ PORT: '8080', DATABASE_URL: 'postgres://x', CONTACT_RETENTION_DAYS: '30' })).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://x',
      contactRetentionDays: 30,
    });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('npm run submissions stopped by a signal', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGHUP', 129],
    ['SIGINT', 130],
  ] as const)('leaves no copy of the database behind on %s (security review S7)', async (signal, code) => {
    const root = mkdtempSync(join(tmpdir(), 'healthsprout-signal-test-'));
    const temp = join(root, 'tmp');
    const dataDir = join(root, 'data');
    mkdirSync(temp);
    mkdirSync(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/submissions.ts'], {
      env: { ...process.env, TMPDIR: temp, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'ignore',
    });
    try {
      // The command copies the database into the temp folder first, then opens the copy (seconds).
      // (tsx keeps its own cache there too.)
      const copies = () => readdirSync(temp).filter((name) => name.startsWith('healthsprout-'));
      for (let i = 0; i < 300 && copies().length === 0; i += 1) await new Promise((done) => setTimeout(done, 50));
      expect(copies()).toHaveLength(1);
      const exited = new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
      child.kill(signal);
      expect(await exited).toBe(code);
      expect(copies()).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});
