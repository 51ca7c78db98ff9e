import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addEffect,
  advanceEffects,
  CONFETTI_COLOURS,
  CONFETTI_PIECES,
  confettiPieces,
  createEffects,
  EFFECT_MS,
  effectStyle,
  FLOAT_RISE_PX,
  floatingPose,
  grow,
  highlightAlpha,
  MAX_EFFECTS,
  pieceCorners,
  pointsLabel,
  progressOf,
  SHAKE_PX,
  SHAKE_SWINGS,
  shakeOf,
  shakeOffset,
  type EffectKind,
} from '../../../src/engine/effects';
import { reducedMotion } from '../../../src/engine/preferences';
import { expectUnchangedBy } from '../../support/purity';

const kinds: EffectKind[] = ['shake', 'floatingPoints', 'highlight', 'confetti'];

describe('effects list', () => {
  it('starts empty and keeps what is added, each with its own id, started at the list clock', () => {
    let list = createEffects();
    expect(list.effects).toEqual([]);
    list = addEffect(list, { kind: 'shake', targetId: 'heart' });
    list = advanceEffects(addEffect(list, { kind: 'confetti' }), 100);
    list = addEffect(list, { kind: 'floatingPoints', targetId: 'heart', points: 3 });
    expect(list.effects.map((effect) => [effect.kind, effect.targetId, effect.points, effect.at])).toEqual([
      ['shake', 'heart', undefined, 0],
      ['confetti', undefined, undefined, 0],
      ['floatingPoints', 'heart', 3, 100],
    ]);
    expect(new Set(list.effects.map((effect) => effect.id)).size).toBe(3);
  });

  it('runs each kind for its own time unless the game gives one', () => {
    const list = addEffect(addEffect(createEffects(), { kind: 'shake' }), { kind: 'highlight', durationMs: 5000 });
    expect(list.effects.map((effect) => effect.durationMs)).toEqual([EFFECT_MS.shake, 5000]);
  });

  it('does not change the list it was given', () => {
    expectUnchangedBy(addEffect(createEffects(), { kind: 'shake' }), (list) => advanceEffects(addEffect(list, { kind: 'confetti' }), 50));
  });

  it('drops ended effects as its clock moves on, and keeps running ones', () => {
    let list = addEffect(createEffects(), { kind: 'shake', durationMs: 300 });
    list = addEffect(list, { kind: 'confetti', durationMs: 1500 });
    list = advanceEffects(list, 299);
    expect(list.effects.map((effect) => effect.kind)).toEqual(['shake', 'confetti']);
    list = advanceEffects(list, 1);
    expect(list.effects.map((effect) => effect.kind)).toEqual(['confetti']);
    expect(list.now).toBe(300);
    expect(advanceEffects(list, 1200).effects).toEqual([]);
  });

  it('returns the same list when nothing runs or no time passed, so nothing is redrawn for nothing', () => {
    const empty = createEffects();
    expect(advanceEffects(empty, 16)).toBe(empty);
    const list = addEffect(empty, { kind: 'shake' });
    expect(advanceEffects(list, 0)).toBe(list);
    expect(advanceEffects(list, Number.NaN)).toBe(list);
  });

  it(`keeps at most ${MAX_EFFECTS}, the newest`, () => {
    let list = createEffects();
    for (let i = 0; i < MAX_EFFECTS + 5; i += 1) list = addEffect(list, { kind: 'floatingPoints', points: i });
    expect(list.effects).toHaveLength(MAX_EFFECTS);
    expect(list.effects[0]?.points).toBe(5);
  });

  it('tells how far through its run an effect is', () => {
    const [effect] = addEffect(createEffects(), { kind: 'shake', durationMs: 400 }).effects;
    if (!effect) throw new Error('no effect');
    expect(progressOf(effect, 0)).toBe(0);
    expect(progressOf(effect, 100)).toBe(0.25);
    expect(progressOf(effect, 900)).toBe(1);
  });
});

