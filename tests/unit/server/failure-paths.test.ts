// The server's failure paths, as an operator meets them (issue: "A server a school can leave
// running"): the database not there yet, gone, or failing; the log read after each; one budget
// for all four form routes; the visitor's address behind a trusted proxy; health answers.
import { rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../../server/app';
import { parseTrustProxy, readConfig } from '../../../server/config';
import { migrate, openDatabase, type Database } from '../../../server/database';
import { RETRY_AFTER_SECONDS } from '../../../server/forms';
import { readyStorage, type Storage } from '../../../server/storage';
import { makeFixtureSite } from './fixture-site';

const message = { name: 'Ava Example', email: 'ava.private@example.com', message: 'My secret worry about my tummy' };
const suggestion = { name: 'Bo Example', ageGroup: '8-10', topicSuggestion: 'Why do my knees hurt when I run?', agreeToShare: true };
const CHILD_WORDS = [message.name, message.email, message.message, suggestion.name, suggestion.topicSuggestion, 'tummy', 'ava.private'];

const site = makeFixtureSite();
/** One PGlite for the whole file: starting one takes seconds. */
let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await migrate(db);
}, 60_000);
beforeEach(() => db.exec('TRUNCATE topic_suggestions, contact_messages'));
afterAll(async () => {
  await db.close();
  rmSync(site, { recursive: true, force: true });
});

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** A server over the fixture site, rendering a plain form's answer as its echo in JSON; its log lines kept. */
async function serve(storage: Storage | null, extra: Partial<ServerOptions> = {}) {
  const lines: string[] = [];
  const log = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildServer({
    distDir: site,
    renderDir: '',
    storage,
    formsPerMinute: 5,
    log,
    renderPage: async (_path, echo) => JSON.stringify(echo),
    ...extra,
  });
  apps.push(app);
  const postJson = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
  return { app, lines, postJson, postForm };
}

/** A database that answers nothing: every query fails the way a stopped PostgreSQL does, its text quoting what was sent. */
const failingDatabase = (code: string): Database => ({
  kind: 'postgres',
  query: (_sql, params) => Promise.reject(Object.assign(new Error(`terminating connection; failing row contains (${(params ?? []).join(', ')})`), { code })),
  exec: () => Promise.reject(Object.assign(new Error('down'), { code })),
  exclusive: () => Promise.reject(Object.assign(new Error('down'), { code })),
  close: async () => {},
});

describe('while the database is not there', () => {
  it('serves every page, says it is alive but not ready, and answers the forms 503 "try again soon" keeping what was typed', async () => {
    const { app, postJson, postForm } = await serve({ db: null });
    expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/contact')).statusCode).toBe(200);
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'starting' });

    const api = await postJson('/api/contact', message);
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(api.json()).toEqual({ ok: false, errors: {} });

    const plain = await postForm('/contact', message);
    expect(plain.statusCode).toBe(503);
    expect(JSON.parse(plain.body)).toMatchObject({ form: 'contact', outcome: 'failed', values: message });
  });

  it('answers 503 when the database fails or is slow mid-send, and /readyz says unreachable with the code only', async () => {
    const { app, postJson, postForm } = await serve(readyStorage(failingDatabase('57P01')));
    expect((await postJson('/api/suggestions', suggestion)).statusCode).toBe(503);
    const plain = await postForm('/library', { ...suggestion, agreeToShare: 'on' });
    expect(plain.statusCode).toBe(503);
    expect(JSON.parse(plain.body)).toMatchObject({ form: 'suggestion', outcome: 'failed', values: { topicSuggestion: suggestion.topicSuggestion } });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', forms: 'database unreachable (57P01)' });
  });

  it('answers a send 503 when the database is frozen (never answers), without waiting for it', async () => {
    const frozen: Database = { ...failingDatabase('none'), query: () => new Promise(() => {}) };
    const { postJson } = await serve(readyStorage(frozen), { storeTimeoutMs: 50 });
    const response = await postJson('/api/contact', message);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('is not ready while the database answers but cannot store a send (a full disk), and ready again once a send is stored (S8)', async () => {
    let diskFull = true;
    const full: Database = {
      ...db,
      query: (sql, params) =>
        diskFull && sql.startsWith('INSERT') ? Promise.reject(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' })) : db.query(sql, params),
    };
    const { app, postJson } = await serve(readyStorage(full));
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await postJson('/api/contact', message)).statusCode).toBe(503);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', forms: 'database reachable, recent sends not stored (53100)' });
    diskFull = false;
    expect((await postJson('/api/contact', message)).statusCode).toBe(201);
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready', forms: 'database reachable' });
  });

  it('is ready once a database answers', async () => {
    const { app } = await serve(readyStorage(db));
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready', forms: 'database reachable' });
  });
});

