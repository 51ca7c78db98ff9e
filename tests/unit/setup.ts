import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllWords } from '../../src/i18n/words';

afterEach(() => cleanup());

// Screens draw with their words files (src/i18n/words.ts), which the app loads with each page.
await loadAllWords();

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
