// The page-load floor (`npm run bench`): what the site's stack costs a page that shows one
// paragraph. React and the router take over the prerendered paragraph as the site's pages are
// taken over (src/main.tsx), with the site's CSS and font; everything the site adds is not here.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../../src/index.css';

const TEXT =
  "A page of the same stack as the site (React, the router, the site's CSS and font), prerendered, showing one paragraph: the floor that every route's load is measured against.";

const routes = [
  {
    path: '*',
    element: (
      <main className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-lg">{TEXT}</p>
      </main>
    ),
  },
];

const root = document.getElementById('root');
if (root) {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
  });
}
