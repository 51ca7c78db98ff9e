// `npm start` (after scripts/start.mjs has built the site if needed): serves dist/ and stores the
// forms, in PGlite under DATA_DIR or in the PostgreSQL server of DATABASE_URL. The pages are
// served from the first moment; the database is connected behind them, again and again until it
// answers, and the forms say "try again soon" until then (server/storage.ts).
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { readConfig } from './config';
import { errorCode, FolderInUse, openDatabase } from './database';
import { RETENTION_EVERY_MS, tidy } from './retention';
import { connectInBackground } from './storage';

/** After SIGTERM or SIGINT, what is under way gets this long to finish before the process ends anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

const fail = (error: unknown): never => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
};

const config = (() => {
  try {
    return readConfig(process.env);
  } catch (error) {
    return fail(error);
  }
})();

// The server's logger, once the server is made (the database may fail before that).
const server: { app?: FastifyInstance } = {};
const storage = connectInBackground({
  open: () =>
    openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }, {
      onError: (code) => server.app?.log.error({ code }, 'database connection lost; the next send connects again'),
    }),
  onRetry: (code, waitMs) => server.app?.log.warn({ code, retryInMs: waitMs }, 'database not reachable yet; forms answer "try again soon"'),
  isFinal: (error) => error instanceof FolderInUse,
});

const app = await buildServer({
  distDir: 'dist',
  renderDir: '.prerender',
  storage,
  formsPerMinute: config.formsPerMinute,
  trustProxy: config.trustProxy,
  redisUrl: config.redisUrl,
  log: true,
}).catch(fail);
server.app = app;

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  setTimeout(() => {
    app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'stopped at the shutdown deadline with requests still open');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await app.close().catch(() => undefined);
  await storage.close().catch(() => undefined);
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host }).catch(fail);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/ (one instance only)`;
console.log(`HealthSprout is being served at http://${config.host}:${config.port}/ (forms are stored in ${where})`);

// The database, once it is there: the retention job now and every six hours, by one instance at a time.
storage.ready.then(
  (db) => {
    app.log.info({ kind: db.kind }, 'database ready; forms are stored');
    const run = async () => {
      try {
        const gone = await tidy(db, { contact: config.contactRetentionDays, suggestions: config.suggestionRetentionDays }, new Date());
        if (gone && gone.contact + gone.suggestions > 0) app.log.info({ contact: gone.contact, suggestions: gone.suggestions }, 'deleted forms past their time');
        if (gone && gone.cleared !== true) {
          app.log.error({ code: gone.cleared.failed }, "could not clear deleted forms from the database's files; trying again at the next run");
        }
      } catch (error) {
        app.log.error({ code: errorCode(error) }, 'could not delete expired forms; trying again at the next run');
      }
    };
    void run();
    setInterval(() => void run(), RETENTION_EVERY_MS).unref();
  },
  (error: unknown) => fail(error),
);
