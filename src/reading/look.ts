// How the page looks to a reader who set Reading options (issue 35), applied before the first
// paint. `applyReadingLook` is the inline script every built page carries in its <head>
// (scripts/app-loader/plugin.ts inlines its source; the CSP allows it by hash): it reads the saved
// options and sets the root element's data attributes that src/index.css reads, and marks a browser
// that cannot speak, so that its Read to me buttons are never shown. It must stand alone: it may use
// only its parameters and the browser, because only its own text reaches the page. It accepts exactly
// what the options' schema accepts (options.ts; a unit test holds the two together), without zod.

export function applyReadingLook(key: string, easyFontFile?: string): void {
  const root = document.documentElement;
  if (!('speechSynthesis' in window && 'SpeechSynthesisUtterance' in window)) root.setAttribute('data-speech', 'none');
  let saved: unknown = null;
  try {
    saved = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return;
  }
  if (typeof saved !== 'object' || saved === null) return;
  const o = saved as Record<string, unknown>;
  const bool = (value: unknown) => typeof value === 'boolean';
  const keys = ['version', 'textSize', 'spacing', 'easyFont', 'tint', 'speed', 'voice'];
  const valid =
    o.version === 1 &&
    ['normal', 'larger', 'largest'].indexOf(o.textSize as string) !== -1 &&
    bool(o.spacing) &&
    bool(o.easyFont) &&
    bool(o.tint) &&
    ['slower', 'normal', 'faster'].indexOf(o.speed as string) !== -1 &&
    (o.voice === null || (typeof o.voice === 'string' && o.voice.length > 0 && o.voice.length <= 300)) &&
    Object.keys(o).every((name) => keys.indexOf(name) !== -1);
  if (!valid) return;
  if (o.textSize !== 'normal') root.setAttribute('data-text-size', o.textSize as string);
  if (o.spacing) root.setAttribute('data-spacing', 'more');
  if (o.easyFont) {
    root.setAttribute('data-easy-font', 'on');
    // Fetched at once, beside the page's own font, so that it is there for the first paint.
    if (easyFontFile) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = '';
      link.href = easyFontFile;
      document.head.appendChild(link);
    }
  }
  if (o.tint) root.setAttribute('data-tint', 'cream');
}
