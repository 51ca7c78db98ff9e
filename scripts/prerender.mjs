// Writes every page of the site as HTML into dist/, rendered by the server bundle of
// src/entry-server.tsx (built into .prerender/ by `npm run build`). A visitor then sees the page
// as soon as its HTML and CSS arrive, and src/main.tsx hydrates it once the JavaScript has run.
//
//   /                     -> dist/index.html
//   /about                -> dist/about.html
//   /library/diseases     -> dist/library/diseases.html
//   any address not here  -> dist/404.html (the Not-found page; see scripts/prerendered-pages.ts)
//
// The empty page the app was built into is kept as .prerender/template.html: the server
// (server/pages.ts) renders a page from it again when it answers a form sent without JavaScript.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = 'dist';
const server = await import(pathToFileURL(join('.prerender', 'entry-server.js')).href);
const templateFile = join('.prerender', 'template.html');
copyFileSync(join(dist, 'index.html'), templateFile);
const template = readFileSync(templateFile, 'utf8');

const fileFor = (path) => {
  if (path === '/') return 'index.html';
  if (path === server.NOT_FOUND_PATH) return '404.html';
  return `${path.slice(1)}.html`;
};

let bytes = 0;
const paths = server.prerenderPaths();
for (const path of paths) {
  const dataPath = path === server.NOT_FOUND_PATH ? '*' : path;
  const html = await server.renderDocument(template, path, dataPath);
  const file = join(dist, fileFor(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  bytes += html.length;
}
console.log(`prerender: ${paths.length} pages written to ${dist}/ (${(bytes / 1024).toFixed(0)} KB of HTML)`);
