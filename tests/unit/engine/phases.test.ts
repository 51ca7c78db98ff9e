import { describe, expect, it } from 'vitest';
import { secondsLeft, timeInWords, timeShort } from '../../../src/engine/phases';

describe('time left', () => {
  it('says minutes and seconds in words', () => {
    expect(timeInWords(65_000)).toBe('1 minute 5 seconds left');
    expect(timeInWords(125_000)).toBe('2 minutes 5 seconds left');
    expect(timeInWords(61_000)).toBe('1 minute 1 second left');
    expect(timeInWords(42_000)).toBe('42 seconds left');
  });

  it('says one second and one minute in the singular, and drops zero seconds', () => {
    expect(timeInWords(1_000)).toBe('1 second left');
    expect(timeInWords(60_000)).toBe('1 minute left');
    expect(timeInWords(120_000)).toBe('2 minutes left');
  });

  it('rounds up to whole seconds, so the last moment still reads 1 second', () => {
    expect(timeInWords(1)).toBe('1 second left');
    expect(timeInWords(41_001)).toBe('42 seconds left');
    expect(timeShort(59_999)).toBe('1:00');
    expect(secondsLeft(4_200)).toBe(5);
  });

  it('never goes below 0 seconds', () => {
    expect(timeInWords(0)).toBe('0 seconds left');
    expect(timeInWords(-500)).toBe('0 seconds left');
    expect(timeInWords(Number.NaN)).toBe('0 seconds left');
    expect(timeShort(-1)).toBe('0:00');
  });

  it('shows a short clock with two-digit seconds', () => {
    expect(timeShort(65_000)).toBe('1:05');
    expect(timeShort(42_000)).toBe('0:42');
    expect(timeShort(90_000)).toBe('1:30');
    expect(timeShort(600_000)).toBe('10:00');
  });
});
