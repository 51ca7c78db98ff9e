import { describe, expect, it } from 'vitest';
import { soundFor as washSound } from '../../../src/games/handwashing-timer/sounds';
import { itemKinds } from '../../../src/games/trigger-dash/items';
import type { Item } from '../../../src/games/trigger-dash/logic';
import { GREAT_SCORE } from '../../../src/games/trigger-dash/copy';
import { soundFor as dashSound } from '../../../src/games/trigger-dash/sounds';

const item = (kind: 'water' | 'smoke'): Item => ({ id: 1, kind, type: itemKinds[kind].type, label: itemKinds[kind].label, left: 50, top: 50, bornMs: 0 });

describe('Handwashing Timer sounds', () => {
  it('chimes at the start, at each new step and at the end, and is quiet otherwise', () => {
    expect(washSound({ type: 'started' })).toBe('start');
    expect(washSound({ type: 'stepChanged', index: 2 })).toBe('step');
    expect(washSound({ type: 'done', currentStreak: 1, bestStreak: 1, newBest: true, counted: true })).toBe('win');
    expect(washSound({ type: 'paused' })).toBeNull();
    expect(washSound({ type: 'resumed' })).toBeNull();
    expect(washSound({ type: 'reset' })).toBeNull();
  });
});

describe('Trigger Dash sounds', () => {
  it('plays a good sound for a safe tap and a bad one for a trigger', () => {
    expect(dashSound({ type: 'tapped', item: item('water'), points: 1, score: 1 })).toBe('good');
    expect(dashSound({ type: 'tapped', item: item('smoke'), points: -1, score: 0 })).toBe('bad');
    expect(dashSound({ type: 'tapped', item: item('smoke'), points: 0, score: 0 })).toBe('bad');
  });

  it('cheers a great final score and closes others with the end sound', () => {
    expect(dashSound({ type: 'ended', score: GREAT_SCORE })).toBe('win');
    expect(dashSound({ type: 'ended', score: GREAT_SCORE - 1 })).toBe('end');
  });

  it('sounds the start and a selection, and stays quiet as icons come and go', () => {
    expect(dashSound({ type: 'started' })).toBe('start');
    expect(dashSound({ type: 'selected', item: item('water') })).toBe('select');
    expect(dashSound({ type: 'spawned', item: item('water') })).toBeNull();
    expect(dashSound({ type: 'expired', item: item('water') })).toBeNull();
  });
});
