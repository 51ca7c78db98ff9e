import { describe, expect, it } from 'vitest';
import { defaultReadingOptions, pageAttributes, readReadingOptions, type ReadingOptions } from '../../../src/reading/options';

const chosen: ReadingOptions = { version: 1, textSize: 'largest', spacing: true, easyFont: true, tint: true, speed: 'slower', voice: 'uri:Device US' };

describe('the saved reading options', () => {
  it('read back what was saved', () => {
    expect(readReadingOptions(JSON.stringify(chosen))).toEqual(chosen);
  });

  it('are the defaults when nothing was saved, or what was saved is damaged, foreign or of another version', () => {
    for (const saved of [null, '', '{', 'null', '"larger"', '[]', JSON.stringify({ ...chosen, version: 2 }), JSON.stringify({ ...chosen, textSize: 'huge' }), JSON.stringify({ ...chosen, speed: 3 }), JSON.stringify({ textSize: 'larger' })]) {
      expect(readReadingOptions(saved), String(saved)).toEqual(defaultReadingOptions);
    }
  });

  it('turn into the page’s attributes for the look: none at all for the defaults', () => {
    expect(Object.values(pageAttributes(defaultReadingOptions)).every((value) => value === null)).toBe(true);
    expect(pageAttributes(chosen)).toEqual({ 'data-text-size': 'largest', 'data-spacing': 'more', 'data-easy-font': 'on', 'data-tint': 'cream' });
  });
});
