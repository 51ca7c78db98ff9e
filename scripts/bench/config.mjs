// What the benchmark visits and the budgets it reports on (the foundation issue sets them).

/** One route of each kind a visitor lands on. */
export const benchRoutes = ['/', '/about', '/contact', '/no-such-page'];

export const budgets = {
  /** KB of gzip JavaScript a first visit may download. */
  jsGzipKb: { '/': 100 },
  performance: 98,
  /** [file pattern, label]: code that must not be downloaded where it is not used. */
  forbiddenChunks: [
    [/sonner|toaster/i, 'toast library'],
    [/pixi/i, 'Pixi'],
    [/pdf/i, 'PDF.js'],
    [/zod|schemas/i, 'zod'],
  ],
  /** Lighthouse categories a route may miss on purpose, with the reason printed beside the miss. */
  expectedMisses: {
    '/no-such-page': {
      bestPractices: 'the 404 page logs the missing path with console.error, as SPEC.md and the issue ask',
    },
  },
  /** Whether the chunk labelled `label` is forbidden on `path`. */
  forbiddenOn: (path, label) => label !== 'toast library' || path === '/',
};
