// The floors that `npm run bench` measures the site's timings against, on the same machine in the
// same run: a time is a ratio to its floor, so that a budget holds on any machine
// (docs/decisions.md, "Timing budgets are ratios to a floor measured in the same run").
// They are built from tests/floors/ by the site's own Vite config, without the plugins that make
// the site's own files (the pages' loader, guides, printables, sounds, the offline copy), and
// served by a second copy of the site's server (its compression and headers) on their own port.
import { copyFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { build, loadConfigFromFile, runnerImport } from 'vite';

export const FLOORS_DIR = '.bench-floors';
/** The page-load floor: a prerendered paragraph taken over by React and the router. */
export const PAGE_FLOOR = '/page';
/** The first-frame floor: Play draws one sprite and one line of text with the games' Pixi. */
export const FIRST_FRAME_FLOOR = '/first-frame';

/** Plugins of vite.config.ts that make the site's own files and take no part in how code is bundled. */
const SITE_FILE_PLUGINS = ['healthsprout-app-loader', 'healthsprout-guides', 'healthsprout-teaching-printables', 'healthsprout-sounds', 'healthsprout:first-use'];

/** Builds both floor pages into FLOORS_DIR, with the site's brotli and gzip copies. */
export async function buildFloors() {
  const env = { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false };
  const { config } = await loadConfigFromFile(env, resolve('vite.config.ts'));
  // The page-load floor loads its code as the site's pages do: the same inline loader adds the entry
  // script after the first paint. A script in the page's head would run before that paint, where
  // Lighthouse does not count it as blocking, and the floor's own work would go unmeasured. (The
  // first-frame floor keeps its script tag: it is pressed once loaded, with no app to wait for.)
  const { module: loader } = await runnerImport(resolve('scripts/app-loader/plugin.ts'), { configFile: false, logLevel: 'silent' });
  const plugins = [...config.plugins.flat(Infinity).filter((plugin) => plugin && !SITE_FILE_PLUGINS.includes(plugin.name)), loader.appLoaderPlugin({ withScreens: false, onlyFor: /\/page\.html$/ })];
  const outDir = resolve(FLOORS_DIR);
  rmSync(outDir, { recursive: true, force: true });
  await build({
    ...config,
    configFile: false,
    plugins,
    root: resolve('tests/floors'),
    publicDir: false,
    logLevel: 'warn',
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        input: { page: resolve('tests/floors/page.html'), 'first-frame': resolve('tests/floors/first-frame.html') },
      },
    },
  });
  // The server wants a Not-found page; the floor's own page serves.
  copyFileSync(resolve(outDir, 'page.html'), resolve(outDir, '404.html'));
  const { module } = await runnerImport(resolve('scripts/build/compress.ts'), { configFile: false, logLevel: 'silent' });
  module.compress(outDir);
}

/** Serves FLOORS_DIR with the site's server (scripts/bench/floor-server.ts) on `port` until `stop` is called. */
export async function serveFloors(port) {
  const child = spawn('node', ['--import', 'tsx', 'scripts/bench/floor-server.ts', FLOORS_DIR, String(port)], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${origin}${PAGE_FLOOR}`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    origin,
    stop: async () => {
      child.kill();
      await new Promise((done) => child.once('exit', done));
    },
  };
}

/** The first-frame floor's Play: its button, at the size of the screen it is compared on. */
const floorPress = (viewport) => ({ button: 'Play Game', viewport });

/**
 * The first-frame floor's Play press to its first drawn frame in a fresh browser context, the CPU
 * slowed from the press on, after the page went quiet: as `measureFirstFrame` times a game's.
 */
export async function measureFloorFrame(browser, origin, cpuSlowdown, viewport, pressToFirstFrame) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${origin}${FIRST_FRAME_FLOOR}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const ms = await pressToFirstFrame(page, floorPress(viewport), 30_000);
  await context.close();
  return ms;
}

/**
 * The floor as a first visitor meets it: a fresh browser process, the CPU slowed from the page's
 * arrival, Play pressed once the page has loaded (it has no app to wait for).
 */
export async function measureFloorFirstVisit(launch, origin, cpuSlowdown, viewport, pressToFirstFrame) {
  const browser = await launch();
  const context = await browser.newContext({ viewport, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}${FIRST_FRAME_FLOOR}`);
  const ms = await pressToFirstFrame(page, floorPress(viewport), 60_000);
  await browser.close();
  return ms;
}
