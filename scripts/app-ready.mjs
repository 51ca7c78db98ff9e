// Shared by the browser tests and the benchmark: the built pages arrive already drawn
// (scripts/build/prerender.ts) and load the app after their first paint, so a button can be on screen
// before it works. This waits until React has taken the page over.

/**
 * Run in the page: the page's clock (performance.now()) once the app has taken the page over,
 * else false. React marks each DOM node it has claimed with a key of its own.
 */
export function appTookOverAt() {
  const first = document.getElementById('root')?.firstElementChild;
  return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$')) && performance.now();
}

/** Resolves once the app has taken over the page. */
export async function waitForApp(page) {
  await page.waitForFunction(appTookOverAt, undefined, { polling: 50 });
}
