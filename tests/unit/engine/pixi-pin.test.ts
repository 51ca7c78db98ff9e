// The engine trims Pixi to what the games draw (src/engine/pixi-*.js, vite.config.ts): a smaller
// WebGL renderer, Pixi's own no-eval overrides less two, its colour names less most, and a cleared
// text cache. That reaches into Pixi's files, so Pixi is pinned to one version and these cases
// read the installed Pixi and fail when an upgrade moves anything the trimming relies on.
// docs/pixi-upgrade.md says what to do when one fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const pixi = 'node_modules/pixi.js/lib';
const read = (file: string) => readFileSync(file, 'utf8');
const engineFiles = readdirSync('src/engine').filter((file) => /^pixi-.*\.js$/.test(file));

/** The names in the array literal `const <name> = [ ... ];` of `source`, spreads marked with "...". */
function listIn(source: string, name: string): string[] {
  const body = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1];
  if (body === undefined) throw new Error(`no list ${name}`);
  return body.split(',').map((item) => item.trim()).filter(Boolean);
}

/** The properties each `Object.assign(X.prototype, { p ... })` of `source` sets, as "X.p". */
function overridesIn(source: string): string[] {
  return [...source.matchAll(/Object\.assign\((\w+)\.prototype, \{\s*(?:\/\/[^\n]*\n\s*)?(\w+)/g)].map(([, owner, property]) => `${owner}.${property}`);
}

describe('Pixi pinned', () => {
  it('is installed at the exact version package.json pins, as is @pixi/react', () => {
    const pins = (JSON.parse(read('package.json')) as { dependencies: Record<string, string> }).dependencies;
    for (const name of ['pixi.js', '@pixi/react']) {
      expect(pins[name], name).toMatch(/^\d+\.\d+\.\d+$/);
      expect((JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string }).version, name).toBe(pins[name]);
    }
  });

  it('runs its React renderer on the one scheduler react-dom uses (package.json overrides react-reconciler\'s own)', () => {
    // Two copies would be two task queues, and 1.4 KB gzip more in every Play press.
    expect(existsSync('node_modules/react-reconciler/node_modules/scheduler')).toBe(false);
    const wanted = (JSON.parse(read('node_modules/react-dom/package.json')) as { dependencies: Record<string, string> }).dependencies.scheduler;
    const overrides = (JSON.parse(read('package.json')) as { overrides: Record<string, Record<string, string>> }).overrides;
    expect(overrides['react-reconciler']?.scheduler).toBe(wanted);
  });

  it('still has every file and export the engine imports from inside it', () => {
    let checked = 0;
    for (const file of engineFiles) {
      const source = read(join('src/engine', file));
      for (const [, names, path] of source.matchAll(/(?:import|export) \{([^}]*)\} from '(\.\.\/\.\.\/node_modules\/[^']+)'/g)) {
        const target = resolve('src/engine', path ?? '');
        expect(existsSync(target), `${file}: ${path}`).toBe(true);
        const exported = read(target);
        for (const name of (names ?? '').split(',').map((item) => item.trim().split(' as ')[0]?.trim()).filter(Boolean)) {
          expect(exported, `${path} exports ${name}`).toMatch(new RegExp(`export \\{[^}]*\\b${name}\\b`));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('builds its WebGL renderer from Pixi’s own lists, less the mask pipes, extract and hello', () => {
    const fork = read('src/engine/pixi-webgl-renderer.js');
    const shared = read(`${pixi}/rendering/renderers/shared/system/SharedSystems.mjs`);
    const webgl = read(`${pixi}/rendering/renderers/gl/WebGLRenderer.mjs`);
    const without = (list: string[], ...left: string[]) => list.filter((item) => !left.includes(item));
    expect(listIn(fork, 'sharedSystems')).toEqual(without(listIn(shared, 'SharedSystems'), 'HelloSystem', 'ExtractSystem'));
    expect(listIn(fork, 'webGLSystems')).toEqual(without(listIn(webgl, 'DefaultWebGLSystems'), '...SharedSystems'));
    expect(listIn(webgl, 'DefaultWebGLPipes')).toEqual(['...SharedRenderPipes']);
    expect(listIn(fork, 'pipes')).toEqual(without(listIn(shared, 'SharedRenderPipes'), 'AlphaMaskPipe', 'StencilMaskPipe'));
    expect(listIn(fork, 'adaptors')).toEqual(listIn(webgl, 'DefaultWebGLAdapters'));
    // The renderer itself: the same named lists and the same configuration.
    for (const type of ['WebGLSystem', 'WebGLPipes', 'WebGLPipesAdaptor', 'WebGLLoader']) {
      expect(webgl).toContain(`extensions.handleByNamedList(ExtensionType.${type},`);
      expect(fork).toContain(`extensions.handleByNamedList(ExtensionType.${type},`);
    }
    expect(webgl).toMatch(/name: "webgl",\s*type: RendererType\.WEBGL,\s*systems,\s*renderPipes,\s*renderPipeAdaptors,\s*loaders/);
  });

  it('sets Pixi’s own no-eval overrides, less the two for WebGPU and particles', () => {
    const official = overridesIn(read(`${pixi}/unsafe-eval/init.mjs`));
    expect(official.length).toBeGreaterThanOrEqual(5);
    expect(overridesIn(read('src/engine/pixi-no-eval.js'))).toEqual(
      official.filter((override) => !override.startsWith('GpuUboSystem.') && !override.startsWith('ParticleBuffer.')),
    );
  });

  it('still finds the import strings vite.config.ts swaps, and the options the renderer choice reads', () => {
    expect(read(`${pixi}/app/Application.mjs`)).toContain("'../rendering/renderers/autoDetectRenderer.mjs'");
    const color = read(`${pixi}/color/Color.mjs`);
    expect(color).toContain("import { extend, colord } from '@pixi/colord';");
    expect(color).toContain("'@pixi/colord/plugins/names'");
    // pixi-colord.js answers the one call Color makes.
    expect(color).toContain('const color = colord(value);');
    expect(color).toMatch(/if \(color\.isValid\(\)\) \{\s*\(\{ r, g, b, a \} = color\.rgba\);/);
    // The batch-size check, which pixi-max-textures.js copies less its loseContext().
    expect(read(`${pixi}/rendering/batcher/shared/Batcher.mjs`)).toContain("from '../gl/utils/maxRecommendedTextures.mjs'");
    const maxTextures = read(`${pixi}/rendering/batcher/gl/utils/maxRecommendedTextures.mjs`);
    for (const step of ['getTestContext()', 'gl.getParameter(gl.MAX_TEXTURE_IMAGE_UNITS)', 'checkMaxIfStatementsInShader(', 'loseContext()']) expect(maxTextures, step).toContain(step);
    const reactCore = 'node_modules/@pixi/react/lib/core';
    expect(readdirSync(reactCore).some((file) => file.endsWith('.mjs') && read(join(reactCore, file)).includes("'../package.json.mjs'"))).toBe(true);
    const autoDetect = read(`${pixi}/rendering/renderers/autoDetectRenderer.mjs`);
    for (const option of ['options.webgl', 'options.canvasOptions', 'options.failIfMajorPerformanceCaveat', 'delete finalOptions.webgpu']) {
      expect(autoDetect, option).toContain(option);
    }
  });

  it('still imports what pixi-unused.js stands in for by the strings vite.config.ts swaps', () => {
    const imports = [
      ['scene/graphics/shared/GraphicsContext.mjs', "import { SVGParser } from './svg/SVGParser.mjs'"],
      ['scene/graphics/shared/path/GraphicsPath.mjs', "import { parseSVGPath } from '../svg/parseSVGPath.mjs'"],
      ['scene/graphics/shared/path/ShapePath.mjs', "import { buildArcToSvg } from '../buildCommands/buildArcToSvg.mjs'"],
      ['scene/text/canvas/CanvasTextMetrics.mjs', "import { measureTaggedText } from './utils/measureTaggedText.mjs'"],
    ];
    for (const [file, line] of imports) expect(read(`${pixi}/${file}`), file).toContain(line);
    // The fills are swapped wherever Pixi imports them, which is safe only while Pixi asks of them
    // no more than "is this fill one?" (and makes one only from v7's deprecated gradient text style).
    for (const file of ['scene/text/TextStyle.mjs', 'scene/graphics/shared/utils/convertFillInputToFillStyle.mjs', 'scene/text/canvas/utils/getCanvasFillStyle.mjs', 'scene/graphics/shared/utils/generateTextureFillMatrix.mjs']) {
      const uses = [...read(`${pixi}/${file}`).matchAll(/^(?!\s*\*).*\bFill(?:Gradient|Pattern)\b.*$/gm)].map(([line]) => line.trim());
      expect(uses.length, file).toBeGreaterThan(1);
      for (const use of uses) expect(use, file).toMatch(/^import |instanceof Fill(Gradient|Pattern)|deprecation\(|new FillGradient\(\{$/);
    }
  });

  it('leaves out only what no game or engine file uses', () => {
    const sources = ['src/games', 'src/engine', 'src/board'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts')).map((file) => join(dir, file)),
    );
    expect(sources.length).toBeGreaterThan(40);
    for (const file of sources) {
      expect(read(file), file).not.toMatch(/\.svg\(|tagStyles|FillGradient|FillPattern|arcToSvg|new GraphicsPath\(\s*['"`]/);
    }
  });

  it('says what was left out if a game asks for it', async () => {
    const unused = await import('../../../src/engine/pixi-unused.js');
    expect(() => unused.SVGParser()).toThrow(/leaves out drawing from SVG markup/);
    expect(() => new unused.FillGradient()).toThrow(/gradient fills/);
  });

  it('still keeps text measurements in the cache game-host.tsx clears', () => {
    const metrics = read(`${pixi}/scene/text/canvas/CanvasTextMetrics.mjs`);
    expect(metrics).toMatch(/_CanvasTextMetrics\._measurementCache = lru\(/);
  });
});
