// The frame of every small picture a game draws for its pieces (organs, foods, tools, people): a
// 48 x 48 SVG at the size asked, decorative, since each piece's button carries its name.
import type { ReactNode } from 'react';

/** One of a game's 48 x 48 pictures at `size` CSS px (design units inside the game). */
export function Picture({ size = 48, children }: { size?: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
