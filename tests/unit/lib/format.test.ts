import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount } from '../../../src/lib/format';

describe('formatCount', () => {
  it('puts commas between thousands, as English writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(100)).toBe('100');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(25400)).toBe('25,400');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes what toLocaleString writes for en-US, for every whole number it is given here', () => {
    for (const count of [1, 12, 123, 1234, 12345, 123456, 1234567, 100000, 1000000]) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});

describe('formatBytes', () => {
  it('says Bytes below 1 KB, KB below 1 MB, then MB', () => {
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
  });
});
