// The game clock's heartbeat: the page's own animation frame, not Pixi's ticker, so that a game
// keeps time (and stays playable through its overlay) even when its graphics cannot start. Pixi's
// ticker is moved on from here too (game-host.tsx), after the game's step, so each frame draws the
// state of that frame.
import { useEffect, useRef } from 'react';

/**
 * Calls `onFrame(performance.now())` every animation frame while mounted. The next frame is asked
 * for first, so that a frame that throws does not stop the ones after it.
 */
export function useFrameLoop(onFrame: (now: number) => void) {
  const callback = useRef(onFrame);
  useEffect(() => {
    callback.current = onFrame;
  });
  useEffect(() => {
    let id = 0;
    const frame = () => {
      id = requestAnimationFrame(frame);
      callback.current(performance.now());
    };
    id = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(id);
  }, []);
}
