// A step around the app's build: the previous release's hashed files (dist/assets/) stay served
// for a day after a release, so a tab opened before it can still load a game or a screen it has
// not loaded yet. Vite empties dist/ when it builds, so the files are set aside first
// (.retired-assets/, outside dist/) and those under a day old are put back beside the new ones.
// They are not in the new service worker's list; the server and static hosts serve them as files.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long a release's files stay after the next release. */
export const RETIRED_FOR_MS = 24 * 60 * 60 * 1000;
const SHELF = '.retired-assets';
const RECORD = join(SHELF, 'retired.json');

/** When each retired file was retired (ms since 1970), by file name under assets/. */
export type RetiredRecord = Record<string, number>;

/**
 * Which files to keep serving: the ones the last build made that this build does not (retired
 * now), and the ones retired earlier that are still under a day old. Files this build makes again
 * are live, not retired.
 */
export function stillServed(record: RetiredRecord, lastBuild: readonly string[], thisBuild: readonly string[], now: number): RetiredRecord {
  const live = new Set(thisBuild);
  const kept: RetiredRecord = {};
  for (const [file, retiredAt] of Object.entries(record)) {
    if (!live.has(file) && now - retiredAt < RETIRED_FOR_MS) kept[file] = retiredAt;
  }
  for (const file of lastBuild) {
    if (!live.has(file) && kept[file] === undefined) kept[file] = now;
  }
  return kept;
}

/** Before the app's build: sets the current dist/assets aside. Returns the files the last build made. */
export function setAside(dist = 'dist'): string[] {
  const assets = join(dist, 'assets');
  mkdirSync(SHELF, { recursive: true });
  if (!existsSync(assets)) return [];
  const record = readRecord();
  const lastBuild = readdirSync(assets).filter((file) => record[file] === undefined && !/\.(br|gz)$/.test(file));
  // The compressed copies go with them, so the compress step need not make them again.
  for (const file of readdirSync(assets)) copyFileSync(join(assets, file), join(SHELF, file));
  return lastBuild;
}

/** After the app's build: puts back the files still served, forgets the rest. Returns the files put back. */
export function putBack(lastBuild: readonly string[], dist = 'dist', now = Date.now()): string[] {
  const assets = join(dist, 'assets');
  const kept = stillServed(readRecord(), lastBuild, readdirSync(assets), now);
  for (const file of readdirSync(SHELF)) {
    if (file === 'retired.json') continue;
    if (kept[file.replace(/\.(br|gz)$/, '')] !== undefined) copyFileSync(join(SHELF, file), join(assets, file));
    else rmSync(join(SHELF, file));
  }
  writeFileSync(RECORD, JSON.stringify(kept, null, 1));
  return Object.keys(kept).sort();
}

function readRecord(): RetiredRecord {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8')) as RetiredRecord;
  } catch {
    return {};
  }
}

/** The retired files now in dist/assets (for the service worker step to leave out of the offline copy). */
export const retiredFiles = (): string[] => Object.keys(readRecord()).map((file) => `assets/${file}`);
