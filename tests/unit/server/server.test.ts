import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { cacheControlFor, pickEncoding } from '../../../server/pages';
import { migrate, openDatabase, type Database } from '../../../server/database';
import { deleteExpired, forgetEmail, listSubmissions } from '../../../server/store';
import { readyStorage } from '../../../server/storage';
import { startTestPostgres, type TestPostgres } from '../../support/postgres';
import { LOADER, makeFixtureSite } from './fixture-site';

const NOW = new Date('2026-11-23T10:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const suggestion = { name: 'Ava', ageGroup: '8-10', topicSuggestion: 'How do broken bones heal?', agreeToShare: true };
const message = { name: 'Ava', email: 'ava@example.com', message: 'Could you write about bones?' };

const postgres: TestPostgres | null = startTestPostgres();
afterAll(() => postgres?.stop());

// Every test runs against PGlite, and against a real PostgreSQL server where one is installed.
const targets = [
  { name: 'PGlite', open: () => openDatabase({ memory: true }) },
  ...(postgres ? [{ name: 'PostgreSQL', open: () => openDatabase({ url: postgres.url }) }] : []),
];

describe.each(targets)('the server, storing in $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  const site = makeFixtureSite();
  const rendered: { path: string; echo: unknown }[] = [];

  beforeAll(async () => {
    db = await open();
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    rmSync(site, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE topic_suggestions, contact_messages');
    rendered.length = 0;
    app = await buildServer({
      distDir: site,
      renderDir: '',
      storage: readyStorage(db),
      formsPerMinute: 5,
      now: () => NOW,
      renderPage: async (path, echo) => {
        rendered.push({ path, echo });
        return `<p>${path}</p>`;
      },
    });
    return () => app.close();
  });

  const postJson = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it('runs each migration once', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  describe('pages', () => {
    it('serves prerendered pages at clean addresses, with or without a trailing slash', async () => {
      for (const url of ['/', '/about', '/about/', '/library', '/library/', '/library/diseases']) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      expect((await app.inject('/')).body).toContain('<h1>Home</h1>');
      expect((await app.inject('/library')).body).toContain('<h1>E-Library</h1>');
    });

    it('answers a page in brotli, gzip or plain HTML as the browser accepts, and 304 to a browser that has it', async () => {
      const brotli = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>About</h1>');
      const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>About</h1>');
      const plain = await app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<h1>About</h1>');
      // A page the build left without copies is sent as it is.
      const uncompressed = await app.inject({ url: '/contact', headers: { 'accept-encoding': 'br' } });
      expect(uncompressed.headers['content-encoding']).toBeUndefined();
      expect(uncompressed.body).toContain('<h1>Contact</h1>');

      const etag = brotli.headers.etag;
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const again = await app.inject({ url: '/about', headers: { 'if-none-match': String(etag), 'accept-encoding': 'br' } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // A changed page (another etag) is sent whole; HEAD has the headers and no body.
      expect((await app.inject({ url: '/about', headers: { 'if-none-match': '"old"' } })).statusCode).toBe(200);
      const head = await app.inject({ method: 'HEAD', url: '/about' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-security-policy']).toBeDefined();
    });

    it('answers an unknown page with the Not-found page and status 404, and a missing file with a plain 404', async () => {
      const page = await app.inject('/no-such-page');
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Page Not Found');
      const file = await app.inject('/assets/index-gone.js');
      expect(file.statusCode).toBe(404);
      expect(file.headers['content-type']).toContain('text/plain');
    });

    it('caches hashed assets for a year and guides for an hour', async () => {
      expect((await app.inject('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject('/guides/germs-and-handwashing.pdf')).headers['cache-control']).toBe('public, max-age=3600');
    });

    it('has browsers ask again for the service worker and the app manifest every time (a new version is found at once)', () => {
      expect(cacheControlFor('/sw.js')).toBe('no-cache');
      expect(cacheControlFor('/manifest.webmanifest')).toBe('no-cache');
    });

    it('answers the download call with the guide as an attachment, and 404 for an unknown guide', async () => {
      const response = await app.inject('/functions/v1/download-resource/germs-and-handwashing');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?germs-and-handwashing\.pdf"?$/);
      expect(response.body).toBe('%PDF-1.7 a guide');
      expect((await app.inject('/functions/v1/download-resource/no-such-guide')).statusCode).toBe(404);
      expect((await app.inject('/functions/v1/download-resource/..%2Fabout')).statusCode).toBe(404);
    });

    it('sends the security headers, allowing the inline loader by its hash and nothing inline else', async () => {
      const headers = (await app.inject('/about')).headers;
      const csp = String(headers['content-security-policy']);
      const hash = createHash('sha256').update(LOADER).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'", 'frame-src https://www.youtube-nocookie.com']) {
        expect(csp).toContain(directive);
      }
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).not.toContain('fullscreen');
    });
  });

  describe('the forms, sent by the app as JSON', () => {
    it('stores a valid suggestion with the time it arrived', async () => {
      const response = await postJson('/api/suggestions', { ...suggestion, createdAt: '1999-01-01T00:00:00Z' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ok: true, errors: {} });
      const [row] = await listSubmissions(db, 'suggestions', new Date(0));
      expect(row).toMatchObject({ name: 'Ava', age_group: '8-10', topic_suggestion: 'How do broken bones heal?', created_at: NOW.toISOString() });
    });

    it('refuses an invalid suggestion with the messages of docs/product.md §5 and stores nothing', async () => {
      const response = await postJson('/api/suggestions', { name: 'x'.repeat(101), ageGroup: 'adult', topicSuggestion: '  short  ', agreeToShare: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: 'Name must be less than 100 characters',
        ageGroup: 'Please select an age group',
        topicSuggestion: 'Please tell us more (at least 10 characters)',
        agreeToShare: 'You must agree to share your idea',
      });
      expect(await listSubmissions(db, 'suggestions', new Date(0))).toEqual([]);
    });

    it('stores a contact message, trimmed, and refuses one with an empty field', async () => {
      expect((await postJson('/api/contact', { ...message, name: '  Ava  ' })).statusCode).toBe(201);
      const refused = await postJson('/api/contact', { ...message, email: '   ' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ email: 'Please fill in your email.' });
      const rows = await listSubmissions(db, 'contact', new Date(0));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Ava', email: 'ava@example.com' });
    });

    it('refuses a body over the size limit with 413', async () => {
      const response = await postJson('/api/contact', { ...message, message: 'x'.repeat(70_000) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ ok: false, errors: {} });
      expect(await listSubmissions(db, 'contact', new Date(0))).toEqual([]);
    });

    it('limits each address to the set number of sends a minute', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await postJson('/api/suggestions', suggestion)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(await listSubmissions(db, 'suggestions', new Date(0))).toHaveLength(5);
    });
  });

  describe('the forms, posted without JavaScript', () => {
    it('answers a valid suggestion with the E-Library page saying thank you', async () => {
      const response = await postForm('/library', { name: '', ageGroup: '11-14', topicSuggestion: 'What does sleep do?', agreeToShare: 'on' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(rendered).toEqual([{ path: '/library', echo: expect.objectContaining({ form: 'suggestion', outcome: 'sent' }) }]);
      expect(await listSubmissions(db, 'suggestions', new Date(0))).toHaveLength(1);
    });

    it('answers an incomplete message with the contact page, keeping every word typed', async () => {
      const response = await postForm('/contact', { name: 'Bo', email: '', message: 'Hello <there>' });
      expect(response.statusCode).toBe(400);
      expect(rendered[0]).toEqual({
        path: '/contact',
        echo: {
          form: 'contact',
          outcome: 'invalid',
          values: { name: 'Bo', email: '', message: 'Hello <there>' },
          errors: { email: 'Please fill in your email.' },
          id: expect.stringMatching(UUID),
        },
      });
      expect(await listSubmissions(db, 'contact', new Date(0))).toEqual([]);
    });

    it('answers too many sends with a small page made once (no render), which says the words are one Back away', async () => {
      for (let i = 0; i < 5; i += 1) await postForm('/contact', message);
      const renders = rendered.length;
      const response = await postForm('/contact', { ...message, message: 'One more' });
      expect(response.statusCode).toBe(429);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('everything you typed is still in the form');
      expect(rendered).toHaveLength(renders);
    });

    it('reads a 5,000-character message in a script of 3-byte letters, and stores it', async () => {
      const response = await postForm('/contact', { ...message, message: '心'.repeat(5000) });
      expect(response.statusCode).toBe(200);
      expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(1);
    });

    it('answers an over-long message with the page, its message and every word kept', async () => {
      const long = 'word '.repeat(1500);
      const response = await postForm('/contact', { ...message, message: long });
      expect(response.statusCode).toBe(400);
      expect(rendered.at(-1)?.echo).toMatchObject({ outcome: 'invalid', values: { message: long }, errors: { message: 'Your message must be less than 5,000 characters.' } });
    });

    it('answers a body too large to read with the page saying so, not a JSON error', async () => {
      const response = await postForm('/contact', { ...message, message: 'x'.repeat(70_000) });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(rendered.at(-1)?.echo).toMatchObject({ form: 'contact', outcome: 'tooLarge' });
    });

    it('keeps the send’s id after a refusal, so the same send is tried again, and starts a new one after a send', async () => {
      const id = 'c0ffee00-0000-4000-8000-00000000000a';
      await postForm('/contact', { ...message, email: '', id });
      expect(rendered.at(-1)?.echo).toMatchObject({ outcome: 'invalid', id });
      await postForm('/contact', { ...message, id });
      expect(rendered.at(-1)?.echo).toMatchObject({ outcome: 'sent' });
      expect((rendered.at(-1)?.echo as { id: string }).id).not.toBe(id);
    });
  });

  describe('a send that arrives twice', () => {
    it('is stored once, and both answers are the first one', async () => {
      const id = 'c0ffee00-0000-4000-8000-00000000000b';
      const first = await postJson('/api/contact', { ...message, id });
      const again = await postJson('/api/contact', { ...message, id });
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.json()).toEqual(first.json());
      expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(1);
      await postForm('/library', { ...suggestion, agreeToShare: 'on', id });
      await postForm('/library', { ...suggestion, agreeToShare: 'on', id });
      expect(await listSubmissions(db, 'suggestions', new Date(0))).toHaveLength(1);
    });

    it('keeps the new words when the same id comes back with different ones: the child who edited after "try again" is not thanked and dropped (S3)', async () => {
      const id = 'c0ffee00-0000-4000-8000-00000000000e';
      expect((await postJson('/api/contact', { ...message, id })).statusCode).toBe(201);
      const edited = { ...message, message: 'I changed my mind: please write about sleep.' };
      expect((await postJson('/api/contact', { ...edited, id })).statusCode).toBe(201);
      expect((await postJson('/api/contact', { ...edited, id })).statusCode).toBe(201);
      const stored = await listSubmissions(db, 'contact', new Date(0));
      expect(stored.map((row) => row.message)).toEqual([message.message, edited.message]);
      // The plain form too, and a suggestion.
      await postForm('/library', { ...suggestion, agreeToShare: 'on', id });
      await postForm('/library', { ...suggestion, topicSuggestion: 'How do eyes see colours?', agreeToShare: 'on', id });
      await postForm('/library', { ...suggestion, agreeToShare: 'on', id });
      const ideas = await listSubmissions(db, 'suggestions', new Date(0));
      expect(ideas.map((row) => row.topic_suggestion)).toEqual([suggestion.topicSuggestion, 'How do eyes see colours?']);
    });

    it('is two sends when the ids differ, or when there is none or a broken one', async () => {
      await postJson('/api/suggestions', { ...suggestion, id: 'c0ffee00-0000-4000-8000-00000000000c' });
      await postJson('/api/suggestions', { ...suggestion, id: 'c0ffee00-0000-4000-8000-00000000000d' });
      await postJson('/api/suggestions', suggestion);
      await postJson('/api/suggestions', suggestion);
      expect(await listSubmissions(db, 'suggestions', new Date(0))).toHaveLength(4);
      expect((await postForm('/contact', { ...message, id: "x'); DROP TABLE contact_messages; --" })).statusCode).toBe(200);
      expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(1);
    });
  });

  describe('the JSON APIs', () => {
    it('refuse a post another site’s page makes, and take the site’s own and other programs’', async () => {
      const cross = await app.inject({ method: 'POST', url: '/api/contact', payload: message, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(cross.statusCode).toBe(403);
      expect(cross.json()).toEqual({ ok: false, errors: {} });
      for (const site of ['same-origin', undefined]) {
        const response = await app.inject({ method: 'POST', url: '/api/contact', payload: message, headers: site ? { 'sec-fetch-site': site } : {} });
        expect(response.statusCode, String(site)).toBe(201);
      }
      expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(2);
    });

    it('and the plain forms refuse a post another site’s page makes, by Sec-Fetch-Site or, without it, by Origin, storing nothing (S5)', async () => {
      const fromElsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
      for (const headers of fromElsewhere) {
        const plain = await postForm('/contact', message, headers);
        expect(plain.statusCode, JSON.stringify(headers)).toBe(403);
        expect(plain.body).toContain('This message was not sent');
        expect((await postForm('/library', { ...suggestion, agreeToShare: 'on' }, headers)).statusCode).toBe(403);
        expect((await app.inject({ method: 'POST', url: '/api/suggestions', payload: suggestion, headers })).statusCode).toBe(403);
      }
      expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(0);
      expect(await listSubmissions(db, 'suggestions', new Date(0))).toHaveLength(0);
      // The site's own page, with or without the header, is taken.
      expect((await postForm('/contact', message, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' })).statusCode).toBe(200);
      expect((await postForm('/contact', message, { origin: 'http://localhost' })).statusCode).toBe(200);
      expect(await listSubmissions(db, 'contact', new Date(0))).toHaveLength(2);
    });

    it('answer broken JSON and NUL bytes with a status and no insides of the server', async () => {
      const broken = await app.inject({ method: 'POST', url: '/api/contact', payload: '{"name": ', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ ok: false, errors: {} });
      const nul = await postJson('/api/contact', { ...message, message: 'Hi\u0000there' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({ ok: false, errors: { message: expect.stringMatching(/hidden character/) } });
    });
  });

  it('deletes contact messages and suggestions past their retention, and nothing newer', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * day).toISOString();
    await db.query('INSERT INTO contact_messages (name, email, message, created_at) VALUES ($1, $2, $3, $4), ($1, $2, $3, $5)', ['A', 'a@b.c', 'old', at(91), at(89)]);
    await db.query(
      "INSERT INTO topic_suggestions (age_group, topic_suggestion, agree_to_share, created_at) VALUES ('parent', 'old idea', true, $1), ('parent', 'new idea', true, $2)",
      [at(366), at(10)],
    );
    expect(await deleteExpired(db, { contact: 90, suggestions: 365 }, NOW)).toEqual({ contact: 1, suggestions: 1 });
    expect((await listSubmissions(db, 'contact', new Date(0))).map((row) => row.created_at)).toEqual([at(89)]);
    expect((await listSubmissions(db, 'suggestions', new Date(0))).map((row) => row.topic_suggestion)).toEqual(['new idea']);
  });

  it('deletes the e-mail address of an answered message, and only that', async () => {
    await postJson('/api/contact', message);
    await postJson('/api/contact', { ...message, email: 'bo@example.com' });
    const [first, second] = await listSubmissions(db, 'contact', new Date(0));
    expect(await forgetEmail(db, Number(first?.id))).toBe(true);
    expect(await forgetEmail(db, Number(first?.id))).toBe(false);
    expect((await listSubmissions(db, 'contact', new Date(0))).map((row) => row.email)).toEqual(['', second?.email]);
  });
});

describe('the encoding a page is sent in', () => {
  const all = () => true;
  it('is brotli where the browser takes it, then gzip, else the HTML itself', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(pickEncoding('gzip, deflate', all)).toBe('gzip');
    expect(pickEncoding('*', all)).toBe('br');
    expect(pickEncoding(undefined, all)).toBe('identity');
    expect(pickEncoding('', all)).toBe('identity');
  });

  it('never one the browser refuses with q=0, nor one the page has no copy in', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.5', all)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', all)).toBe('identity');
    expect(pickEncoding('BR', all)).toBe('br');
    expect(pickEncoding('br, gzip', (encoding) => encoding === 'gzip')).toBe('gzip');
    expect(pickEncoding('br', (encoding) => encoding === 'gzip')).toBe('identity');
  });
});
