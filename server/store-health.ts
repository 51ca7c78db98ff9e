// Whether the forms' database is storing what is sent, as the sends themselves found it (security
// review S8): a database can answer `SELECT 1` while every INSERT fails (a full disk answers 53100),
// so /readyz also asks this. Pure: the times are given.

/** How long after a failed store, with no store since, /readyz says not ready. */
export const STORE_FAILURE_MEMORY_MS = 60_000;

export interface StoreHealth {
  /** A send could not be stored: the database's error code. */
  failed(code: string, at: number): void;
  /** A send was stored. */
  stored(): void;
  /** The code of the last failed store when it was recent and no store has worked since; otherwise null. */
  recentFailure(now: number): string | null;
}

export function storeHealth(): StoreHealth {
  let last: { code: string; at: number } | null = null;
  return {
    failed: (code, at) => {
      last = { code, at };
    },
    stored: () => {
      last = null;
    },
    recentFailure: (now) => (last && now - last.at < STORE_FAILURE_MEMORY_MS ? last.code : null),
  };
}
