import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './site-layout';
import { ErrorScreen } from './error-screen';

/** The route table of SPEC.md §2. Each screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    ErrorBoundary: ErrorScreen,
    // Shown while an address that was not built as a page loads its screen: nothing, briefly.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('../pages/home/home-page') },
      { path: 'about', lazy: () => import('../pages/about/about-page') },
      { path: 'library', lazy: () => import('../pages/library/library-page') },
      { path: 'library/:category', lazy: () => import('../pages/category/category-page') },
      { path: 'library/:category/:slug', lazy: () => import('../pages/article/article-page') },
      { path: 'glossary', lazy: () => import('../pages/glossary/glossary-page') },
      { path: 'resources', lazy: () => import('../pages/resources/resources-page') },
      { path: 'resources/:slug', lazy: () => import('../pages/resource/resource-page') },
      { path: 'contact', lazy: () => import('../pages/contact/contact-page') },
      { path: 'privacy', lazy: () => import('../pages/privacy/privacy-page') },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
];
