// `npm start` (after scripts/start.mjs has built the site if needed): serves dist/ and stores the
// forms, in PGlite under DATA_DIR or in the PostgreSQL server of DATABASE_URL.
import { buildServer } from './app';
import { readConfig } from './config';
import { migrate, openDatabase } from './database';
import { deleteExpired } from './store';

const config = readConfig(process.env);
const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
await migrate(db);
const app = await buildServer({ distDir: 'dist', renderDir: '.prerender', db, formsPerMinute: config.formsPerMinute, logger: true });

/** Deletes expired forms now and every six hours. */
async function tidy() {
  try {
    const gone = await deleteExpired(
      db,
      { contact: config.contactRetentionDays, suggestions: config.suggestionRetentionDays },
      new Date(),
    );
    if (gone.contact + gone.suggestions > 0) {
      console.log(`Deleted ${gone.contact} contact messages and ${gone.suggestions} suggestions past their time.`);
    }
  } catch (error) {
    console.error('Could not delete expired forms:', error);
  }
}
await tidy();
setInterval(() => void tidy(), 6 * 60 * 60 * 1000).unref();

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

await app.listen({ port: config.port, host: config.host });
const where = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/`;
console.log(`HealthSprout is being served at http://${config.host}:${config.port}/ (forms are stored in ${where})`);
