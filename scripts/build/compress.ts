// The last step of `npm run build` (scripts/build.ts): writes a brotli (.br) and a gzip (.gz) copy beside every text
// file of dist/ that gains from it, so the server (server/pages.ts, preCompressed) sends the
// smallest one a browser accepts without compressing anything while it answers.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

/**
 * Compresses every text file of `dist` worth it, except the `kept` ones (paths under dist/: the
 * previous release's files, put back with their copies); returns the count and the sizes before
 * and after (brotli).
 */
export function compress(dist = 'dist', kept: readonly string[] = []): { files: number; before: number; after: number } {
  let files = 0;
  let before = 0;
  let after = 0;
  const done = new Set(kept.filter((name) => existsSync(join(dist, `${name}.br`)) && existsSync(join(dist, `${name}.gz`))).map((name) => join(name)));
  const names = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => TEXT.test(name) && !done.has(join(name)));
  for (const name of names) {
    const file = join(dist, name);
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    files += 1;
    before += size;
    after += brotli.length;
    if (files % 40 === 0) console.log(`  ${files} of ${names.length} files...`);
  }
  return { files, before, after };
}
