// The drawings are image files, not markup drawn by the app, so they cost the landing page's
// JavaScript nothing (`?no-inline` keeps Vite from folding them into the code); they are below the
// first screen, so the browser fetches them lazily.
import book from './feature-book.svg?no-inline';
import game from './feature-game.svg?no-inline';
import sprout from './feature-sprout.svg?no-inline';
import gift from './feature-gift.svg?no-inline';

const drawings = { book, game, sprout, gift };

export type FeatureIconName = keyof typeof drawings;

/** Small drawings for the four feature cards. Decorative. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return <img src={drawings[name]} alt="" width={48} height={48} loading="lazy" decoding="async" className="h-12 w-12" />;
}
