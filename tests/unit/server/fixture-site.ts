// A tiny built site for the server tests, so they need no `npm run build`: a few pages with the
// app loader's inline script, the Not-found page, one hashed asset and one guide.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const LOADER = 'console.log("loader")';

export function makeFixtureSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'healthsprout-site-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>${LOADER}</script></head><body><div id="root"><h1>${title}</h1></div>` +
    `<script type="application/json" id="router-data">{}</script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Page Not Found'),
    'about.html': page('About'),
    'library.html': page('E-Library'),
    'library/diseases.html': page('Diseases'),
    'contact.html': page('Contact'),
    'resources/germs-and-handwashing.html': page('Germs'),
    'guides/germs-and-handwashing.pdf': '%PDF-1.7 a guide',
    'assets/index-abc123.js': 'export {};',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  // The build's compressed copies, as `npm run build` writes them beside each page (one page left without).
  for (const name of ['index.html', 'about.html', '404.html']) {
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(files[name] ?? ''));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(files[name] ?? ''));
  }
  return dist;
}
