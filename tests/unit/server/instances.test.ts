// More than one instance, and a database that comes and goes: against Debian's PostgreSQL and
// Redis where they are installed (.ci/run installs both), PGlite's one-process folder lock, and the
// background connection with its retries.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { FolderInUse, holderRunning, lockFolder, migrate, openDatabase, PGLITE_LOCK_FILE, readLockHolder, thisMachine, type Database } from '../../../server/database';
import { tidy } from '../../../server/retention';
import { connectInBackground, readyStorage, retryDelayMs } from '../../../server/storage';
import { listSubmissions } from '../../../server/store';
import { startTestPostgres, type TestPostgres } from '../../support/postgres';
import { startTestRedis, type TestRedis } from '../../support/redis';
import { makeFixtureSite } from './fixture-site';

const message = { name: 'Ava', email: 'ava@example.com', message: 'Could you write about bones?' };
const MIGRATION_FILES = ['001-forms.sql', '002-send-ids.sql'];

/** Whether this machine lets the tests start a process in a PID namespace of its own, as a container does (root on Linux). */
const canMakeContainers = () => process.platform === 'linux' && spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;
/** Takes the PGlite lock of the folder given, says so, and waits: a server that holds its folder. */
const LOCK_AND_WAIT = `import(require('node:url').pathToFileURL(require('node:path').resolve('server/database.ts')).href).then(
  (database) => { database.lockFolder(process.argv[1]); console.log('locked as process ' + process.pid); setInterval(() => {}, 1000); },
  (error) => { console.log(error.message); process.exit(1); });`;

describe('connecting in the background', () => {
  it('waits 0.5 s, then twice as long each time, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('tries again until the database answers, with no database to the forms meanwhile', async () => {
    const waits: number[] = [];
    let attempts = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const memory = await openDatabase({ memory: true });
    const storage = connectInBackground({
      open: async () => {
        attempts += 1;
        if (attempts < 3) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
        await gate;
        return memory;
      },
      onRetry: (code, waitMs) => waits.push(waitMs) && expect(code).toBe('ECONNREFUSED'),
      sleep: async () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.db).toBeNull();
    release();
    expect(await storage.ready).toBe(memory);
    expect(storage.db).toBe(memory);
    expect(waits).toEqual([500, 1_000]);
    await storage.close();
  }, 60_000);

  it('stops at an error retrying cannot mend', async () => {
    const storage = connectInBackground({
      open: () => Promise.reject(new FolderInUse('held')),
      onRetry: () => {
        throw new Error('no retry expected');
      },
      isFinal: (error) => error instanceof FolderInUse,
    });
    await expect(storage.ready).rejects.toThrow('held');
  });
});

