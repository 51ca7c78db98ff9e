// The stand-in for @pixi/colord reads what reaches Pixi's Color as a string or an object, as colord
// would, and calls anything else invalid (Color then says it cannot convert the colour).
import { describe, expect, it } from 'vitest';
import { colord as realColord, extend } from '@pixi/colord';
import namesPlugin from '@pixi/colord/plugins/names';
import { colord, readColour } from '../../../src/engine/pixi-colord.js';

extend([namesPlugin]);

describe('the colour reader Pixi’s Color uses', () => {
  it('reads hex strings of 3, 4, 6 and 8 digits and the three names, as colord does', () => {
    for (const input of ['#fff', '#0f08', '#16a34a', '#16A34A80', 'black', 'White', 'transparent', ' #abc ']) {
      expect(colord(input).isValid(), input).toBe(true);
      const ours = colord(input).rgba;
      const theirs = realColord(input).rgba;
      expect({ ...ours, a: Math.round(ours.a * 100) }, input).toEqual({ ...theirs, a: Math.round(theirs.a * 100) });
    }
  });

  it('reads objects of 0-255 channels, with or without alpha', () => {
    expect(readColour({ r: 255, g: 128, b: 0 })).toEqual({ r: 255, g: 128, b: 0, a: 1 });
    expect(readColour({ r: 1, g: 2, b: 3, a: 0.5 })).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
  });

  it('calls anything else invalid', () => {
    for (const input of ['#12', '#12345', 'red-ish', 'rgb(1, 2, 3)', '', null, { h: 120, s: 50, l: 50 }, undefined]) {
      expect(colord(input).isValid(), String(input)).toBe(false);
    }
  });
});
