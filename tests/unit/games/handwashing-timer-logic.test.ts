import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectUnchangedBy } from '../../support/purity';
import {
  apply,
  BEST_STREAK_KEY,
  currentStepIndex,
  CURRENT_STREAK_KEY,
  DONE_MESSAGE,
  init,
  progress,
  remainingMs,
  SOUND_DEFAULT_ON,
  step,
  stepStatus,
  WASH_STEP_MS,
  TICK_MS,
  WASH_MS,
  washSteps,
  type WashAction,
  type WashEvent,
  type WashPhase,
  type WashState,
  announce,
} from '../../../src/games/handwashing-timer/logic';

const fresh = { currentStreak: 0, bestStreak: 0 };

/** A state in the given phase, reached through the real actions. */
function inPhase(phase: WashPhase, saved = fresh): WashState {
  const idle = init(saved);
  if (phase === 'idle') return idle;
  const running = apply(idle, { type: 'start' }).state;
  if (phase === 'running') return step(running, 5_000).state;
  if (phase === 'paused') return apply(step(running, 5_000).state, { type: 'pause' }).state;
  return step(running, WASH_MS).state;
}

/** Runs `dtMs` of frames of `frameMs` each and collects every event. */
function run(state: WashState, dtMs: number, frameMs = 100): { state: WashState; events: WashEvent[] } {
  const events: WashEvent[] = [];
  for (let t = 0; t < dtMs; t += frameMs) {
    const outcome = step(state, frameMs);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return { state, events };
}


describe('handwashing timer steps', () => {
  it('keeps the numbers and storage keys of the spec', () => {
    expect([WASH_MS, TICK_MS, WASH_STEP_MS]).toEqual([20_000, 100, 4_000]);
    expect(CURRENT_STREAK_KEY).toBe('handwashing-current-streak');
    expect(BEST_STREAK_KEY).toBe('handwashing-best-streak');
    expect(SOUND_DEFAULT_ON).toBe(false);
  });

  it('has five steps of 4 seconds that cover the 20 seconds end to end', () => {
    expect(washSteps).toHaveLength(5);
    washSteps.forEach((s, i) => {
      expect(s.startTime).toBe(4_000 * i);
      expect(s.endTime).toBe(4_000 * (i + 1));
    });
    expect(washSteps.at(-1)?.endTime).toBe(WASH_MS);
  });

  it('gives every step a short text, an icon, a one-sentence tip and its own id', () => {
    for (const s of washSteps) {
      expect(s.text.length).toBeGreaterThan(0);
      expect(s.text.length).toBeLessThanOrEqual(45);
      expect(s.icon).toMatch(/\p{Extended_Pictographic}/u);
      expect(s.tip.length).toBeGreaterThan(s.text.length);
      expect(s.tip).toMatch(/^[A-Z][^.!?]*[.!]$/);
    }
    expect(new Set(washSteps.map((s) => s.id)).size).toBe(5);
  });

  it('spends the 20 seconds scrubbing with soap, and tells the player to rinse and dry after', () => {
    expect(washSteps[0]?.text).toMatch(/soap/i);
    expect(washSteps[4]?.tip).toMatch(/rinse and dry/i);
  });
});

describe('handwashing timer logic', () => {
  it('starts idle at 20 seconds with the saved streaks', () => {
    const state = init({ currentStreak: 2, bestStreak: 5 });
    expect(state).toEqual({ phase: 'idle', elapsedMs: 0, carryMs: 0, currentStreak: 2, bestStreak: 5, classWash: false });
    expect(remainingMs(state)).toBe(20_000);
    expect(progress(state)).toBe(0);
  });

  it('cleans up saved streaks that are broken, negative or fractional', () => {
    expect(init({ currentStreak: Number.NaN, bestStreak: -3 })).toMatchObject({ currentStreak: 0, bestStreak: 0 });
    expect(init({ currentStreak: 2.7, bestStreak: Infinity })).toMatchObject({ currentStreak: 2, bestStreak: 2 });
    expect(init({ currentStreak: 4, bestStreak: 1 })).toMatchObject({ currentStreak: 4, bestStreak: 4 });
  });

  it('counts down 20 seconds in 0.1 s ticks', () => {
    let state = apply(init(fresh), { type: 'start' }).state;
    state = step(state, 60).state;
    expect(remainingMs(state)).toBe(20_000);
    state = step(state, 60).state;
    expect(remainingMs(state)).toBe(19_900);
    expect(state.carryMs).toBeCloseTo(20);
    state = step(state, 250).state;
    expect(remainingMs(state)).toBe(19_700);
    expect(state.carryMs).toBeCloseTo(70);
  });

  it.each([60, 75, 120, 144])('finishes on the frame that reaches 20 seconds at %i Hz', (hz) => {
    let state = apply(init(fresh), { type: 'start' }).state;
    for (let i = 1; i < hz * 20; i++) state = step(state, 1000 / hz).state;
    expect(state.phase).toBe('running');
    expect(remainingMs(state)).toBe(100);
    state = step(state, 1000 / hz).state;
    expect(state.phase).toBe('done');
  });

  it('does not move time unless running', () => {
    for (const phase of ['idle', 'paused', 'done'] as const) {
      const state = inPhase(phase);
      expect(step(state, 1_000)).toEqual({ state, events: [] });
    }
  });

  it('ignores frames of no time, negative time or broken time', () => {
    const running = inPhase('running');
    for (const dt of [0, -100, Number.NaN, Infinity]) expect(step(running, dt).state).toBe(running);
  });

  it('follows elapsed time through the steps, 4 seconds each', () => {
    const running = apply(init(fresh), { type: 'start' }).state;
    const at = (ms: number) => currentStepIndex(step(running, ms).state);
    expect([0, 3_900, 4_000, 7_900, 8_000, 12_000, 16_000, 19_900].map(at)).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
  });

  it('shows earlier steps as done, the current one as current and later ones as upcoming', () => {
    const paused = apply(step(apply(init(fresh), { type: 'start' }).state, 9_000).state, { type: 'pause' }).state;
    expect([0, 1, 2, 3, 4].map((i) => stepStatus(paused, i))).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect([0, 1, 2, 3, 4].map((i) => stepStatus(init(fresh), i))).toEqual(Array(5).fill('upcoming'));
    expect([0, 1, 2, 3, 4].map((i) => stepStatus(inPhase('done'), i))).toEqual(Array(5).fill('done'));
  });

  it('announces each new step once, as it begins', () => {
    const { events } = run(apply(init(fresh), { type: 'start' }).state, 16_000);
    expect(events).toEqual([1, 2, 3, 4].map((index) => ({ type: 'stepChanged', index })));
  });

  it('names only the step reached when one long frame skips over a step', () => {
    const running = apply(init(fresh), { type: 'start' }).state;
    expect(step(running, 8_500).events).toEqual([{ type: 'stepChanged', index: 2 }]);
  });

  it('is done at zero, adds 1 to the streak and sets a new best', () => {
    const nearlyDone = step(inPhase('running', { currentStreak: 3, bestStreak: 3 }), 14_900).state;
    expect(nearlyDone.phase).toBe('running');
    const { state, events } = step(nearlyDone, 100);
    expect(state).toMatchObject({ phase: 'done', elapsedMs: 20_000, currentStreak: 4, bestStreak: 4 });
    expect(events).toEqual([{ type: 'done', currentStreak: 4, bestStreak: 4, newBest: true, counted: true }]);
    expect(remainingMs(state)).toBe(0);
    expect(progress(state)).toBe(1);
    expect(currentStepIndex(state)).toBe(4);
  });

  it('counts no one’s streak in a class wash-along on a board (made with classOnBoard), and says no streak', () => {
    const classWash = apply(init({ currentStreak: 3, bestStreak: 7 }, { classOnBoard: true }), { type: 'start' }).state;
    const { state, events } = step(classWash, WASH_MS);
    expect(state).toMatchObject({ phase: 'done', currentStreak: 3, bestStreak: 7, classWash: true });
    expect(events.at(-1)).toEqual({ type: 'done', currentStreak: 3, bestStreak: 7, newBest: false, counted: false });
    expect(announce({ type: 'done', currentStreak: 3, bestStreak: 7, newBest: false, counted: false })).toBe(`${DONE_MESSAGE} Now rinse off the soap and dry your hands.`);
    // Replay is another class wash-along.
    const again = step(apply(state, { type: 'replay' }).state, WASH_MS).state;
    expect(again).toMatchObject({ currentStreak: 3, classWash: true });
    expect(init({ currentStreak: 0, bestStreak: 0 }).classWash).toBe(false);
  });

  it('keeps the best streak when the current one has not passed it', () => {
    const { state, events } = step(inPhase('running', { currentStreak: 1, bestStreak: 5 }), WASH_MS);
    expect(state).toMatchObject({ currentStreak: 2, bestStreak: 5 });
    expect(events.at(-1)).toEqual({ type: 'done', currentStreak: 2, bestStreak: 5, newBest: false, counted: true });
  });

  it('does not call a tie with the best streak a new best', () => {
    const { events } = step(inPhase('running', { currentStreak: 4, bestStreak: 5 }), WASH_MS);
    expect(events.at(-1)).toEqual({ type: 'done', currentStreak: 5, bestStreak: 5, newBest: false, counted: true });
  });

  it('never counts past zero, however long the last frame', () => {
    const { state } = step(inPhase('running'), 60_000);
    expect(state.elapsedMs).toBe(WASH_MS);
    expect(state.carryMs).toBe(0);
  });

  it('freezes the countdown while paused and carries on after Resume', () => {
    const paused = apply(inPhase('running'), { type: 'pause' });
    expect(paused.events).toEqual([{ type: 'paused' }]);
    const resumed = apply(step(paused.state, 3_000).state, { type: 'resume' });
    expect(resumed.events).toEqual([{ type: 'resumed' }]);
    expect(resumed.state).toMatchObject({ phase: 'running', elapsedMs: 5_000 });
    expect(step(resumed.state, 1_000).state.elapsedMs).toBe(6_000);
  });

  it('goes back to 20 seconds on Reset without touching the streaks', () => {
    const paused = inPhase('paused', { currentStreak: 2, bestStreak: 6 });
    const { state, events } = apply(paused, { type: 'reset' });
    expect(state).toEqual({ phase: 'idle', elapsedMs: 0, carryMs: 0, currentStreak: 2, bestStreak: 6, classWash: false });
    expect(events).toEqual([{ type: 'reset' }]);
  });

  it('runs again from 20 seconds on Replay and grows the streak again at the end', () => {
    const replay = apply(inPhase('done'), { type: 'replay' });
    expect(replay.events).toEqual([{ type: 'started' }]);
    expect(replay.state).toMatchObject({ phase: 'running', elapsedMs: 0, currentStreak: 1, bestStreak: 1 });
    expect(step(replay.state, WASH_MS).state).toMatchObject({ phase: 'done', currentStreak: 2, bestStreak: 2 });
  });

  describe('shows only the buttons of each phase', () => {
    const allowed: Record<WashPhase, Partial<Record<WashAction['type'], [WashPhase, WashEvent['type']]>>> = {
      idle: { start: ['running', 'started'] },
      running: { pause: ['paused', 'paused'] },
      paused: { resume: ['running', 'resumed'], reset: ['idle', 'reset'] },
      done: { replay: ['running', 'started'] },
    };
    const phases: WashPhase[] = ['idle', 'running', 'paused', 'done'];
    const actions: WashAction['type'][] = ['start', 'pause', 'resume', 'reset', 'replay'];
    const table = phases.flatMap((phase) =>
      actions.map((action) => {
        const expected = allowed[phase][action];
        return { phase, action, expected, result: expected ? `moves to ${expected[0]}` : 'changes nothing' };
      }),
    );

    it.each(table)('when $phase, $action $result', ({ phase, action, expected }) => {
      const state = inPhase(phase);
      const outcome = apply(state, { type: action });
      if (expected) {
        expect(outcome.state.phase).toBe(expected[0]);
        expect(outcome.events).toEqual([{ type: expected[1] }]);
      } else {
        expect(outcome.state).toBe(state);
        expect(outcome.events).toEqual([]);
      }
    });
  });

  it('says what happened in the live region', () => {
    expect(announce({ type: 'started' })).toBe('Timer started. Step 1: Rub your soapy palms together.');
    expect(announce({ type: 'stepChanged', index: 2 })).toBe(`Step 3: ${washSteps[2]?.text}.`);
    expect(announce({ type: 'stepChanged', index: 5 })).toBeNull();
    expect(announce({ type: 'paused' })).toBe('Paused');
    expect(announce({ type: 'resumed' })).toBe('Resumed');
    expect(announce({ type: 'reset' })).toBe('Timer reset');
    expect(announce({ type: 'done', currentStreak: 3, bestStreak: 5, newBest: false, counted: true })).toBe(
      'Great job! Hands are clean! Streak 3. Best 5.',
    );
    const best = announce({ type: 'done', currentStreak: 6, bestStreak: 6, newBest: true, counted: true });
    expect(best).toContain(DONE_MESSAGE);
    expect(best).toMatch(/Streak 6\..*new best/i);
  });

  it('never changes the state it is given', () => {
    for (const phase of ['idle', 'running', 'paused', 'done'] as const) {
      expectUnchangedBy(inPhase(phase), (state) => {
        for (const type of ['start', 'pause', 'resume', 'reset', 'replay'] as const) apply(state, { type });
        step(state, 20_000);
        remainingMs(state);
        progress(state);
        stepStatus(state, 0);
      });
    }
  });

  it('keeps time and streaks sound under any mix of presses and frames', () => {
    // Start, Resume and Replay come up more often than Pause and Reset, so that many washes reach the end.
    const press = (type: WashAction['type'], weight: number) => ({ arbitrary: fc.constant<WashAction>({ type }), weight });
    const action = fc.oneof(press('start', 2), press('resume', 2), press('replay', 2), press('pause', 1), press('reset', 1));
    const frame = fc.noBias(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })));
    const command = fc.oneof({ arbitrary: action, weight: 1 }, { arbitrary: frame, weight: 9 });
    const streak = fc.nat({ max: 1000 });
    let washesFinished = 0;

    fc.assert(
      fc.property(streak, streak, fc.array(command, { maxLength: 300, size: 'max' }), (current, best, commands) => {
        let state = init({ currentStreak: current, bestStreak: best });
        for (const c of commands) {
          const { state: next, events } = typeof c === 'number' ? step(state, c) : apply(state, c);
          const done = events.filter((e) => e.type === 'done').length;
          washesFinished += done;
          expect(brokenRule(state, next, done)).toBeNull();
          state = next;
        }
      }),
    );
    // The runs above must really reach the end of many washes, or they prove little about streaks.
    expect(washesFinished).toBeGreaterThan(10);
  });
});

/** The first rule of time and streaks that going from `before` to `after` breaks, if any. */
function brokenRule(before: WashState, after: WashState, doneEvents: number): string | null {
  if (remainingMs(after) < 0 || remainingMs(after) > WASH_MS) return `remaining ${remainingMs(after)} ms`;
  if (after.elapsedMs % TICK_MS !== 0) return `elapsed ${after.elapsedMs} ms is not whole ticks`;
  if (after.carryMs < 0 || after.carryMs >= TICK_MS) return `carry ${after.carryMs} ms`;
  if (doneEvents > 1) return `${doneEvents} done events at once`;
  if (after.currentStreak - before.currentStreak !== doneEvents) return `streak ${before.currentStreak} → ${after.currentStreak}`;
  if (after.bestStreak < after.currentStreak) return `best ${after.bestStreak} < current ${after.currentStreak}`;
  if (after.bestStreak < before.bestStreak) return `best fell ${before.bestStreak} → ${after.bestStreak}`;
  return null;
}
