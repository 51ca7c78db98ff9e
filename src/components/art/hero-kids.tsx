// The picture is an image file, not markup drawn by the app: it arrives with the page's HTML and
// costs the landing page's JavaScript nothing (`?no-inline` keeps Vite from folding it into the code).
import heroKids from './hero-kids.svg?no-inline';

/** Home hero art: two kids with a giant heart, a stethoscope, an apple and a growing sprout. Decorative. */
export function HeroKids({ className = '' }: { className?: string }) {
  return <img src={heroKids} alt="" width={420} height={340} className={className} decoding="async" />;
}
