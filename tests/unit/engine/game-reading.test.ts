import { describe, expect, it } from 'vitest';
import { directionBlocks, directionKey, DIRECTIONS_KEY, gameReading } from '../../../src/engine/game-reading';
import { isReadingShortcut } from '../../../src/reading/shortcut';
const asksForDirections = (event: Parameters<typeof isReadingShortcut>[0], typing: boolean) => isReadingShortcut(event, DIRECTIONS_KEY, typing);

describe('what a game reads aloud', () => {
  it('reads the panel while one shows, else the last message, else the directions', () => {
    expect(gameReading(true, 'Not quite right!')).toBe('panel');
    expect(gameReading(true, '')).toBe('panel');
    expect(gameReading(false, 'Carrot belongs in a different food group.')).toBe('message');
    expect(gameReading(false, '')).toBe('directions');
    expect(gameReading(false, ' \u00a0')).toBe('directions');
  });

  it('gives the directions as blocks under the keys How to play draws them with', () => {
    expect(directionBlocks(['Drag a food.', 'P pauses.'])).toEqual([
      { key: directionKey(0), text: 'Drag a food.' },
      { key: directionKey(1), text: 'P pauses.' },
    ]);
    expect(directionKey(0)).not.toBe(directionKey(1));
  });

  it('reads the directions on R or r, never with a modifier or while typing', () => {
    const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...more });
    expect(asksForDirections(key('r'), false)).toBe(true);
    expect(asksForDirections(key('R'), false)).toBe(true);
    expect(asksForDirections(key('r'), true)).toBe(false);
    expect(asksForDirections(key('r', { ctrlKey: true }), false)).toBe(false);
    expect(asksForDirections(key('r', { metaKey: true }), false)).toBe(false);
    expect(asksForDirections(key('r', { altKey: true }), false)).toBe(false);
    expect(asksForDirections(key('p'), false)).toBe(false);
  });
});
