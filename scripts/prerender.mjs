// Writes every page of the site as HTML into dist/, rendered by the server bundle of
// src/entry-server.tsx (built into .prerender/ by `npm run build`). A visitor then sees the page
// as soon as its HTML and CSS arrive, and src/main.tsx hydrates it once the JavaScript has run.
//
//   /                     -> dist/index.html
//   /about                -> dist/about.html
//   /library/diseases     -> dist/library/diseases.html
//   any address not here  -> dist/404.html (the Not-found page; see scripts/prerendered-pages.ts)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = 'dist';
const server = await import(pathToFileURL(join('.prerender', 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

const EMPTY_ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
if (!template.includes(EMPTY_ROOT) || !TEMPLATE_TITLE.test(template)) {
  throw new Error('prerender: dist/index.html has no empty #root or no <title> (was it already prerendered?)');
}

/** Text for an HTML attribute or element. */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot close the <script> it sits in. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const fileFor = (path) => {
  if (path === '/') return 'index.html';
  if (path === server.NOT_FOUND_PATH) return '404.html';
  return `${path.slice(1)}.html`;
};

let bytes = 0;
const paths = server.prerenderPaths();
for (const path of paths) {
  const page = await server.renderPage(path);
  const dataPath = path === server.NOT_FOUND_PATH ? '*' : path;
  const html = template
    .replace(TEMPLATE_TITLE, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" data-path="${escapeHtml(dataPath)}">${page.html}</div>` +
        `<script>window.__staticRouterHydrationData=${scriptJson(page.hydrationData)}</script>`,
    );
  const file = join(dist, fileFor(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  bytes += html.length;
}
console.log(`prerender: ${paths.length} pages written to ${dist}/ (${(bytes / 1024).toFixed(0)} KB of HTML)`);
