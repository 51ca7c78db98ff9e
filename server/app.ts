// The site's server: builds the fastify app that serves the built site and receives its two forms.
// server/main.ts starts it; the tests drive it with inject().
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { errorCode, withinTime } from './database';
import { FORM_BODY_LIMIT, registerForms } from './forms';
import { loggerOptions } from './logging';
import { holdPages, listPages, pageRenderer, registerPages, type PageRenderer, type SiteFiles } from './pages';
import { helmetOptions, inlineScriptHashes, PERMISSIONS_POLICY } from './security-headers';
import type { Storage } from './storage';
import { storeHealth, type StoreHealth } from './store-health';

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
  /** How long a request's body may take to arrive (REQUEST_TIMEOUT_MS); tests shorten it. */
  requestTimeoutMs?: number;
  /** How long a send waits for the database (server/forms.ts); tests shorten it. */
  storeTimeoutMs?: number;
}

/** A request whose body has not all arrived after this long is answered 408 and closed. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A request whose headers have not all arrived after this long is answered 408: at most REQUEST_TIMEOUT_MS. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their deadline. */
const CONNECTIONS_CHECKED_EVERY_MS = 1_000;
/** How long /readyz waits for the database's answer. */
const READY_CHECK_MS = 2_000;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log === true ? undefined : options.log) : false,
    bodyLimit: FORM_BODY_LIMIT,
    requestTimeout,
    // Node takes the longer of headersTimeout and requestTimeout as a request's whole deadline, and
    // looks for requests past it every connectionsCheckingInterval (30 s by default): left at their
    // defaults, a trickled body lived 60-90 s, not the 30 s the README says (security review S4).
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout), connectionsCheckingInterval: CONNECTIONS_CHECKED_EVERY_MS },
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  const pages = new Set(listPages(options.distDir));
  if (!pages.has('404.html')) throw new Error(`${options.distDir} holds no built site: run npm run build first.`);
  // Read once, here: the policy's hashes come from them, and the pages are answered from them.
  const held = holdPages(options.distDir, pages);
  // Every page carries the same inline loader (scripts/app-loader/page-loader.ts); the policy allows it by hash.
  const hashes = [...held.values()].flatMap((page) => inlineScriptHashes(page.bodies.identity.toString('utf8')));

  await app.register(helmet, helmetOptions(hashes));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  // The forms' one shared limit is made from it (server/forms.ts); no route is limited on its own.
  await app.register(rateLimit, { global: false, ...(await sharedLimitStore(app, options.redisUrl)) });
  const health = storeHealth();
  registerHealth(app, options.storage, health, options.now ?? (() => new Date()));
  await registerPages(app, options, held);
  if (options.storage) {
    // The home page is held already: its stylesheets give the small pages the site's look.
    const styles = siteStyles(held.get('index.html')?.bodies.identity.toString('utf8') ?? '');
    await registerForms(app, {
      storage: options.storage,
      renderPage: options.renderPage ?? pageRenderer(options),
      formsPerMinute: options.formsPerMinute,
      now: options.now ?? (() => new Date()),
      busyPage: busyPage(styles),
      otherSitePage: otherSitePage(styles),
      storeTimeoutMs: options.storeTimeoutMs,
      health,
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
  await warnIfRedisSaves(app, redis);
  return { redis, skipOnError: true, nameSpace: 'healthsprout-limits-' };
}

/**
 * The limit counters name visitors' addresses for a minute: Redis must keep them in memory only
 * (the privacy page says so). Its default configuration saves snapshots to disk, which would keep
 * them there; the operator is told (README: Deploying). A Redis that refuses CONFIG is not asked.
 */
async function warnIfRedisSaves(app: FastifyInstance, redis: Redis) {
  try {
    const [, save] = (await redis.config('GET', 'save')) as [string, string];
    const [, appendOnly] = (await redis.config('GET', 'appendonly')) as [string, string];
    if (save.trim() !== '' || appendOnly === 'yes') {
      app.log.warn({ save, appendOnly }, 'Redis saves to disk, with visitors\' addresses in the limit counters: set save "" and appendonly no');
    }
  } catch {
    // CONFIG renamed or not allowed (a managed Redis): nothing to read.
  }
}

/**
 * /healthz: the process answers (for a supervisor that restarts a hung one). /readyz: it can also
 * store forms, so a load balancer sends visitors here (pages are served either way).
 */
function registerHealth(app: FastifyInstance, storage: Storage | null, health: StoreHealth, now: () => Date) {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!storage) return reply.send({ status: 'ready', forms: 'not stored here' });
    const db = storage.db;
    if (!db) return reply.code(503).send({ status: 'starting', forms: 'database not connected yet' });
    try {
      await withinTime(db.query('SELECT 1'), READY_CHECK_MS, 'TIMEOUT');
      // The database answers, but the last sends could not be stored (a full disk): not ready either.
      const failure = health.recentFailure(now().getTime());
      if (failure) return reply.code(503).send({ status: 'not ready', forms: `database reachable, recent sends not stored (${failure})` });
      return reply.send({ status: 'ready', forms: 'database reachable' });
    } catch (error) {
      return reply.code(503).send({ status: 'not ready', forms: `database unreachable (${errorCode(error)})` });
    }
  });
}

/** The site's stylesheet links, as the home page (`home`, its HTML) has them. */
const siteStyles = (home: string) => home.match(/<link rel="stylesheet"[^>]*>/g)?.join('') ?? '';

/** A small page of the site's look (`styles`: siteStyles), made once: the answers to a plain form that cost no render. */
function smallPage(styles: string, title: string, paragraphs: string[]): string {
  const text = paragraphs.map((paragraph) => `<p class="mt-4 text-lg">${paragraph}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - HealthSprout</title>${styles}</head><body><main id="main-content" class="mx-auto max-w-2xl p-6"><h1 class="text-3xl">${title}</h1>${text}<p class="mt-6"><a class="underline" href="/">Go to the HealthSprout home page</a></p></main></body></html>`;
}

/**
 * The answer to a form sent without JavaScript from a visitor over the limit (a flood of sends
 * must not cost a page each). What was typed is in the page the visitor came from, one Back away.
 */
const busyPage = (styles: string) =>
  smallPage(styles, 'Please wait a minute', [
    'Lots of messages are arriving from your network right now, so this one was not sent.',
    'Press your browser’s Back button: everything you typed is still in the form. Wait a minute, then send it again.',
  ]);

/** The answer to a plain form that another website's page posted (security review S5). */
const otherSitePage = (styles: string) =>
  smallPage(styles, 'This message was not sent', [
    'It came from a page on another website, not from HealthSprout, so we did not keep it.',
    'If you want to write to us, use the form on the <a class="underline" href="/contact">HealthSprout Contact page</a>, or suggest a topic in the <a class="underline" href="/library#suggest-topic">E-Library</a>.',
  ]);
