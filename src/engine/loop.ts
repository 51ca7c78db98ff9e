// A fixed-step game loop ("Fix Your Timestep"): frame times from the animation frame feed an
// accumulator that is spent in constant steps, so a game runs the same at 30, 60 or 144 Hz and
// under a test's fake clock. Pure: the host calls `advance` with performance.now() each frame.

/** One logic step every 1000/60 ms. */
export const STEP_MS = 1000 / 60;
/** At most this many steps run in one frame (a whole MAX_FRAME_MS); a longer stall is dropped, not replayed. */
export const MAX_STEPS_PER_FRAME = 15;
/** A frame longer than this (a tab switch, a breakpoint) counts as this long. */
export const MAX_FRAME_MS = 250;

const EPSILON_MS = 1e-6;

export interface LoopState {
  /** The time of the last frame seen, or null before the first (or after a pause). */
  lastTime: number | null;
  /** Time not yet spent in steps. */
  accumulator: number;
}

export interface LoopOptions {
  stepMs?: number;
  maxStepsPerFrame?: number;
  maxFrameMs?: number;
}

export function createLoopState(): LoopState {
  return { lastTime: null, accumulator: 0 };
}

/**
 * Feeds the loop one frame at time `now` (ms) and returns how many fixed steps to run and the
 * state after them. The first frame runs no step; so does the first frame after `resetClock`.
 */
export function advance(loop: LoopState, now: number, options: LoopOptions = {}): { steps: number; loop: LoopState } {
  const stepMs = options.stepMs ?? STEP_MS;
  const maxSteps = options.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME;
  const maxFrame = options.maxFrameMs ?? MAX_FRAME_MS;
  if (loop.lastTime === null || now < loop.lastTime) return { steps: 0, loop: { lastTime: now, accumulator: 0 } };
  const frame = Math.min(now - loop.lastTime, maxFrame);
  let accumulator = loop.accumulator + frame;
  // A hair of tolerance so that float rounding (1000 / 60 added up) never drops a whole step.
  let steps = Math.floor((accumulator + EPSILON_MS) / stepMs);
  accumulator = Math.max(0, accumulator - steps * stepMs);
  if (steps > maxSteps) {
    steps = maxSteps;
    accumulator = 0;
  }
  return { steps, loop: { lastTime: now, accumulator } };
}

/** After a pause: the next frame starts the clock again instead of catching up on the pause. */
export function resetClock(): LoopState {
  return createLoopState();
}
