// The game clock's heartbeat: the page's own animation frame, not Pixi's ticker, so that a game
// keeps time (and stays playable through its overlay) even when its graphics cannot start.
import { useEffect, useRef } from 'react';

/** Calls `onFrame(performance.now())` every animation frame while mounted. */
export function useFrameLoop(onFrame: (now: number) => void) {
  const callback = useRef(onFrame);
  useEffect(() => {
    callback.current = onFrame;
  });
  useEffect(() => {
    let id = 0;
    const frame = () => {
      callback.current(performance.now());
      id = requestAnimationFrame(frame);
    };
    id = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(id);
  }, []);
}
