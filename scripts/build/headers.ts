// A step of `npm run build` (scripts/build.ts): writes dist/_headers, the file static hosts such as Netlify and
// Cloudflare Pages read, with the very security headers the server sends (asked of the server
// itself, so the two cannot drift apart) and the cache rules of server/pages.ts.
import { writeFileSync } from 'node:fs';
import { buildServer } from '../../server/app';
import { SECURITY_HEADER_NAMES } from '../../server/security-headers';
import { cacheControlFor } from '../../server/pages';

/** Writes dist/_headers; returns how many security headers it holds. */
export async function writeHeaders(): Promise<number> {
  const app = await buildServer({ distDir: 'dist', renderDir: '.prerender', storage: null, formsPerMinute: 0 });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();

  const security = SECURITY_HEADER_NAMES.flatMap((name) => {
    const value = response.headers[name];
    return value === undefined ? [] : [`  ${name}: ${String(value)}`];
  });
  const rules = [
    // Pages get no cache rule here: a second cache-control for /assets/* would be merged into this one.
    ['/*', security],
    ['/assets/*', [`  cache-control: ${cacheControlFor('/assets/app.js')}`]],
    ['/guides/*', [`  cache-control: ${cacheControlFor('/guides/a.pdf')}`]],
    ['/sounds/*', [`  cache-control: ${cacheControlFor('/sounds/a.wav')}`]],
    ['/sw.js', [`  cache-control: ${cacheControlFor('/sw.js')}`]],
    ['/manifest.webmanifest', [`  cache-control: ${cacheControlFor('/manifest.webmanifest')}`]],
  ] as const;
  writeFileSync('dist/_headers', rules.map(([path, lines]) => [path, ...lines].join('\n')).join('\n') + '\n');
  return security.length;
}
