import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { notFound, siteMap } from '../site-map';
import { SiteLayout } from './site-layout';
import { ErrorScreen } from './error-screen';

type ScreenModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** Every screen module, each its own chunk, loaded when its route is first visited. */
const screens = import.meta.glob<ScreenModule>('../pages/*/*-page.tsx');

function screen(page: string): LazyRouteFunction<RouteObject> {
  const load = screens[`../pages/${page}.tsx`];
  if (!load) throw new Error(`The site map names a screen that does not exist: src/pages/${page}.tsx`);
  return load;
}

/** The router's table, made from the site map (src/site-map.ts). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    ErrorBoundary: ErrorScreen,
    // Shown while an address that was not built as a page loads its screen: nothing, briefly.
    HydrateFallback: () => null,
    children: [
      ...siteMap.map((route): RouteObject =>
        route.path === '/' ? { index: true, lazy: screen(route.page) } : { path: route.path.slice(1), lazy: screen(route.page) },
      ),
      { path: '*', lazy: screen(notFound.page) },
    ],
  },
];
