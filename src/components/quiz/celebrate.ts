import { prefersReducedMotion } from '../../lib/motion';

/** A modest confetti burst. Loaded only when first earned, never shown to visitors who ask for
 *  reduced motion, and a failed load is ignored: confetti is decoration, the quiz works without it. */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ disableForReducedMotion: true, particleCount: 80, spread: 70, origin: { y: 0.6 } });
  } catch {
    // Ignored on purpose (see above).
  }
}
