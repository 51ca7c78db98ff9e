// The server as an operator runs it (`node server/main.ts`, as `npm start` does), against Debian's
// PostgreSQL: started before its database, the database restarted under it, stopped with SIGTERM;
// and two servers on one PGlite folder. What a visitor sees meanwhile, and what the log holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestPostgres } from '../support/postgres';

const message = { name: 'Ava Operator', email: 'ava.operator@example.com', message: 'A private worry about my ears' };

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  origin: string;
}

function startServer(port: number, env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FORMS_PER_MINUTE: '100', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited, origin: `http://127.0.0.1:${port}` };
}

const answers = async (origin: string) => fetch(`${origin}/healthz`).then((r) => r.ok).catch(() => false);
const ready = async (origin: string) => fetch(`${origin}/readyz`).then((r) => r.status).catch(() => 0);
const send = (origin: string, id?: string) =>
  fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...message, ...(id ? { id } : {}) }) }).then((r) => r.status);

test.describe.configure({ timeout: 120_000 });

test('serves pages before its database is there, stores forms once it is, survives a database restart and stops cleanly', async () => {
  const pgPort = 54341;
  const server = startServer(4391, { DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  let postgres: ReturnType<typeof startTestPostgres> = null;
  try {
    await expect.poll(() => answers(server.origin), { timeout: 30_000 }).toBe(true);
    // No database yet: the pages are served, the forms say "try again soon" (503), /readyz says not ready.
    expect((await fetch(`${server.origin}/about`)).status).toBe(200);
    expect(await ready(server.origin)).toBe(503);
    const refused = await fetch(`${server.origin}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');

    postgres = startTestPostgres(pgPort);
    test.skip(!postgres, 'PostgreSQL is not installed');
    await expect.poll(() => ready(server.origin), { timeout: 40_000 }).toBe(200);
    expect(await send(server.origin, 'c0ffee00-0000-4000-8000-000000000301')).toBe(201);

    // PostgreSQL goes away and comes back: the server stays up, and sends are stored again.
    postgres?.restart();
    expect(await answers(server.origin)).toBe(true);
    await expect.poll(() => send(server.origin, 'c0ffee00-0000-4000-8000-000000000302'), { timeout: 30_000 }).toBe(201);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.output();
    expect(log).toContain('database not reachable yet');
    for (const words of [message.name, message.email, message.message, '127.0.0.1"']) expect(log, words).not.toContain(words);
  } finally {
    server.child.kill('SIGKILL');
    postgres?.stop();
  }
});

test('a second server on the same PGlite folder refuses to start, saying why', async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'healthsprout-operator-')), 'pglite');
  const first = startServer(4392, { DATA_DIR: dataDir });
  try {
    await expect.poll(() => ready(first.origin), { timeout: 60_000 }).toBe(200);
    const second = startServer(4393, { DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another HealthSprout server');
    expect(await send(first.origin)).toBe(201);
  } finally {
    first.child.kill('SIGKILL');
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
});