describe('the log', () => {
  it('holds no child’s words, e-mail or IP address after a send through every failure path, only method, route, status, time and codes', async () => {
    const broken = await serve(readyStorage(failingDatabase('57P01')));
    const down = await serve({ db: null });
    const working = await serve(readyStorage(db), { formsPerMinute: 3 });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    await broken.postJson('/api/contact', message, headers);
    await broken.postForm('/contact', message, headers);
    await down.postJson('/api/contact', message, headers);
    await working.postJson('/api/contact', { ...message, email: '' }, headers); // invalid
    await working.postJson('/api/contact', { ...message, message: message.message.repeat(3_000) }, headers); // too large
    await working.postJson('/api/contact', message, { 'sec-fetch-site': 'cross-site' }); // another site's
    await working.app.inject({ method: 'POST', url: '/api/contact', payload: `{"message": "${message.message}`, headers: { 'content-type': 'application/json' } }); // broken JSON
    for (let i = 0; i < 4; i += 1) await working.postForm('/contact', message, headers); // stored, then over the limit

    const lines = [...broken.lines, ...down.lines, ...working.lines];
    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const words of [...CHILD_WORDS, '127.0.0.1', '203.0.113.9', 'failing row']) expect(log, words).not.toContain(words);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'form not stored', code: '57P01' }));
    expect(entries).toContainEqual(expect.objectContaining({ req: { method: 'POST', route: '/api/contact' } }));
    expect(entries).toContainEqual(expect.objectContaining({ res: { statusCode: 429 }, responseTime: expect.any(Number) }));
    for (const entry of entries) expect(Object.keys(entry)).not.toContain('hostname');
  });
});

describe('the form limits', () => {
  it('are one budget for all four form routes, and the plain form over it gets the small page made once', async () => {
    const { postJson, postForm } = await serve(readyStorage(db));
    const statuses = [
      (await postJson('/api/contact', message)).statusCode,
      (await postJson('/api/suggestions', suggestion)).statusCode,
      (await postForm('/contact', message)).statusCode,
      (await postForm('/library', { ...suggestion, agreeToShare: 'on' })).statusCode,
      (await postJson('/api/suggestions', suggestion)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 200, 200, 201]);
    const busy = await postForm('/library', { ...suggestion, agreeToShare: 'on' });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toMatch(/^\d+$/);
    expect(busy.body).toContain('<h1 class="text-3xl">Please wait a minute</h1>');
    expect(busy.body).toContain('Press your browser’s Back button: everything you typed is still in the form.');
    expect((await postJson('/api/contact', message)).statusCode).toBe(429);
  });

  it('count the visitor named by a trusted proxy, and ignore the header from anyone else', async () => {
    const behindProxy = await serve(readyStorage(db), { formsPerMinute: 1, trustProxy: ['127.0.0.1'] });
    const visitor = (address: string) => ({ 'x-forwarded-for': address });
    expect((await behindProxy.postJson('/api/contact', message, visitor('198.51.100.1'))).statusCode).toBe(201);
    expect((await behindProxy.postJson('/api/contact', message, visitor('198.51.100.2'))).statusCode).toBe(201);
    expect((await behindProxy.postJson('/api/contact', message, visitor('198.51.100.1'))).statusCode).toBe(429);

    const direct = await serve(readyStorage(db), { formsPerMinute: 1 });
    expect((await direct.postJson('/api/contact', message, visitor('198.51.100.1'))).statusCode).toBe(201);
    // Without TRUST_PROXY the header names nobody: a second "visitor" is the same connection.
    expect((await direct.postJson('/api/contact', message, visitor('198.51.100.2'))).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the addresses and ranges of the proxies', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('')).toBeUndefined();
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy('10.0.0.0/8, ::1, fd00::/8, loopback')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it.each(['true', '*', '0.0.0.0/0', '::/0', '2', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/1'])('refuses "%s", which would trust everyone or names no address', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY takes the addresses or ranges of your proxies/);
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('retention settings', () => {
  it('refuse 0 days, which would delete each message as it arrives', () => {
    expect(() => readConfig({ CONTACT_RETENTION_DAYS: '0' })).toThrow(/at least 1/);
    expect(() => readConfig({ SUGGESTION_RETENTION_DAYS: '0' })).toThrow(/at least 1/);
    expect(readConfig({ CONTACT_RETENTION_DAYS: '1' }).contactRetentionDays).toBe(1);
  });
});

describe('a body that trickles in', () => {
  it('is answered 408 and closed at the request deadline, not a minute later (security review S4)', async () => {
    const { app } = await serve(readyStorage(db), { requestTimeoutMs: 1_500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      // One letter of a 5,000-byte message every 200 ms, as a slow client (or an attacker) would send it.
      const drip = setInterval(() => socket.write('a'), 200);
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => {
        clearInterval(drip);
        resolve(received);
      });
      socket.on('error', (error) => {
        clearInterval(drip);
        if (received) resolve(received);
        else reject(error);
      });
      socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"');
    });
    const took = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The deadline, plus at most one of Node's checks (every second).
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(4_000);
  }, 15_000);
});
