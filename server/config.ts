// The server's settings, read from the environment once at start (README: "The server, and deploying").
import { isIP } from 'node:net';
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
  /** How many forms one address may send per minute, all forms together (a whole class may share one school address). */
  formsPerMinute: number;
  /**
   * The proxies in front (TRUST_PROXY: addresses or ranges), whose X-Forwarded-For names the
   * visitor; without it the visitor is whoever connects. Never "everyone".
   */
  trustProxy: string[] | undefined;
  /** A Redis server (REDIS_URL) where several instances count the form limits together. */
  redisUrl: string | undefined;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, not "${value}".`);
  return number;
}

/** A retention of at least a day: 0 would delete each message as it arrives. */
function retentionDays(name: string, value: string | undefined, fallback: number): number {
  const days = wholeNumber(name, value, fallback);
  if (days < 1) throw new Error(`${name} must be at least 1 (days); 0 would delete every message as it arrives.`);
  return days;
}

/** proxy-addr's names for whole private ranges, which a proxy on the same machine or network may use. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as a list of addresses and ranges ("10.0.0.5", "10.0.0.0/8, ::1", "loopback").
 * "true", "*", a hop count or a range covering every address would let any visitor choose the
 * address the limits count, so they are refused with a message.
 */
export function parseTrustProxy(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const validPrefix = bits === null || (prefix !== '' && Number.isInteger(bits) && bits >= 1 && bits <= (family === 4 ? 32 : 128));
    if (!family || extra !== undefined || !validPrefix) {
      throw new Error(
        `TRUST_PROXY takes the addresses or ranges of your proxies (such as 10.0.0.5 or 10.0.0.0/8), not "${entry}": ` +
          'trusting every address would let any visitor choose the address the form limits count.',
      );
    }
  }
  return entries;
}

/** The settings from `env` (process.env), with the defaults a fresh machine needs. */
export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  return {
    port: wholeNumber('PORT', env.PORT, 4173),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || 'data/pglite',
    contactRetentionDays: retentionDays('CONTACT_RETENTION_DAYS', env.CONTACT_RETENTION_DAYS, retention.contactDays),
    suggestionRetentionDays: retentionDays('SUGGESTION_RETENTION_DAYS', env.SUGGESTION_RETENTION_DAYS, retention.suggestionDays),
    formsPerMinute: wholeNumber('FORMS_PER_MINUTE', env.FORMS_PER_MINUTE, 30),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
  };
}
