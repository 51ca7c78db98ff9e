// How much board mode zooms a game's page parts for the back of a room (src/engine/board-game-frame.tsx).
import { useEffect, useState } from 'react';

/**
 * The zoom that makes a game's page-sized type and buttons read from the back of a room: the page's
 * rem (16 px, or 18 px on wide screens) becomes 32 px at 1920x1080, so its smallest type (0.875 rem)
 * is 28 px and a 44 px button 88 px, and the same in proportion on every board.
 */
export function boardZoom(width: number, height: number, remPx: number): number {
  return Math.max(1, (32 / remPx) * Math.min(width / 1920, height / 1080));
}

const rootRem = () => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

export function useBoardZoom(): number {
  const [zoom, setZoom] = useState(() => boardZoom(window.innerWidth, window.innerHeight, rootRem()));
  useEffect(() => {
    const onResize = () => setZoom(boardZoom(window.innerWidth, window.innerHeight, rootRem()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return zoom;
}