describe('a PGlite folder', () => {
  it('belongs to one process: a second one is refused with a message, a lock left by a gone process is taken over', () => {
    const dir = mkdtempSync(join(tmpdir(), 'healthsprout-lock-'));
    const release = lockFolder(dir);
    expect(JSON.parse(readFileSync(join(dir, PGLITE_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    // The parent process stands for another server that is alive.
    expect(() => lockFolder(dir, process.ppid)).toThrow(/in use by another HealthSprout server .*DATABASE_URL/);
    release();
    writeFileSync(join(dir, PGLITE_LOCK_FILE), '4194303'); // above Linux's largest process id: gone
    const again = lockFolder(dir);
    expect(JSON.parse(readFileSync(join(dir, PGLITE_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    again();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is taken over from a process of the same id that started at another time: a container restarted (process 1 again), an id reused, a reboot (S1)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'healthsprout-lock-'));
    const file = join(dir, PGLITE_LOCK_FILE);
    const started = thisMachine.startedAt(process.pid);
    const parentStarted = thisMachine.startedAt(process.ppid);
    // This very process, as a server restarted in a container finds its own id in the lock.
    writeFileSync(file, JSON.stringify({ pid: process.pid, started: `${started}1`, boot: thisMachine.bootId }));
    lockFolder(dir)();
    // A live process (the parent) whose id the lock names, but which started at another time.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, started: `${parentStarted}1` }));
    lockFolder(dir)();
    // The same process in an earlier boot.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, started: parentStarted, boot: 'an-earlier-boot' }));
    lockFolder(dir)();
    // The lock of a running server, written by this version or as a bare id by an earlier one, is kept.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, started: parentStarted, boot: thisMachine.bootId }));
    expect(() => lockFolder(dir)).toThrow(FolderInUse);
    writeFileSync(file, String(process.ppid));
    expect(() => lockFolder(dir)).toThrow(FolderInUse);
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the lock as a pure rule: alive, same start, same boot', () => {
    const machine = { alive: (pid: number) => pid === 1, startedAt: () => '500', bootId: 'boot-a' };
    expect(holderRunning({ pid: 1, started: '500', boot: 'boot-a' }, machine)).toBe(true);
    expect(holderRunning({ pid: 1 }, machine)).toBe(true);
    expect(holderRunning({ pid: 1, started: '499', boot: 'boot-a' }, machine)).toBe(false);
    expect(holderRunning({ pid: 1, started: '500', boot: 'boot-b' }, machine)).toBe(false);
    expect(holderRunning({ pid: 2, started: '500', boot: 'boot-a' }, machine)).toBe(false);
    expect(readLockHolder('123\n')).toEqual({ pid: 123 });
    expect(readLockHolder('{"pid":1,"started":"9","boot":"b"}')).toEqual({ pid: 1, started: '9', boot: 'b' });
    for (const broken of ['', 'abc', '{"pid":-1}', '{"pid":"1"}', '{']) expect(readLockHolder(broken), broken).toBeNull();
  });

  it.runIf(canMakeContainers())('lets a server that was process 1 in a container, killed with -9, start again in a new container (S1, as the review ran it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'healthsprout-lock-'));
    const holdAsProcessOne = () =>
      new Promise<{ child: ChildProcess; said: string }>((resolve, reject) => {
        const child = spawn(
          'unshare',
          ['--pid', '--fork', '--mount-proc', '--kill-child', process.execPath, '--import', 'tsx', '-e', LOCK_AND_WAIT, dir],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let said = '';
        child.stdout?.on('data', (chunk) => {
          said += String(chunk);
          if (said.includes('\n')) resolve({ child, said: said.trim() });
        });
        child.stderr?.on('data', (chunk) => (said += String(chunk)));
        child.once('exit', () => resolve({ child, said: said.trim() }));
        child.once('error', reject);
      });
    const first = await holdAsProcessOne();
    expect(first.said).toBe('locked as process 1');
    // kill -9 of the container's whole process tree: nothing runs its clean-up.
    first.child.kill('SIGKILL');
    await new Promise((done) => setTimeout(done, 300));
    expect(JSON.parse(readFileSync(join(dir, PGLITE_LOCK_FILE), 'utf8'))).toMatchObject({ pid: 1 });
    const second = await holdAsProcessOne();
    expect(second.said).toBe('locked as process 1');
    second.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('is made readable by the server’s own user only, and its lock goes with close', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'healthsprout-pglite-')), 'data');
    const db = await openDatabase({ dataDir: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(FolderInUse);
    await db.close();
    expect(() => statSync(join(dir, PGLITE_LOCK_FILE))).toThrow();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }, 60_000);
});

const postgres: TestPostgres | null = startTestPostgres(54331);
// Started while the file is collected, so that runIf below sees it (review A8: started in beforeAll,
// it was still null when runIf was read, and the Redis tests passed without Redis).
const redis: TestRedis | null = await startTestRedis();
afterAll(() => {
  postgres?.stop();
  redis?.stop();
});

describe('the real services', () => {
  // .ci/run installs both and says so (REQUIRE_TEST_SERVICES=1): there a missing one is a failure,
  // never a quiet skip of the tests that need it.
  it.runIf(process.env.REQUIRE_TEST_SERVICES === '1')('are found where CI installed them: PostgreSQL and Redis', () => {
    expect(postgres, 'PostgreSQL (Debian package postgresql)').not.toBeNull();
    expect(redis, 'Redis (Debian package redis-server)').not.toBeNull();
  });
});

describe.runIf(postgres)('several instances on one PostgreSQL', () => {
  const url = postgres?.url ?? '';
  const site = makeFixtureSite();
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('run each migration once when three start together', async () => {
    const dbs = await Promise.all([0, 1, 2].map(() => openDatabase({ url })));
    const ran = await Promise.all(dbs.map((db) => migrate(db)));
    expect(ran.flat().sort()).toEqual(MIGRATION_FILES);
    const recorded = await dbs[0]?.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded?.map((row) => row.name)).toEqual(MIGRATION_FILES);
    await Promise.all(dbs.map((db) => db.close()));
  }, 60_000);

  it('run the retention job one at a time: while one holds it, another skips', async () => {
    const [a, b] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    if (!a || !b) throw new Error('no database');
    await a.exec('TRUNCATE contact_messages');
    await a.query("INSERT INTO contact_messages (name, email, message, created_at) VALUES ('A', 'a@b.c', 'old', now() - interval '100 days')");
    // While a holds the job, b's run skips it (null) and deletes nothing.
    const whileHeld = await a.exclusive('retention', () => tidy(b, { contact: 90, suggestions: 365 }, new Date()), { wait: true });
    expect(whileHeld).toBeNull();
    expect(await listSubmissions(a, 'contact', new Date(0))).toHaveLength(1);
    // Once a has let go, the next run (either instance's) does the job, once.
    expect(await tidy(a, { contact: 90, suggestions: 365 }, new Date())).toEqual({ contact: 1, suggestions: 0, cleared: true });
    expect(await tidy(b, { contact: 90, suggestions: 365 }, new Date())).toEqual({ contact: 0, suggestions: 0, cleared: true });
    expect(await listSubmissions(a, 'contact', new Date(0))).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  }, 60_000);

  it('survive PostgreSQL dropping every connection: the pool error is heard and the next send is stored', async () => {
    const codes: string[] = [];
    const db = await openDatabase({ url }, { onError: (code) => codes.push(code) });
    await migrate(db);
    await db.query('SELECT 1');
    const admin = await openDatabase({ url });
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()');
    await expect.poll(() => codes, { timeout: 5_000 }).toContain('57P01');
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await Promise.all([db.close(), admin.close()]);
  }, 60_000);

  it('answer a send 503 while PostgreSQL is frozen, and store it once when it is sent again after', async () => {
    const db = await openDatabase({ url });
    await migrate(db);
    await db.exec('TRUNCATE contact_messages');
    const app = await buildServer({ distDir: site, renderDir: '', storage: readyStorage(db), formsPerMinute: 100, renderPage: async () => '', storeTimeoutMs: 1_000 });
    const id = 'c0ffee00-0000-4000-8000-000000000201';
    const send = () => app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, id } });
    postgres?.freeze();
    try {
      expect((await send()).statusCode).toBe(503);
    } finally {
      postgres?.thaw();
    }
    // The outbox sends it again with the same id: stored once, whether or not the first reached the table.
    await expect.poll(async () => (await send()).statusCode, { timeout: 20_000 }).toBe(201);
    expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(1);
    await app.close();
    await db.close();
  }, 60_000);

  describe.runIf(redis)('with the limits in Redis', () => {
    let servers: { app: FastifyInstance; db: Database }[] = [];
    afterAll(async () => {
      for (const { app, db } of servers) {
        await app.close();
        await db.close();
      }
    });

    it('warn the operator when Redis saves to disk, where the counters would keep addresses, and not when it does not (S2)', async () => {
      const warnings = async (redisUrl: string) => {
        const lines: string[] = [];
        const log = new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        });
        const app = await buildServer({ distDir: site, renderDir: '', storage: null, formsPerMinute: 4, redisUrl, log, renderPage: async () => '' });
        await app.close();
        return lines.filter((line) => line.includes('Redis saves to disk'));
      };
      expect(await warnings(redis?.url ?? '')).toEqual([]);
      const saving = await startTestRedis(63791, { savesToDisk: true });
      try {
        expect(await warnings(saving?.url ?? '')).toHaveLength(1);
      } finally {
        saving?.stop();
      }
    }, 30_000);

    it('store each send once and share one limit across two instances', async () => {
      servers = await Promise.all(
        [0, 1].map(async () => {
          const db = await openDatabase({ url });
          await migrate(db);
          const app = await buildServer({ distDir: site, renderDir: '', storage: readyStorage(db), formsPerMinute: 4, redisUrl: redis?.url ?? '', renderPage: async () => '' });
          return { app, db };
        }),
      );
      const [one, two] = servers;
      if (!one || !two) throw new Error('no servers');
      await one.db.exec('TRUNCATE contact_messages');
      const send = (app: FastifyInstance, id: string) => app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, id } });
      const id = (n: number) => `c0ffee00-0000-4000-8000-00000000010${n}`;
      // The same send through both instances (two tabs, a retry through another instance): stored once.
      expect((await send(one.app, id(1))).statusCode).toBe(201);
      expect((await send(two.app, id(1))).statusCode).toBe(201);
      expect((await send(two.app, id(2))).statusCode).toBe(201);
      expect((await send(one.app, id(3))).statusCode).toBe(201);
      // Four sends counted across both: the fifth is refused by either.
      expect((await send(two.app, id(4))).statusCode).toBe(429);
      expect((await send(one.app, id(5))).statusCode).toBe(429);
      expect(await listSubmissions(one.db, 'contact', new Date(0))).toHaveLength(3);
    }, 60_000);
  });
});
