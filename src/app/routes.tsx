import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './site-layout';
import { ErrorScreen } from './error-screen';

/** The route table of SPEC.md §2. Each screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      { index: true, lazy: () => import('../pages/home/home-page') },
      { path: 'about', lazy: () => import('../pages/about/about-page') },
      { path: 'contact', lazy: () => import('../pages/contact/contact-page') },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
];
