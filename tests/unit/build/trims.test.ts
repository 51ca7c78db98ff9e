import { describe, expect, it } from 'vitest';
import { trims, trimsOn } from '../../../scripts/build/trims';

describe('the build’s trims, behind one switch', () => {
  it('are on unless TRIMS=off', () => {
    expect(trimsOn({})).toBe(true);
    expect(trimsOn({ TRIMS: 'on' })).toBe(true);
    expect(trimsOn({ TRIMS: 'off' })).toBe(false);
  });

  it('are every plugin and alias that changes a dependency, and none at all when off', () => {
    const on = trims('production', true);
    expect(on.plugins.map((plugin) => plugin.name).sort()).toEqual(['healthsprout:pixi-react-version', 'healthsprout:pixi-swaps', 'healthsprout:router-tree-shaking']);
    expect(on.alias.map((alias) => String(alias.find))).toEqual(['/^pixi\\.js$/', '/^react-router$/', '/^react-router\\/dom$/']);
    expect(trims('production', false)).toEqual({ plugins: [], alias: [] });
  });

  it('leave react-router as published on the dev server, where its warnings help', () => {
    expect(trims('development', true).alias.map((alias) => String(alias.find))).toEqual(['/^pixi\\.js$/']);
  });
});
