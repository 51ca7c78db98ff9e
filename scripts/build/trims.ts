// The build's trims of its dependencies, all here and behind one switch: `TRIMS=off npm run build`
// builds the site with every dependency as its package publishes it, and
// tests/e2e/trims-off.spec.ts checks that the site still works so (review A5). Each trim says what
// it takes off and why; each has a drift test that fails when an upgrade moves what it relies on
// (tests/unit/engine/pixi-pin.test.ts, tests/unit/build/router-tree-shaking.test.ts). A new trim
// comes here, and only when it takes off at least 2 KB gzip of a page or a Play press.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';
import { routerTreeShakingPlugin } from './router-tree-shaking.ts';

/** Whether the build trims its dependencies: unless TRIMS=off. */
export const trimsOn = (env: NodeJS.ProcessEnv = process.env): boolean => env.TRIMS !== 'off';

/**
 * @pixi/react's reconciler imports its whole package.json (about 1 KB of a Play press) for one
 * field, its version, which it reports to React's devtools: this hands it just that.
 */
function pixiReactVersionPlugin(): Plugin {
  const id = '\0pixi-react-package';
  const { version } = JSON.parse(readFileSync(new URL('../../node_modules/@pixi/react/package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    name: 'healthsprout:pixi-react-version',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../package.json.mjs' && importer?.includes('@pixi/react/lib/core/') ? id : null),
    load: (loaded) => (loaded === id ? `export default { version: ${JSON.stringify(version)} };` : null),
  };
}

const engineFile = (file: string) => fileURLToPath(new URL(`../../src/engine/${file}`, import.meta.url));

/**
 * Files of Pixi swapped for the engine's own smaller ones, each saying why: the renderer Pixi's
 * Application picks (pixi-auto-detect.js, which uses pixi-webgl-renderer.js), how its Color reads
 * a colour given as a string (pixi-colord.js, for @pixi/colord and its names), its device check
 * that keeps one test context instead of
 * making two (pixi-max-textures.js), and parts the games never use (pixi-unused.js). Each
 * swap applies to one importer only, except the gradient and pattern fills, swapped wherever Pixi
 * imports them (it only asks whether a fill is one).
 */
function pixiSwapsPlugin(): Plugin {
  const swaps = [
    { source: '../rendering/renderers/autoDetectRenderer.mjs', importer: /pixi\.js[\\/]lib[\\/]app[\\/]Application\.mjs$/, file: engineFile('pixi-auto-detect.js') },
    { source: '@pixi/colord', importer: /pixi\.js[\\/]lib[\\/]color[\\/]Color\.mjs$/, file: engineFile('pixi-colord.js') },
    { source: '@pixi/colord/plugins/names', importer: /pixi\.js[\\/]lib[\\/]color[\\/]Color\.mjs$/, file: engineFile('pixi-colord.js') },
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
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The trims' plugins and aliases for a build in `mode`, or none when `on` is false. */
export function trims(mode: string, on = trimsOn()): { plugins: Plugin[]; alias: Alias[] } {
  if (!on) return { plugins: [], alias: [] };
  return {
    plugins: [pixiReactVersionPlugin(), pixiSwapsPlugin(), routerTreeShakingPlugin()],
    alias: [
      // The parts of Pixi the games use (src/engine/pixi-parts.js), not its whole main entry.
      { find: /^pixi\.js$/, replacement: engineFile('pixi-parts.js') },
      // react-router's package exports only name its development build (with dev-only warnings);
      // the production build beside it is smaller, so production bundles use it.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : []),
    ],
  };
}
