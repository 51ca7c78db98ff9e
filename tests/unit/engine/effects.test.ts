import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeEffects, addEffect, createEffects, effectStyle, prune, type EffectKind } from '../../../src/engine/effects';
import { reducedMotion } from '../../../src/engine/preferences';

const kinds: EffectKind[] = ['shake', 'floatingPoints', 'highlight', 'confetti'];

describe('effects list', () => {
  it('starts empty and keeps what is added, each with its own id', () => {
    let list = createEffects();
    expect(list.effects).toEqual([]);
    list = addEffect(list, { kind: 'shake', targetId: 'heart', at: 100, durationMs: 400 });
    list = addEffect(list, { kind: 'floatingPoints', targetId: 'heart', points: 3, at: 100, durationMs: 800 });
    expect(list.effects.map((effect) => [effect.kind, effect.targetId, effect.points])).toEqual([
      ['shake', 'heart', undefined],
      ['floatingPoints', 'heart', 3],
    ]);
    expect(new Set(list.effects.map((effect) => effect.id)).size).toBe(2);
  });

  it('does not change the list it was given', () => {
    const empty = createEffects();
    addEffect(empty, { kind: 'confetti', at: 0, durationMs: 1000 });
    expect(empty.effects).toEqual([]);
  });

  it('is active from its start for its duration, by game time', () => {
    const list = addEffect(createEffects(), { kind: 'highlight', targetId: 'slot-2', at: 1000, durationMs: 2000 });
    expect(activeEffects(list, 999)).toEqual([]);
    expect(activeEffects(list, 1000).map((effect) => effect.targetId)).toEqual(['slot-2']);
    expect(activeEffects(list, 2999)).toHaveLength(1);
    expect(activeEffects(list, 3000)).toEqual([]);
  });

  it('prunes ended effects and keeps running and future ones', () => {
    let list = addEffect(createEffects(), { kind: 'shake', at: 0, durationMs: 300 });
    list = addEffect(list, { kind: 'confetti', at: 0, durationMs: 1500 });
    list = addEffect(list, { kind: 'highlight', at: 2000, durationMs: 2000 });
    expect(prune(list, 500).effects.map((effect) => effect.kind)).toEqual(['confetti', 'highlight']);
    expect(prune(list, 5000).effects).toEqual([]);
  });

  it('returns the same list when nothing has ended, so a store is not updated for nothing', () => {
    const list = addEffect(createEffects(), { kind: 'shake', at: 0, durationMs: 300 });
    expect(prune(list, 100)).toBe(list);
  });
});

describe('effects and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The system's prefers-reduced-motion setting, as the browser would answer it. */
  const systemAsks = (reduce: boolean) => vi.stubGlobal('window', { matchMedia: () => ({ matches: reduce }) });

  it('plays moving effects only when neither Calm motion nor the system asks for less motion', () => {
    systemAsks(false);
    expect(reducedMotion({ calmMotion: false })).toBe(false);
    expect(reducedMotion({ calmMotion: true })).toBe(true);
    systemAsks(true);
    expect(reducedMotion({ calmMotion: false })).toBe(true);
    expect(reducedMotion({ calmMotion: true })).toBe(true);
  });

  it('shows and animates every effect with full motion', () => {
    for (const kind of kinds) expect(effectStyle(kind, false)).toEqual({ show: true, animate: true });
  });

  it('keeps a hint highlight under reduced motion, without pulsing, and drops the decorations', () => {
    expect(effectStyle('highlight', true)).toEqual({ show: true, animate: false });
    expect(effectStyle('shake', true)).toEqual({ show: false, animate: false });
    expect(effectStyle('floatingPoints', true)).toEqual({ show: false, animate: false });
    expect(effectStyle('confetti', true)).toEqual({ show: false, animate: false });
  });
});
