// The inline script every built page carries in its <head>, written here as a readable function
// and turned into a small inline script at build (plugin.ts: its source, called with the page's
// configuration, minified). It must stand alone: it may use only its parameter and the browser,
// never anything else in this module or another, because only its own text reaches the page.

export interface PageLoaderConfig {
  /** The app's entry script. */
  entry: string;
  /** The entry's own imports, preloaded beside it. */
  preloads: string[];
  /** Address patterns (regular expressions as text, tested in order) and the chunks of their screen. */
  screens: [pattern: string, chunks: string[]][];
  /** What a page's #root says when its file answers every missing address (a Not-found page, in each language). */
  anyAddresses: string[];
  /** Start anyway after this long if the browser reports no paint (a tab opened in the background). */
  fallbackMs: number;
}

/**
 * After the first contentful paint, preloads the app's code and this address's screen, then runs
 * the app. Until the app says it has arrived (src/lib/before-app.ts), it keeps each press of a
 * control marked data-early-press (a game's Play button), marks that control busy, and leaves the
 * press for the app to act on. When the page is not the one for this address (a host that answers
 * every address with the home page's file), it hides the page before it is painted and starts the
 * app at once, which draws the right one (src/main.tsx).
 */
export function pageLoader(config: PageLoaderConfig): void {
  const doc = document;
  const address = location.pathname;
  const early: { pressed: string[]; appArrived?: boolean } = { pressed: [] };
  (window as unknown as { healthsproutEarly: typeof early }).healthsproutEarly = early;
  let started = false;

  doc.addEventListener(
    'click',
    (event) => {
      if (early.appArrived) return;
      const target = event.target as Element | null;
      const control = target?.closest?.('[data-early-press]');
      if (!control) return;
      event.preventDefault();
      const name = control.getAttribute('data-early-press') ?? '';
      if (!early.pressed.includes(name)) early.pressed.push(name);
      control.setAttribute('aria-busy', 'true');
    },
    true,
  );

  const preload = (file: string) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  };

  const start = () => {
    if (started) return;
    started = true;
    config.preloads.forEach(preload);
    const screen = config.screens.find(([pattern]) => new RegExp(pattern).test(address));
    screen?.[1].forEach((chunk) => preload(`/${chunk}`));
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = config.entry;
    doc.head.appendChild(script);
  };

  // The page's #root says which address it was drawn for; a different one is the wrong page.
  const watch = new MutationObserver(() => {
    const root = doc.getElementById('root');
    if (!root) return;
    watch.disconnect();
    const drawnFor = root.getAttribute('data-path');
    const here = address.length > 1 ? address.replace(/\/+$/, '') : address;
    if (drawnFor && config.anyAddresses.indexOf(drawnFor) < 0 && drawnFor !== here) {
      root.setAttribute('data-wrong-page', '');
      start();
    }
  });
  watch.observe(doc.documentElement, { childList: true, subtree: true });

  try {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  setTimeout(start, config.fallbackMs);
}
