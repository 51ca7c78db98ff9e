// A step of `npm run build` (scripts/build.ts): writes every page of the site as HTML into dist/,
// rendered by the server bundle of src/entry-server.tsx (built into .prerender/ by the step before).
// A visitor then sees the page as soon as its HTML and CSS arrive, and src/main.tsx hydrates it once
// the JavaScript has run.
//
//   /                     -> dist/index.html
//   /about                -> dist/about.html
//   /library/diseases     -> dist/library/diseases.html
//   any address not here  -> dist/404.html (the Not-found page; src/site-map.ts has the rule)
//
// The empty page the app was built into is kept as .prerender/template.html: the server
// (server/pages.ts) renders a page from it again when it answers a form sent without JavaScript.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface EntryServer {
  prerenderPaths(): string[];
  dataPathFor(address: string): string;
  fileForAddress(address: string): string;
  renderDocument(template: string, path: string, dataPath?: string): Promise<string>;
  siteFiles(): Record<string, string>;
}

/** Renders every address of the site map into `dist`; returns how many pages and bytes were written. */
export async function prerender(dist = 'dist'): Promise<{ pages: number; bytes: number; siteFiles: string[] }> {
  const server = (await import(pathToFileURL(join('.prerender', 'entry-server.js')).href)) as EntryServer;
  const templateFile = join('.prerender', 'template.html');
  copyFileSync(join(dist, 'index.html'), templateFile);
  const template = readFileSync(templateFile, 'utf8');

  let bytes = 0;
  const paths = server.prerenderPaths();
  for (const [index, path] of paths.entries()) {
    const html = await server.renderDocument(template, path, server.dataPathFor(path));
    const file = join(dist, server.fileForAddress(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    bytes += html.length;
    if ((index + 1) % 10 === 0) console.log(`  ${index + 1} of ${paths.length} pages...`);
  }
  // robots.txt, and sitemap.xml when the build has the site's public address (SITE_URL).
  const files = server.siteFiles();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  return { pages: paths.length, bytes, siteFiles: Object.keys(files) };
}
