import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllWords } from '../../src/i18n/words';
import { loadAllPageData } from '../../src/i18n/page-data';

afterEach(() => cleanup());

// Screens draw with their words and data files (src/i18n/words.ts, page-data.ts), which the app loads with each page.
await Promise.all([loadAllWords(), loadAllPageData()]);

// jsdom has no matchMedia; the site reads it for prefers-reduced-motion.
const hasWindow = typeof window !== 'undefined';

if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (hasWindow) window.scrollTo = (() => {}) as typeof window.scrollTo;
