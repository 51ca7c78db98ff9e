// The server's settings, read from the environment once at start (README: "Running the server").
import { retention } from '../src/content/privacy';

export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL server to store the forms in; without it, PGlite keeps them in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite's data folder, used when there is no DATABASE_URL. */
  dataDir: string;
  /** Contact messages older than this are deleted (the privacy page says so). */
  contactRetentionDays: number;
  /** Topic suggestions older than this are deleted. */
  suggestionRetentionDays: number;
  /** How many forms one address may send per minute (a whole class may share one school address). */
  formsPerMinute: number;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, not "${value}".`);
  return number;
}

/** The settings from `env` (process.env), with the defaults a fresh machine needs. */
export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  return {
    port: wholeNumber('PORT', env.PORT, 4173),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || 'data/pglite',
    contactRetentionDays: wholeNumber('CONTACT_RETENTION_DAYS', env.CONTACT_RETENTION_DAYS, retention.contactDays),
    suggestionRetentionDays: wholeNumber('SUGGESTION_RETENTION_DAYS', env.SUGGESTION_RETENTION_DAYS, retention.suggestionDays),
    formsPerMinute: wholeNumber('FORMS_PER_MINUTE', env.FORMS_PER_MINUTE, 30),
  };
}
