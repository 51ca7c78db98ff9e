import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { canHydrate, resolveLazyRoutes } from '../../../src/app/hydration';
import { notFound, spanishNotFound } from '../../../src/site-map';

const ANY_MISSING_PATH = notFound.dataPath;
import { routes } from '../../../src/app/routes';

const matchesAt = (pathname: string) => matchRoutes(routes, pathname) ?? [];

describe('canHydrate', () => {
  it('takes over the markup rendered for this very address', () => {
    expect(canHydrate('/about', '/about', matchesAt('/about'))).toBe(true);
    expect(canHydrate('/', '/', matchesAt('/'))).toBe(true);
    expect(canHydrate('/about', '/about/', matchesAt('/about/'))).toBe(true);
  });

  it('draws the page itself when the markup is another page, or there is none', () => {
    expect(canHydrate('/', '/about', matchesAt('/about'))).toBe(false);
    expect(canHydrate(undefined, '/about', matchesAt('/about'))).toBe(false);
  });

  it('takes over the Not-found markup only where the catch-all route is what matches', () => {
    expect(canHydrate(ANY_MISSING_PATH, '/no-such-page', matchesAt('/no-such-page'))).toBe(true);
    expect(canHydrate(ANY_MISSING_PATH, '/a/b/c', matchesAt('/a/b/c'))).toBe(true);
    // An unknown guide: its route redirects to the list, so the Not-found markup is not what it shows.
    expect(canHydrate(ANY_MISSING_PATH, '/resources/no-such-guide', matchesAt('/resources/no-such-guide'))).toBe(false);
  });

  it('takes over the Spanish Not-found markup under /es only, and draws the Spanish page where the English markup came', () => {
    expect(canHydrate(spanishNotFound.dataPath, '/es/no-existe', matchesAt('/es/no-existe'))).toBe(true);
    expect(canHydrate(spanishNotFound.dataPath, '/no-such-page', matchesAt('/no-such-page'))).toBe(false);
    // A host that answers every address with the English file: the app draws the Spanish page itself.
    expect(canHydrate(ANY_MISSING_PATH, '/es/no-existe', matchesAt('/es/no-existe'))).toBe(false);
  });
});

describe('resolveLazyRoutes', () => {
  it('puts each matched lazy route module in place, as the router would', async () => {
    const Component = () => null;
    const loader = () => 'data';
    const tree: RouteObject[] = [
      { path: '/', children: [{ path: 'page', lazy: async () => ({ Component, loader }) }, { path: 'other', lazy: async () => ({}) }] },
    ];
    const matches = matchRoutes(tree, '/page') ?? [];
    await resolveLazyRoutes(matches);
    const page = tree[0]?.children?.[0];
    expect(page?.Component).toBe(Component);
    expect(page?.loader).toBe(loader);
    expect(page?.lazy).toBeUndefined();
    expect(typeof tree[0]?.children?.[1]?.lazy).toBe('function');
  });

  it('fails when a screen cannot be loaded, so the caller can let the router show the error', async () => {
    const tree: RouteObject[] = [{ path: '/', lazy: () => Promise.reject(new Error('offline')) }];
    await expect(resolveLazyRoutes(matchRoutes(tree, '/') ?? [])).rejects.toThrow('offline');
  });
});
