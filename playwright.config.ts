import { defineConfig } from '@playwright/test';

// Debian's chromium: Playwright cannot download its own browser on these machines.
export const chromiumArgs = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The page compositor in software: with it on SwiftShader's GL, headless chromium takes 0.3-1.3 s
  // to paint a page's first frame, which every visit waits for (the app loads after the first
  // paint). WebGL (the games) still runs on SwiftShader.
  '--disable-gpu-compositing',
];

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The list as it runs, and a JSON report that `node scripts/test-times.mjs` turns into the time
  // per spec and the slowest tests (docs/test-times.md keeps them).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    viewport: { width: 1024, height: 768 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
    // The site's service worker (offline copy) would answer requests the tests hold or fail with
    // routes: it is blocked except in tests/e2e/offline.spec.ts, which is about it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The site's own server (server/main.ts), as `npm start` runs it, storing the forms in PGlite
  // under .tmp/ (its first start there creates the database: allow for it).
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: 'http://127.0.0.1:4173',
    env: { PORT: '4173', HOST: '127.0.0.1', DATA_DIR: '.tmp/e2e-data', FORMS_PER_MINUTE: '1000' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
