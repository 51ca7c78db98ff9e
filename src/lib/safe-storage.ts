// Local storage that never throws: private mode, a full quota or storage switched off fall back
// to memory for this visit, so a game keeps working and only forgets on reload.

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  /** False once the real storage has failed and values live only in memory. */
  readonly persistent: boolean;
}

/** Wraps `backing` (window.localStorage by default, read lazily since reading it can throw too). */
export function createSafeStorage(backing: () => Storage | null = () => window.localStorage): SafeStorage {
  const memory = new Map<string, string>();
  let failed = false;
  const real = (): Storage | null => {
    if (failed) return null;
    try {
      return backing();
    } catch {
      failed = true;
      return null;
    }
  };
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return real()?.getItem(key) ?? null;
      } catch {
        failed = true;
        return null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        real()?.setItem(key, value);
      } catch {
        failed = true;
      }
    },
    get persistent() {
      return !failed && real() !== null;
    },
  };
}

/** Reads a whole number stored under `key`, or 0. */
export function readCount(storage: SafeStorage, key: string): number {
  const value = Number(storage.get(key));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The site's shared storage. */
export const storage = createSafeStorage();
