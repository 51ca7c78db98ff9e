// How the browser takes over a page that was rendered at build time (scripts/build/prerender.ts).
import type { HydrationState, RouteMatch, RouteObject } from 'react-router-dom';
import { notFoundPages, withoutTrailingSlash } from '../site-map';

/** The id of the JSON block in which the build (src/entry-server.tsx) left the router's starting state. */
export const ROUTER_DATA_ID = 'router-data';

/**
 * The router state the page was rendered with: its loaders' data, and what the server answered a
 * form sent without JavaScript with. A JSON block rather than an inline script, so that the
 * Content-Security-Policy needs no 'unsafe-inline'. Undefined when the block is missing or broken.
 */
export function readHydrationData(document: Document): HydrationState | undefined {
  const text = document.getElementById(ROUTER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}

/**
 * Whether the markup in #root (rendered for `renderedFor`, its data-path) is the page the router
 * will show at `pathname`: the page rendered for this very address, or the Not-found page at an
 * address that only the catch-all route matches.
 */
export function canHydrate(
  renderedFor: string | undefined,
  pathname: string,
  matches: readonly RouteMatch<string, RouteObject>[],
): boolean {
  if (renderedFor === undefined) return false;
  if (notFoundPages.some((page) => page.dataPath === renderedFor)) return matches.at(-1)?.route.path === renderedFor;
  return renderedFor === withoutTrailingSlash(pathname);
}

/** Loads the lazy route modules of these matches and puts them in place, as the router would on its own. */
export async function resolveLazyRoutes(matches: readonly RouteMatch<string, RouteObject>[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
