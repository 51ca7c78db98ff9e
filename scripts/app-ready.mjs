// Shared by the browser tests and the benchmark: the built pages arrive already drawn
// (scripts/prerender.mjs) and load the app after their first paint, so a button can be on screen
// before it works. This waits until React has taken the page over.

/** Resolves once the app has taken over the page: React marks each DOM node it has claimed with a key of its own. */
export async function waitForApp(page) {
  await page.waitForFunction(
    () => {
      const first = document.getElementById('root')?.firstElementChild;
      return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { polling: 50 },
  );
}
