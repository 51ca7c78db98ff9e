// The build trims react-router's production code (scripts/build/router-tree-shaking.ts). These
// cases read the installed react-router, so an upgrade that moves what the trim relies on fails
// here rather than quietly growing every page or, worse, changing what a stub stands in for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerChunk, routerStubs, routerTreeShaking } from '../../../scripts/build/router-tree-shaking';

const dir = 'node_modules/react-router/dist/production';
const chunks = readdirSync(dir)
  .map((file) => join(dir, file))
  .filter((file) => routerChunk.test(file));
const main = chunks.map((file) => readFileSync(file, 'utf8')).find((code) => code.includes('function RenderErrorBoundary') || code.includes('var RenderErrorBoundary'));
const count = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].length;

describe('the trim of react-router', () => {
  it('reads one exact version, pinned in package.json for react-router and react-router-dom alike (review A5)', () => {
    const pins = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    for (const name of ['react-router', 'react-router-dom']) {
      expect(pins[name], name).toMatch(/^\d+\.\d+\.\d+$/);
      expect((JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version, name).toBe(pins[name]);
    }
    expect(pins['react-router']).toBe(pins['react-router-dom']);
  });

  it('finds the router’s production code where the plugin looks for it', () => {
    expect(chunks.length).toBeGreaterThan(0);
    expect(main).toBeDefined();
  });

  it('marks its top-level contexts and components pure and drops their devtools names', () => {
    const code = main ?? '';
    const made = /^(?:var|const|let) \w+ = React\d*\.(?:createContext|forwardRef|memo)\(/gm;
    expect(count(code, made)).toBeGreaterThanOrEqual(15);
    const shaken = routerTreeShaking(code);
    expect(count(shaken, /^(?:var|const|let) \w+ = \/\* @__PURE__ \*\/ React\d*\.(?:createContext|forwardRef|memo)\(/gm)).toBe(count(code, made));
    expect(count(code, /^\w+\.displayName = "\w+";$/gm)).toBeGreaterThanOrEqual(10);
    expect(count(shaken, /^\w+\.displayName = /gm)).toBe(0);
  });

  it('replaces each stubbed component once, and nothing after it', () => {
    const code = main ?? '';
    const shaken = routerTreeShaking(code);
    for (const [name, stub] of Object.entries(routerStubs)) {
      expect(count(code, new RegExp(`^function ${name}\\(`, 'gm')), name).toBe(1);
      expect(shaken, name).toContain(stub);
    }
    // The functions around them are still there: the stub ends where the original did.
    for (const kept of ['function PrefetchPageLinksImpl(', 'function RenderedRoute(', 'function useRouteError(']) expect(shaken, kept).toContain(kept);
  });

  it('stubs only what a data router never reaches', () => {
    const code = main ?? '';
    // The prefetch links render only for <Link prefetch>, and need the framework's context.
    expect(code).toMatch(/shouldPrefetch && !isAbsolute \? [^\n]*createElement\(PrefetchPageLinks/);
    expect(code).toMatch(/function PrefetchPageLinks\([^]*?useFrameworkContext\(\)/);
    // The server components' error handler renders only when its context says so.
    expect(code).toMatch(/if \(this\.context\) \{\s*return [^\n]*createElement\(RSCErrorHandler/);
    expect(code).toContain('RenderErrorBoundary.contextType = RSCRouterContext;');
    // And no link of the site asks for prefetching.
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) expect(readFileSync(join('src', file), 'utf8'), file).not.toMatch(/\bprefetch=/);
  });
});
