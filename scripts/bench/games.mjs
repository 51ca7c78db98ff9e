// The games' part of `npm run bench`: what a Play press downloads, how long one logic step takes
// (in node), long animation frames while a game plays in headless chromium, and the JS heap
// before and after opening and closing each game ten times. Counts, sizes and ratios; the step
// times are microseconds of pure logic, the one timing that does not swing with the machine's load.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { waitForApp } from '../app-ready.mjs';

/** Each game, the category page that opens it, and how a short play goes. */
export const benchGames = [
  { id: 'trigger-dash', title: 'Trigger Dash', category: 'diseases', start: 'Start Game' },
  { id: 'emotion-wheel', title: 'Emotion Wheel', category: 'mental-health', start: null },
  { id: 'handwashing-timer', title: '20-second Handwashing Timer', category: 'preventive-care', start: 'Start' },
  { id: 'label-the-organs', title: 'Label the Organs', category: 'body', start: 'Start Game' },
  { id: 'balanced-lunchbox', title: 'Balanced Lunchbox', category: 'nutrition', start: 'Start Game' },
  { id: 'career-match', title: 'Career Match', category: 'careers', start: 'Start Game' },
];

const STEPS = 10_000;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times `STEPS` calls of `run(i)` and returns p50 and p99 in microseconds. */
function timeSteps(run) {
  const times = new Float64Array(STEPS);
  for (let i = 0; i < 1_000; i += 1) run(i); // warm-up
  for (let i = 0; i < STEPS; i += 1) {
    const start = process.hrtime.bigint();
    run(i);
    times[i] = Number(process.hrtime.bigint() - start) / 1_000;
  }
  const sorted = Array.from(times).sort((a, b) => a - b);
  return { p50Us: percentile(sorted, 50), p99Us: percentile(sorted, 99) };
}

async function loadLogic(id, file = 'logic') {
  const { module } = await runnerImport(resolve(`src/games/${id}/${file}.ts`), { configFile: false, logLevel: 'silent' });
  return module;
}

/** Step time of each game's pure logic: whole games played over and over, with taps mixed in. */
export async function measureLogicSteps() {
  const dash = await loadLogic('trigger-dash');
  const wash = await loadLogic('handwashing-timer');
  const wheel = await loadLogic('emotion-wheel');
  const organs = await loadLogic('label-the-organs');
  const lunchbox = await loadLogic('balanced-lunchbox');
  const { foods } = await loadLogic('balanced-lunchbox', 'foods');
  const careers = await loadLogic('career-match');
  const { tools } = await loadLogic('career-match', 'careers');
  const frame = 1000 / 60;

  let dashState = dash.apply(dash.init({ relaxed: false }, 42), { type: 'start' }).state;
  const dashStep = timeSteps((i) => {
    if (dashState.phase === 'ended') dashState = dash.apply(dashState, { type: 'playAgain' }).state;
    if (i % 20 === 0 && dashState.items[0]) dashState = dash.apply(dashState, { type: 'tap', id: dashState.items[0].id }).state;
    dashState = dash.step(dashState, frame).state;
  });

  let washState = wash.apply(wash.init({ currentStreak: 0, bestStreak: 0 }), { type: 'start' }).state;
  const washStep = timeSteps(() => {
    if (washState.phase === 'done') washState = wash.apply(washState, { type: 'replay' }).state;
    washState = wash.step(washState, frame).state;
  });

  let wheelState = wheel.init();
  const wheelApply = timeSteps((i) => {
    const emotion = wheel.emotions[i % wheel.emotions.length];
    wheelState = wheel.apply(wheelState, { type: 'select', id: emotion.id }).state;
  });

  // Three rounds over and over: a placement every 30 frames (a wrong one every fourth), Next Round
  // at each round's end.
  let organsState = organs.apply(organs.init({ relaxed: false }, 42), { type: 'start' }).state;
  const organsStep = timeSteps((i) => {
    if (organsState.phase === 'roundComplete') organsState = organs.apply(organsState, { type: 'next' }).state;
    if (organsState.phase === 'ended') organsState = organs.apply(organsState, { type: 'playAgain' }).state;
    const [empty, other] = organs.emptySpots(organsState);
    if (i % 30 === 0 && empty) organsState = organs.apply(organsState, { type: 'place', organ: empty, spot: i % 120 === 0 && other ? other : empty }).state;
    organsState = organs.step(organsState, frame).state;
  });

  // Games over and over: a drop every 30 frames (a wrong one every fourth), the tray's foods in turn.
  let lunchboxState = lunchbox.apply(lunchbox.init({ relaxed: false }, 42), { type: 'start' }).state;
  const lunchboxStep = timeSteps((i) => {
    if (lunchboxState.phase === 'ended') lunchboxState = lunchbox.apply(lunchboxState, { type: 'playAgain' }).state;
    const tray = lunchbox.trayOf(lunchboxState);
    const food = tray[(i / 30) % tray.length];
    if (i % 30 === 0 && food) lunchboxState = lunchbox.apply(lunchboxState, { type: 'place', food, slot: i % 120 === 0 ? 'treat' : foods[food].category }).state;
    lunchboxState = lunchbox.step(lunchboxState, frame).state;
  });

  // Both rounds over and over: a match every 30 frames (a wrong one every fourth), Next Round and
  // Play Again at the ends.
  let careersState = careers.apply(careers.init({ relaxed: false }, 42), { type: 'start' }).state;
  const careersStep = timeSteps((i) => {
    if (careersState.phase === 'roundComplete') careersState = careers.apply(careersState, { type: 'next' }).state;
    if (careersState.phase === 'ended') careersState = careers.apply(careersState, { type: 'playAgain' }).state;
    const [tool, other] = careers.toolsLeft(careersState).filter((id) => !tools[id].isDecoy);
    if (i % 30 === 0 && tool) careersState = careers.apply(careersState, { type: 'place', tool, role: tools[i % 120 === 0 && other ? other : tool].matchRole }).state;
    careersState = careers.step(careersState, frame).state;
  });

  return [
    { game: 'trigger-dash', what: 'step', ...dashStep },
    { game: 'label-the-organs', what: 'step', ...organsStep },
    { game: 'balanced-lunchbox', what: 'step', ...lunchboxStep },
    { game: 'career-match', what: 'step', ...careersStep },
    { game: 'handwashing-timer', what: 'step', ...washStep },
    { game: 'emotion-wheel', what: 'apply (no clock)', ...wheelApply },
  ];
}

