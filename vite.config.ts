import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// The build's own plugins, and what they import, name their files in full (.ts): Vite is moving
// to load this config with Node's own module loader, which needs the extension.
import { guidesPlugin } from './scripts/guides/vite-plugin.ts';
import { teachingPrintablesPlugin } from './scripts/teaching/vite-plugin.ts';
import { soundsPlugin } from './scripts/sounds/vite-plugin.ts';
import { appLoaderPlugin } from './scripts/app-loader/plugin.ts';
import { firstUsePlugin } from './scripts/build/service-worker.ts';
import { routerTreeShakingPlugin } from './scripts/build/router-tree-shaking.ts';
import { parseSiteUrl } from './src/lib/site-address.ts';


/**
 * @pixi/react's reconciler imports its whole package.json (about 1 KB of a Play press) for one
 * field, its version, which it reports to React's devtools: this hands it just that.
 */
function pixiReactVersionPlugin(): Plugin {
  const id = '\0pixi-react-package';
  const { version } = JSON.parse(readFileSync(new URL('./node_modules/@pixi/react/package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    name: 'healthsprout:pixi-react-version',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../package.json.mjs' && importer?.includes('@pixi/react/lib/core/') ? id : null),
    load: (loaded) => (loaded === id ? `export default { version: ${JSON.stringify(version)} };` : null),
  };
}

const engineFile = (file: string) => fileURLToPath(new URL(`./src/engine/${file}`, import.meta.url));

/**
 * Files of Pixi swapped for the engine's own smaller ones, each saying why: the renderer Pixi's
 * Application picks (pixi-auto-detect.js, which uses pixi-webgl-renderer.js), the colour names
 * its Color knows (pixi-colour-names.js), its device check that keeps one test context instead of
 * making two (pixi-max-textures.js), and parts the games never use (pixi-unused.js). Each
 * swap applies to one importer only, except the gradient and pattern fills, swapped wherever Pixi
 * imports them (it only asks whether a fill is one).
 */
function pixiSwapsPlugin(): Plugin {
  const swaps = [
    { source: '../rendering/renderers/autoDetectRenderer.mjs', importer: /pixi\.js[\\/]lib[\\/]app[\\/]Application\.mjs$/, file: engineFile('pixi-auto-detect.js') },
    { source: '@pixi/colord/plugins/names', importer: /pixi\.js[\\/]lib[\\/]color[\\/]Color\.mjs$/, file: engineFile('pixi-colour-names.js') },
    { source: '../gl/utils/maxRecommendedTextures.mjs', importer: /batcher[\\/]shared[\\/]Batcher\.mjs$/, file: engineFile('pixi-max-textures.js') },
    // What the games never draw (pixi-unused.js): SVG markup, SVG path text and arcs, text styled
    // per tag; and below, gradient and pattern fills.
    { source: './svg/SVGParser.mjs', importer: /graphics[\\/]shared[\\/]GraphicsContext\.mjs$/, file: engineFile('pixi-unused.js') },
    { source: '../svg/parseSVGPath.mjs', importer: /graphics[\\/]shared[\\/]path[\\/]GraphicsPath\.mjs$/, file: engineFile('pixi-unused.js') },
    { source: './utils/measureTaggedText.mjs', importer: /text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/, file: engineFile('pixi-unused.js') },
    { source: '../buildCommands/buildArcToSvg.mjs', importer: /graphics[\\/]shared[\\/]path[\\/]ShapePath\.mjs$/, file: engineFile('pixi-unused.js') },
  ];
  const fills = /pixi\.js[\\/]lib[\\/]scene[\\/]graphics[\\/]shared[\\/]fill[\\/]Fill(Gradient|Pattern)\.mjs$/;
  return {
    name: 'healthsprout:pixi-swaps',
    enforce: 'pre',
    resolveId(source, importer) {
      const swap = swaps.find((candidate) => candidate.source === source && candidate.importer.test(importer ?? ''));
      if (swap) return swap.file;
      const fromPixi = importer !== undefined && /pixi\.js[\\/]lib[\\/]/.test(importer) && source.startsWith('.');
      return fromPixi && fills.test(resolve(dirname(importer), source)) ? engineFile('pixi-unused.js') : null;
    },
  };
}

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), guidesPlugin(), teachingPrintablesPlugin(), soundsPlugin(), appLoaderPlugin(), pixiReactVersionPlugin(), pixiSwapsPlugin(), routerTreeShakingPlugin(), firstUsePlugin()],
  resolve: {
    // react-router's package exports only name its development build (with dev-only warnings);
    // the production build beside it is smaller, so production bundles use it.
    alias: [
      { find: /^pixi\.js$/, replacement: engineFile('pixi-parts.js') },
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The site's public address (src/lib/site-url.ts): a bad SITE_URL stops the build here.
  define: { __SITE_URL__: JSON.stringify(parseSiteUrl(process.env.SITE_URL) ?? '') },
  // The server build (src/entry-server.tsx, for the pages step of scripts/build.ts) needs no copy of public/.
  // PROFILE_SOURCEMAP=1 adds source maps, to read a browser profile by source file (docs/ratios-2026-11-28.md).
  build: { target: 'es2022', sourcemap: process.env.PROFILE_SOURCEMAP === '1', copyPublicDir: !isSsrBuild },
  test: {
    setupFiles: ['tests/unit/setup.ts'],
    // One worker per core: Vitest's default leaves one core to its main process, which mostly
    // waits (on these 2-core machines: 104 s for the unit tests with one worker, 72 s with two).
    maxWorkers: availableParallelism(),
    css: false,
    // Screens (.tsx) are tested in jsdom; the pure logic, content and build scripts (.ts) need no
    // DOM and run in plain Node, which starts several times faster. A .ts test that does use the
    // DOM says so with a `// @vitest-environment jsdom` line.
    projects: [
      { extends: true, test: { name: 'screens', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom' } },
      { extends: true, test: { name: 'logic', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
    ],
  },
}));