describe('drawing maths', () => {
  it('shakes sideways, dying away, and rests at the start and the end', () => {
    expect(shakeOffset(0)).toBe(0);
    expect(shakeOffset(1)).toBe(0);
    const samples = Array.from({ length: 99 }, (_, i) => shakeOffset((i + 1) / 100));
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(SHAKE_PX);
    expect(samples.some((x) => x > 4) && samples.some((x) => x < -4)).toBe(true);
    // Later swings are smaller than earlier ones.
    expect(Math.abs(shakeOffset(0.9 / (2 * SHAKE_SWINGS)))).toBeLessThan(Math.abs(shakeOffset(0.25 / (2 * SHAKE_SWINGS))) + 0.01);
  });

  it('shakes only its own target, and not at all under reduced motion', () => {
    let list = addEffect(createEffects(), { kind: 'shake', targetId: 'slot-1' });
    list = advanceEffects(list, EFFECT_MS.shake / 12);
    expect(shakeOf(list, 'slot-1', false)).not.toBe(0);
    expect(shakeOf(list, 'slot-2', false)).toBe(0);
    expect(shakeOf(list, 'slot-1', true)).toBe(0);
  });

  it('floats points up and fades them in the last part of their run', () => {
    expect(floatingPose(0)).toEqual({ rise: 0, alpha: 1 });
    expect(floatingPose(0.5).alpha).toBe(1);
    expect(floatingPose(0.5).rise).toBeGreaterThan(FLOAT_RISE_PX / 2);
    expect(floatingPose(1)).toEqual({ rise: FLOAT_RISE_PX, alpha: 0 });
  });

  it('labels points with their sign and a mark that does not rely on colour', () => {
    expect(pointsLabel(2)).toBe('+2 ✓');
    expect(pointsLabel(-1)).toBe('-1 ✗');
    expect(pointsLabel(0)).toBe('0 ✗');
    expect(pointsLabel(0, true)).toBe('0 ✓');
  });

  it('pulses a highlight with full motion and holds it steady without', () => {
    expect(highlightAlpha(0.3, false)).toBe(1);
    const pulse = Array.from({ length: 50 }, (_, i) => highlightAlpha(i / 50, true));
    expect(Math.min(...pulse)).toBeGreaterThanOrEqual(0.2);
    expect(Math.max(...pulse) - Math.min(...pulse)).toBeGreaterThan(0.5);
  });

  it('rains the same confetti for the same effect, falling through the area and fading at the end', () => {
    const area = { width: 800, height: 500 };
    const effect = { id: 3, durationMs: EFFECT_MS.confetti };
    const start = confettiPieces(effect, 0, area);
    expect(start).toHaveLength(CONFETTI_PIECES);
    expect(confettiPieces(effect, 0, area)).toEqual(start);
    expect(confettiPieces({ ...effect, id: 4 }, 0, area)).not.toEqual(start);
    // It starts above the area, and by the end every piece has fallen well into or past it.
    expect(start.every((piece) => piece.y < 0)).toBe(true);
    const end = confettiPieces(effect, 1, area);
    const middle = confettiPieces(effect, 0.5, area);
    expect(middle.filter((piece) => piece.y > 0 && piece.y < area.height).length).toBeGreaterThan(CONFETTI_PIECES / 3);
    expect(end.every((piece, i) => piece.y > (start[i]?.y ?? 0) + area.height / 2)).toBe(true);
    expect(middle.every((piece) => piece.alpha === 1)).toBe(true);
    expect(end.every((piece) => piece.alpha === 0)).toBe(true);
    expect(new Set(start.map((piece) => piece.colour)).size).toBe(CONFETTI_COLOURS.length);
  });

  it('draws a piece as a turned rectangle around its centre', () => {
    const corners = pieceCorners({ x: 10, y: 20, rotation: Math.PI / 2, width: 4, height: 2, colour: 0, alpha: 1 });
    expect(corners.map((value) => Math.round(value * 1000) / 1000)).toEqual([11, 18, 11, 22, 9, 22, 9, 18]);
  });

  it('grows a target rectangle on every side', () => {
    expect(grow({ x: 10, y: 10, width: 20, height: 30 }, 5)).toEqual({ x: 5, y: 5, width: 30, height: 40 });
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