async function openGame(page, origin, game) {
  await page.goto(`${origin}/library/${game.category}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Play Game' }).click();
  const region = page.getByRole('region', { name: game.title });
  await region.locator('canvas[aria-hidden="true"]').waitFor();
  return region;
}

/** The two ways to open a game: Play Game on a tablet's screen, Play on the board on a 1920x1080 classroom board. */
export const pressFor = {
  play: { button: 'Play Game', viewport: { width: 1024, height: 768 }, region: (game) => game.title },
  board: { button: 'Play on the board', viewport: { width: 1920, height: 1080 }, region: (game) => `${game.title} on the board` },
};

/** The JavaScript a Play press (or Play on the board) downloads (the game, Pixi, howler, the sounds' module, board mode), raw and gzip. */
export async function measurePlayDownload(browser, origin, game, press = pressFor.play) {
  const context = await browser.newContext({ viewport: press.viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/library/${game.category}`, { waitUntil: 'networkidle' });
  await waitForApp(page);
  const files = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.getByRole('button', { name: press.button }).click();
  await page.getByRole('region', { name: press.region(game) }).locator('canvas[aria-hidden="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { files: files.length, list: files.sort((a, b) => b.gzip - a.gzip), raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

/** The mark the game host sets at its first drawn frame (src/engine/game-host.tsx). */
const FIRST_FRAME_MARK = 'healthsprout:first-game-frame';

/**
 * Play press to the first frame Pixi draws with the scene in it, in a fresh browser context, with
 * the CPU slowed `cpuSlowdown` times from the press on: the median of `runs`. `seen`: the visitor
 * scrolled to the game's card and the page went quiet before the press (the card fetches the
 * game's code then); otherwise Play is pressed at once, so the press downloads the code.
 */
export async function measureFirstFrame(browser, origin, game, cpuSlowdown, { seen, runs = 3, press = pressFor.play }) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: press.viewport });
    const page = await context.newPage();
    await page.goto(`${origin}/library/${game.category}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    if (seen) {
      await page.getByRole('button', { name: press.button }).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    times.push(await pressToFirstFrame(page, press, 30_000));
    await context.close();
  }
  return median(times);
}

/** Presses the button and waits for the game's first drawn frame: the milliseconds between. */
export async function pressToFirstFrame(page, press, timeout) {
  await page.evaluate(() => document.addEventListener('click', () => performance.mark('bench:play'), { capture: true, once: true }));
  await page.getByRole('button', { name: press.button }).click();
  const ms = await page.waitForFunction(
    (mark) => {
      const [drawn] = performance.getEntriesByName(mark);
      const [play] = performance.getEntriesByName('bench:play');
      return drawn && play ? drawn.startTime - play.startTime : null;
    },
    FIRST_FRAME_MARK,
    { timeout },
  );
  return Math.round(await ms.jsonValue());
}

export function median(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)], runsMs: sorted };
}

/**
 * Play press to the first drawn frame as a first visitor meets it: a fresh browser process each run
 * (no compiled code or cache from earlier runs), the service worker allowed to install, and the CPU
 * slowed `cpuSlowdown` times from the page's arrival, not from the press; Play is pressed as soon
 * as the app has taken the page over. The median of `runs`.
 */
export async function measureFirstVisitFrame(launch, origin, game, cpuSlowdown, { runs = 3, press = pressFor.play } = {}) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const browser = await launch();
    const context = await browser.newContext({ viewport: press.viewport, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}/library/${game.category}`);
    await waitForApp(page);
    times.push(await pressToFirstFrame(page, press, 60_000));
    await browser.close();
  }
  return median(times);
}

