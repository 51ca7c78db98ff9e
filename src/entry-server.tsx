// Renders a page to HTML at build time (scripts/prerender.mjs), so a visitor sees the page before
// the app's JavaScript has arrived; src/main.tsx then hydrates that markup. Runs in node only.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState } from 'react-router-dom';
import { guideCatalog } from 'virtual:guide-files';
import { routes } from './app/routes';
import { articleLink, categories, categoryLink } from './content/categories';
import { mainNavigation } from './content/navigation';
import { GLOSSARY_PATH } from './components/glossary-term';

/** The path every address the site does not have is answered with (the Not-found page). */
export const NOT_FOUND_PATH = '/404';

/** Every address the site has, plus the Not-found page. */
export function prerenderPaths(): string[] {
  return [
    ...mainNavigation.map((item) => item.path),
    ...categories.flatMap((category) => [
      categoryLink(category.slug),
      ...category.articles.map((article) => articleLink(category.slug, article.slug)),
    ]),
    ...guideCatalog.map((guide) => `/resources/${guide.slug}`),
    GLOSSARY_PATH,
    NOT_FOUND_PATH,
  ];
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's <title> text. */
  title: string;
  /** The router state the browser's router starts from, so it does not load the page's data again. */
  hydrationData: HydrationState;
}

/** Renders one address as the browser's router would show it on arrival. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, 'http://healthsprout.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect (${context.status}).`);
  if (context.errors) throw new Error(`${path} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  // React writes a page's <title> element at the start of the markup; it belongs in <head>.
  const titleMatch = /^<title>(.*?)<\/title>/.exec(markup);
  if (!titleMatch) throw new Error(`${path} renders no <title>.`);
  return {
    html: markup.slice(titleMatch[0].length),
    title: titleMatch[1] ?? '',
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
}
