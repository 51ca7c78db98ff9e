import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';

/** Renders UI inside a memory data router at `path`; extra routes let links land somewhere. */
export function renderAt(ui: ReactNode, path = '/', extra: RouteObject[] = []) {
  const router = createMemoryRouter(
    [{ path: '*', element: ui }, ...extra],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
