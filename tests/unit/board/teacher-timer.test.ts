import { describe, expect, it } from 'vitest';
import { allowed, customTimes, isCustomTime, minutesAndSeconds, timerChoices, timerLabel, turnMs, type GameClock } from '../../../src/board/teacher-timer';
import { board as lunchboxBoard } from '../../../src/games/balanced-lunchbox/board';
import { board as wheelBoard } from '../../../src/games/emotion-wheel/board';
import { board as washBoard } from '../../../src/games/handwashing-timer/board';
import { board as dashBoard } from '../../../src/games/trigger-dash/board';

// The games' own clocks, as they declare them (review A3: an invented clock here disagreed with the game's).
const trigger: GameClock = dashBoard.clock;
const lunchbox: GameClock = lunchboxBoard.clock;
const handwashing: GameClock = washBoard.clock;
const wheel: GameClock = wheelBoard.clock;

describe('the teacher’s timer', () => {
  it('offers 1 to 5 minutes in steps of 30 seconds, and nothing in between or beyond', () => {
    expect(customTimes.map(minutesAndSeconds)).toEqual(['1:00', '1:30', '2:00', '2:30', '3:00', '3:30', '4:00', '4:30', '5:00']);
    for (const ms of [30_000, 59_000, 75_000, 301_000, 330_000]) expect(isCustomTime(ms), String(ms)).toBe(false);
  });

  it('runs the game’s own time, double when relaxed, or the teacher’s', () => {
    expect(turnMs(trigger, { kind: 'game' })).toBe(30_000);
    expect(turnMs(trigger, { kind: 'relaxed' })).toBe(60_000);
    expect(turnMs(trigger, { kind: 'custom', ms: 150_000 })).toBe(150_000);
  });

  it('offers No timer only where the game allows it', () => {
    expect(timerChoices(lunchbox).at(-1)).toEqual({ kind: 'none' });
    expect(turnMs(lunchbox, { kind: 'none' })).toBeNull();
    expect(timerChoices(trigger).some((choice) => choice.kind === 'none')).toBe(false);
    expect(allowed(trigger, { kind: 'none' })).toBe(false);
    expect(turnMs(trigger, { kind: 'none' })).toBe(30_000);
  });

  it('keeps Handwashing’s 20 seconds, which are the lesson, and gives the Emotion Wheel no clock', () => {
    expect(timerChoices(handwashing)).toEqual([{ kind: 'game' }]);
    expect(turnMs(handwashing, { kind: 'relaxed' })).toBe(20_000);
    expect(turnMs(handwashing, { kind: 'custom', ms: 120_000 })).toBe(20_000);
    expect(timerChoices(wheel)).toEqual([]);
    expect(turnMs(wheel, { kind: 'game' })).toBeNull();
  });

  it('refuses a picked time off the steps, keeping the game’s own', () => {
    expect(allowed(trigger, { kind: 'custom', ms: 100_000 })).toBe(false);
    expect(turnMs(trigger, { kind: 'custom', ms: 100_000 })).toBe(30_000);
  });

  it('names each choice for the settings', () => {
    expect(timerChoices(lunchbox).map(timerLabel)).toEqual([
      "The game's own time",
      'Relaxed (double time)',
      ...customTimes.map((ms) => `${minutesAndSeconds(ms)} minutes`),
      'No timer',
    ]);
  });
});
