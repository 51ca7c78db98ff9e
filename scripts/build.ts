// `npm run build`: the whole site into dist/, in named steps, each printing what it did and how
// long it took. One Vite build for the browser, one for the prerender's renderer, then the pages,
// the service worker, the static hosts' headers and the compressed copies.
//
//   1. types          tsc -b over the app, the service worker, the server, scripts and tests
//   2. content        every piece of content held to its schema (src/content/check.ts)
//   3. app            Vite's client build into dist/ (the guide PDFs and sounds are made here); the
//                     previous release's files stay beside it for a day (build/retired-assets.ts)
//   4. renderer       Vite's server build of src/entry-server.tsx into .prerender/
//   5. pages          every address of the site map (src/site-map.ts) as HTML in dist/, robots.txt
//                     and, with SITE_URL (the public address), each page's canonical link and sitemap.xml
//   6. service worker dist/sw.js with Workbox's list of the offline copy
//   7. headers        dist/_headers for static hosts, asked of the server itself
//   8. compress       brotli and gzip copies beside every text file
import { spawnSync } from 'node:child_process';
import { build } from 'vite';
import { prerender } from './build/prerender';
import { buildServiceWorker } from './build/service-worker';
import { writeHeaders } from './build/headers';
import { compress } from './build/compress';
import { contentProblems } from '../src/content/check';
import { putBack, retiredFiles, setAside } from './build/retired-assets';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const steps: [name: string, run: () => Promise<string> | string][] = [
  [
    'types',
    () => {
      const tsc = spawnSync('npx', ['tsc', '-b'], { stdio: 'inherit' });
      if (tsc.status !== 0) throw new Error('the type check failed (above)');
      return 'no type errors';
    },
  ],
  [
    'content',
    () => {
      const problems = contentProblems();
      if (problems.length > 0) throw new Error(`the content does not fit its schemas:\n  ${problems.join('\n  ')}`);
      return 'every piece fits its schema';
    },
  ],
  [
    'app',
    async () => {
      const lastBuild = setAside();
      await build({ logLevel: 'warn' });
      const kept = putBack(lastBuild);
      return `dist/ written; ${kept.length} files of earlier releases kept for open tabs`;
    },
  ],
  [
    'renderer',
    async () => {
      await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: '.prerender' } });
      return '.prerender/entry-server.js written';
    },
  ],
  [
    'pages',
    async () => {
      const { pages, bytes, siteFiles } = await prerender();
      const address = process.env.SITE_URL
        ? `canonical links to ${process.env.SITE_URL.trim()}`
        : 'SITE_URL not set, so no canonical links or sitemap.xml (set it to the public address before putting the site online)';
      return `${pages} pages, ${kb(bytes)} of HTML, ${siteFiles.join(' and ')}; ${address}`;
    },
  ],
  [
    'service worker',
    async () => {
      const entries = await buildServiceWorker();
      return `${entries.length} files in the offline copy`;
    },
  ],
  ['headers', async () => `dist/_headers with ${await writeHeaders()} security headers`],
  [
    'compress',
    () => {
      const kept = retiredFiles();
      const { files, before, after } = compress('dist', kept);
      return `${files} files, ${kb(before)} -> ${kb(after)} brotli (gzip beside it); ${kept.length} of the last release's files kept with their copies`;
    },
  ],
];

const started = performance.now();
for (const [index, [name, run]] of steps.entries()) {
  const at = performance.now();
  console.log(`build ${index + 1}/${steps.length}: ${name}...`);
  try {
    const said = await run();
    console.log(`build ${index + 1}/${steps.length}: ${name}: ${said} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(`build ${index + 1}/${steps.length}: ${name} failed:`, error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
