import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { notFound, routeLocale, routeWords, siteMap, spanishNotFound, type Locale, type SiteRoute } from '../site-map';
import { loadPageWords } from '../i18n/words';
import { SiteLayout } from './site-layout';
import { ErrorScreen } from './error-screen';

type ScreenModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** Every screen module, each its own chunk, loaded when its route is first visited. */
const screens = import.meta.glob<ScreenModule>('../pages/*/*-page.tsx');

/** A route's screen with the words it draws with in the route's language, loaded together when the route is first visited. */
function screen(route: Pick<SiteRoute, 'page' | 'words'>, locale: Locale): LazyRouteFunction<RouteObject> {
  const load = screens[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`The site map names a screen that does not exist: src/pages/${route.page}.tsx`);
  return async () => (await Promise.all([load(), loadPageWords(routeWords(route), locale)]))[0];
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
      ...siteMap.map((route): RouteObject => {
        const lazy = screen(route, routeLocale(route));
        return route.path === '/' ? { index: true, lazy } : { path: route.path.slice(1), lazy };
      }),
      // Any other address shows the Not-found page, in Spanish under /es.
      { path: spanishNotFound.dataPath, lazy: screen(spanishNotFound, 'es') },
      { path: notFound.dataPath, lazy: screen(notFound, 'en') },
    ],
  },
];
