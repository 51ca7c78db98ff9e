import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, createLoopState, MAX_FRAME_MS, MAX_STEPS_PER_FRAME, resetClock, STEP_MS, type LoopState } from '../../../src/engine/loop';

/** Runs frames at the given times and returns the total number of steps. */
function run(times: number[], loop: LoopState = createLoopState()): { steps: number; loop: LoopState } {
  let steps = 0;
  for (const time of times) {
    const result = advance(loop, time);
    steps += result.steps;
    loop = result.loop;
  }
  return { steps, loop };
}

describe('fixed-step loop', () => {
  it('steps sixty times a second', () => {
    expect(STEP_MS).toBeCloseTo(1000 / 60);
    const frames = Array.from({ length: 61 }, (_, i) => 1000 + i * STEP_MS);
    expect(run(frames).steps).toBe(60);
  });

  it('runs no step on the first frame', () => {
    expect(advance(createLoopState(), 5000).steps).toBe(0);
  });

  it('runs the same number of steps at 30 Hz and at 144 Hz', () => {
    const at = (hz: number) => run(Array.from({ length: hz * 2 + 1 }, (_, i) => (i * 1000) / hz)).steps;
    expect(at(30)).toBe(120);
    expect(Math.abs(at(144) - 120)).toBeLessThanOrEqual(1);
  });

  it('keeps the time left over for the next frame', () => {
    const first = advance(createLoopState(), 0).loop;
    const second = advance(first, STEP_MS * 1.5);
    expect(second.steps).toBe(1);
    expect(second.loop.accumulator).toBeCloseTo(STEP_MS * 0.5);
    expect(advance(second.loop, STEP_MS * 2).steps).toBe(1);
  });

  it('clamps a long frame and caps the catch-up steps', () => {
    const first = advance(createLoopState(), 0).loop;
    const stalled = advance(first, 10_000);
    expect(stalled.steps).toBe(MAX_STEPS_PER_FRAME);
    expect(stalled.loop.accumulator).toBe(0);
    const clampOnly = advance(first, 10_000, { maxStepsPerFrame: 1000 });
    expect(clampOnly.steps).toBe(Math.floor(MAX_FRAME_MS / STEP_MS + 1e-6));
  });

  it('does not catch up on the time a pause lasted', () => {
    const playing = run([0, 100, 200]).loop;
    const afterPause = advance(resetClock(), 60_000);
    expect(afterPause.steps).toBe(0);
    expect(advance(afterPause.loop, 60_000 + STEP_MS).steps).toBe(1);
    expect(playing.lastTime).toBe(200);
  });

  it('starts again when the clock goes backwards', () => {
    const loop = run([1000, 1100]).loop;
    expect(advance(loop, 500)).toEqual({ steps: 0, loop: { lastTime: 500, accumulator: 0 } });
  });

  it('never runs more steps than the time that passed allows, and never a negative number', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 2000, noNaN: true }), { maxLength: 60 }), (gaps) => {
        let time = 0;
        let loop = advance(createLoopState(), 0).loop;
        let steps = 0;
        for (const gap of gaps) {
          time += gap;
          const result = advance(loop, time);
          expect(result.steps).toBeGreaterThanOrEqual(0);
          expect(result.steps).toBeLessThanOrEqual(MAX_STEPS_PER_FRAME);
          expect(result.loop.accumulator).toBeGreaterThanOrEqual(0);
          expect(result.loop.accumulator).toBeLessThan(STEP_MS + 1e-9);
          steps += result.steps;
          loop = result.loop;
        }
        expect(steps * STEP_MS).toBeLessThanOrEqual(time + 1e-6);
      }),
    );
  });
});
