import { prefersReducedMotion } from './motion';

/** Scrolls to the top of the page, smoothly unless the visitor asked for less motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  document.getElementById('top')?.focus({ preventScroll: true });
}
