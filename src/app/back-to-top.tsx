import { useEffect, useState } from 'react';
import { scrollToTop } from '../lib/scroll';
import { useShellWords } from './shell-words';

/** Scroll distance after which the button appears (docs/product.md §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

/**
 * The floating link back to the top that appears after 300 px of scroll: a real link to #top, so
 * it also works as one (opened in a new tab, or followed before a script ran); the app glides up
 * and moves focus to the top.
 */
export function BackToTop() {
  const words = useShellWords();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <a
      href="#top"
      onClick={(event) => {
        event.preventDefault();
        scrollToTop();
      }}
      className="fixed right-4 bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg hover:bg-leaf-800"
    >
      <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{words.backToTop()}</span>
    </a>
  );
}