/** Long animation frames (over 50 ms) while the game plays for 10 s in headless chromium (software WebGL). */
export async function measureLongFrames(browser, origin, game) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  // React's devtools hook, as a browser extension would install it: React DOM and the Pixi
  // renderer (@pixi/react) report each commit to it, which counts them.
  await context.addInitScript(() => {
    let renderers = 0;
    window.__benchCommits = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        renderers += 1;
        return renderers;
      },
      onCommitFiberRoot() {
        window.__benchCommits += 1;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
      checkDCE() {},
    };
  });
  const page = await context.newPage();
  const region = await openGame(page, origin, game);
  if (game.start) await region.getByRole('button', { name: game.start, exact: true }).click();
  await page.evaluate(() => {
    const state = { frames: 0, long: 0, worst: 0, commitsAtStart: window.__benchCommits };
    window.__benchFrames = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.long += 1;
        state.worst = Math.max(state.worst, entry.duration);
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
    const count = () => {
      state.frames += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  if (game.id === 'emotion-wheel') {
    // A wheel has no clock: the player picks a feeling every second.
    const names = ['Happy', 'Sad', 'Excited', 'Calm', 'Loved'];
    for (let i = 0; i < 10; i += 1) {
      await region.getByRole('button', { name: names[i % names.length], exact: true }).click();
      await page.waitForTimeout(1_000);
    }
  } else {
    await page.waitForTimeout(10_000);
  }
  const result = await page.evaluate(() => ({ ...window.__benchFrames, commits: window.__benchCommits - window.__benchFrames.commitsAtStart }));
  await context.close();
  return { frames: result.frames, longFrames: result.long, worstMs: Math.round(result.worst), reactCommitsPerSecond: Math.round((result.commits / 10) * 10) / 10 };
}

async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * The page's own JavaScript objects, closures and arrays (a heap snapshot without V8's compiled
 * code, its internal caches and the browser's native objects): what a leaked scene would add to.
 */
async function liveObjects(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  let count = 0;
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    if (type !== 'object' && type !== 'closure' && type !== 'array') continue;
    if (strings[nodes[i + nameAt]].startsWith('system /')) continue;
    count += 1;
    bytes += nodes[i + sizeAt];
  }
  return { count, bytes };
}

/**
 * JS heap (after garbage collection) on the category page before and after opening and closing the
 * game ten times, and how many of the page's own objects each open leaves behind (V8's compiled
 * code and caches, which level off, are not counted there).
 */
export async function measureHeap(browser, origin, game) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/library/${game.category}`);
  await waitForApp(page);
  const cycle = async (times) => {
    for (let i = 0; i < times; i += 1) {
      await page.getByRole('button', { name: 'Play Game' }).click();
      const region = page.getByRole('region', { name: game.title });
      await region.locator('canvas[aria-hidden="true"]').waitFor();
      await page.waitForTimeout(200);
      await region.getByRole('button', { name: 'Close Game' }).click();
      await page.getByRole('button', { name: 'Play Game' }).waitFor();
    }
  };
  // The first opens load Pixi and howler for good (modules stay cached): measure from after them.
  await cycle(3);
  const before = await usedHeap(cdp);
  const objectsBefore = await liveObjects(cdp);
  await cycle(10);
  const after = await usedHeap(cdp);
  const objectsAfter = await liveObjects(cdp);
  const canvases = await page.locator('canvas').count();
  await context.close();
  return {
    beforeBytes: before,
    afterBytes: after,
    objectsPerOpen: (objectsAfter.count - objectsBefore.count) / 10,
    objectBytesPerOpen: (objectsAfter.bytes - objectsBefore.bytes) / 10,
    canvasesLeft: canvases,
  };
}
