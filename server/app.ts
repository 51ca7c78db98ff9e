// The site's server: builds the fastify app that serves the built site and receives its two forms.
// server/main.ts starts it; the tests drive it with inject().
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { errorCode, withinTime } from './database';
import { FORM_BODY_LIMIT, registerForms } from './forms';
import { loggerOptions } from './logging';
import { holdPages, listPages, pageRenderer, registerPages, type PageRenderer, type SiteFiles } from './pages';
import { helmetOptions, inlineScriptHashes, PERMISSIONS_POLICY } from './security-headers';
import type { Storage } from './storage';

export interface ServerOptions extends SiteFiles {
  /** Where the forms are stored; null serves the site alone (the build asks it for its headers). */
  storage: Storage | null;
  /** How many forms one visitor may send a minute, all forms together. */
  formsPerMinute: number;
  /** The proxies in front whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy?: string[];
  /** Counts the form limits in this Redis server, shared by every instance (REDIS_URL). */
  redisUrl?: string;
  /** Logs to stdout (true) or to this stream (the tests read it); nothing when absent. */
  log?: true | Writable;
  now?: () => Date;
  /** How a page is rendered again for a form sent without JavaScript (tests give their own). */
  renderPage?: PageRenderer;
  /** How long a send waits for the database (server/forms.ts); tests shorten it. */
  storeTimeoutMs?: number;
}

/** A request whose body has not all arrived after this long is answered 408 and closed. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long /readyz waits for the database's answer. */
const READY_CHECK_MS = 2_000;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log === true ? undefined : options.log) : false,
    bodyLimit: FORM_BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  const pages = new Set(listPages(options.distDir));
  if (!pages.has('404.html')) throw new Error(`${options.distDir} holds no built site: run npm run build first.`);
  // Read once, here: the policy's hashes come from them, and the pages are answered from them.
  const held = holdPages(options.distDir, pages);
  // Every page carries the same inline loader (scripts/app-loader.ts); the policy allows it by hash.
  const hashes = [...held.values()].flatMap((page) => inlineScriptHashes(page.bodies.identity.toString('utf8')));

  await app.register(helmet, helmetOptions(hashes));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  // The forms' one shared limit is made from it (server/forms.ts); no route is limited on its own.
  await app.register(rateLimit, { global: false, ...(await sharedLimitStore(app, options.redisUrl)) });
  registerHealth(app, options.storage);
  await registerPages(app, options, held);
  if (options.storage) {
    await registerForms(app, {
      storage: options.storage,
      renderPage: options.renderPage ?? pageRenderer(options),
      formsPerMinute: options.formsPerMinute,
      now: options.now ?? (() => new Date()),
      busyPage: busyPage(options.distDir),
      storeTimeoutMs: options.storeTimeoutMs,
    });
  }
  return app;
}

/**
 * With REDIS_URL, the limits are counted in Redis, so that every instance counts one visitor's
 * sends together. Redis out of reach does not stop the forms: a send is then let through (and the
 * error's code logged), since a lost limit harms less than a lost message.
 */
async function sharedLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) return {};
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.warn({ code: errorCode(error) }, 'rate-limit store (Redis) unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Sends are counted from the first one: the server waits (at most the connect timeout) for Redis
  // before it takes any. Commands do not queue while Redis is away, so a send never waits on it.
  await new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    setTimeout(resolve, 2_000).unref();
  });
  return { redis, skipOnError: true, nameSpace: 'healthsprout-limits-' };
}

/**
 * /healthz: the process answers (for a supervisor that restarts a hung one). /readyz: it can also
 * store forms, so a load balancer sends visitors here (pages are served either way).
 */
function registerHealth(app: FastifyInstance, storage: Storage | null) {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!storage) return reply.send({ status: 'ready', forms: 'not stored here' });
    const db = storage.db;
    if (!db) return reply.code(503).send({ status: 'starting', forms: 'database not connected yet' });
    try {
      await withinTime(db.query('SELECT 1'), READY_CHECK_MS, 'TIMEOUT');
      return reply.send({ status: 'ready', forms: 'database reachable' });
    } catch (error) {
      return reply.code(503).send({ status: 'not ready', forms: `database unreachable (${errorCode(error)})` });
    }
  });
}

/**
 * The answer to a form sent without JavaScript from a visitor over the limit: a small page made
 * once, which costs no render (a flood of sends must not cost a page each). What was typed is in
 * the page the visitor came from, one Back away.
 */
function busyPage(distDir: string): string {
  const home = readFileSync(join(distDir, 'index.html'), 'utf8');
  const styles = home.match(/<link rel="stylesheet"[^>]*>/g)?.join('') ?? '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please wait a minute - HealthSprout</title>${styles}</head><body><main id="main-content" class="mx-auto max-w-2xl p-6"><h1 class="text-3xl">Please wait a minute</h1><p class="mt-4 text-lg">Lots of messages are arriving from your network right now, so this one was not sent.</p><p class="mt-4 text-lg">Press your browser’s Back button: everything you typed is still in the form. Wait a minute, then send it again.</p><p class="mt-6"><a class="underline" href="/">Go to the HealthSprout home page</a></p></main></body></html>`;
}
