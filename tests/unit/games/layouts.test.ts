// The Emotion Wheel's, the Handwashing Timer's, Label the Organs', Balanced Lunchbox's and Career Match's layouts: what they draw stays inside the design
// in both shapes, and the wheel's buttons are where its slices are. (Trigger Dash's are tested
// beside its logic.)
import { describe, expect, it } from 'vitest';
import { layouts as wheelLayouts, SLICE_BUTTON_SIZE, SLICE_NAME_SIZE, sliceCentre } from '../../../src/games/emotion-wheel/layout';
import { emotions, sliceAngles } from '../../../src/games/emotion-wheel/logic';
import { effectsFor, layouts as washLayouts } from '../../../src/games/handwashing-timer/layout';
import { effectsFor as organsEffectsFor, layouts as organsLayouts, type MapOrganId } from '../../../src/games/label-the-organs/layout';
import { minTargetSize, rectCenter, type Rect } from '../../../src/engine/layout';
import { slots as lunchboxSlots } from '../../../src/games/balanced-lunchbox/foods';
import { effectsFor as lunchboxEffectsFor, layouts as lunchboxLayouts } from '../../../src/games/balanced-lunchbox/layout';
import { MAX_FOODS } from '../../../src/games/balanced-lunchbox/logic';
import { cardsFor, effectsFor as careersEffectsFor, layouts as careersLayouts } from '../../../src/games/career-match/layout';
import { ROUNDS as CAREER_ROUNDS, roundTools } from '../../../src/games/career-match/logic';

const inside = (x: number, y: number, margin: number, design: { width: number; height: number }) =>
  x - margin >= 0 && y - margin >= 0 && x + margin <= design.width && y + margin <= design.height;

describe.each(['landscape', 'portrait'] as const)('the emotion wheel, %s', (name) => {
  const layout = wheelLayouts[name];
  if (!layout) throw new Error(`no ${name} layout`);

  it('fits the wheel, slices grown out included, inside the design', () => {
    const { x, y, radius } = layout.wheel;
    expect(inside(x, y, radius + 22, layout.design)).toBe(true);
  });

  it("puts each slice's button on its slice, inside the design and clear of its neighbours", () => {
    const centres = emotions.map((_, index) => sliceCentre(index, layout));
    centres.forEach((centre, index) => {
      expect(inside(centre.x, centre.y, SLICE_BUTTON_SIZE / 2, layout.design)).toBe(true);
      const angle = Math.atan2(centre.y - layout.wheel.y, centre.x - layout.wheel.x);
      const { middle } = sliceAngles(index, emotions.length);
      expect(Math.cos(angle - middle)).toBeCloseTo(1, 6);
    });
    for (let i = 0; i < centres.length; i += 1) {
      const a = centres[i];
      const b = centres[(i + 1) % centres.length];
      if (a && b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(SLICE_BUTTON_SIZE);
    }
  });

  it('writes each name inside its slice, in letters still readable on a phone', () => {
    // A slice is narrowest across at its label; 0.62 em is a generous average letter width for
    // the site's font at weight 800 (an estimate, not a measurement), so the longest name, in
    // letters that wide, must fit across the slice there.
    const [first] = emotions.map((_, index) => sliceCentre(index, layout));
    if (!first) throw new Error('no slices');
    const out = Math.hypot(first.x - layout.wheel.x, first.y - layout.wheel.y);
    const across = 2 * out * Math.tan(Math.PI / emotions.length);
    const longest = Math.max(...emotions.map((e) => e.name.length));
    expect(longest * 0.62 * SLICE_NAME_SIZE).toBeLessThanOrEqual(across);
    // A 390 px phone shows the square design in about 326 px (see Label the Organs below).
    if (name === 'portrait') expect((SLICE_NAME_SIZE * 326) / layout.design.width).toBeGreaterThanOrEqual(16);
  });
});

describe.each(['landscape', 'portrait'] as const)('the handwashing timer, %s', (name) => {
  const layout = washLayouts[name];
  if (!layout) throw new Error(`no ${name} layout`);

  it('fits the ring and its white surround inside the design', () => {
    const { x, y, radius } = layout.ring;
    expect(inside(x, y, radius + 34, layout.design)).toBe(true);
  });

  it('keeps the two corner pictures inside the design and off the ring', () => {
    for (const spot of [layout.bubbles, layout.tap]) {
      expect(inside(spot.x, spot.y, 40, layout.design)).toBe(true);
      expect(Math.hypot(spot.x - layout.ring.x, spot.y - layout.ring.y)).toBeGreaterThan(layout.ring.radius + 34);
    }
  });
});

describe('the handwashing timer effects', () => {
  it('throws confetti when the 20 seconds are done, and nothing else', () => {
    expect(effectsFor({ type: 'done', currentStreak: 1, bestStreak: 1, newBest: true, counted: true })).toEqual([{ kind: 'confetti' }]);
    expect(effectsFor({ type: 'started' })).toEqual([]);
  });
});

describe.each(['landscape', 'portrait'] as const)('label the organs, %s', (name) => {
  const layout = organsLayouts[name];
  if (!layout) throw new Error(`no ${name} layout`);
  const spots = Object.entries(layout.spots);
  const within = (rect: Rect) => rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= layout.design.width && rect.y + rect.height <= layout.design.height;
  const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  // The narrowest panel each layout is shown in: a 390 px phone (326 px of panel) for portrait, a
  // 1024 px tablet (about 950 px) for landscape.
  const scale = name === 'portrait' ? 326 / layout.design.width : 950 / layout.design.width;

  it('keeps every spot and tray place inside the design, none overlapping another', () => {
    const rects = [...spots.map(([, rect]) => rect), ...layout.tray];
    for (const rect of rects) expect(within(rect)).toBe(true);
    for (let i = 0; i < rects.length; i += 1) for (let j = i + 1; j < rects.length; j += 1) expect(overlap(rects[i] as Rect, rects[j] as Rect)).toBe(false);
  });

  it('has room in the tray for the largest round, and every target is at least 44 px on its smallest screen', () => {
    expect(layout.tray.length).toBeGreaterThanOrEqual(11);
    for (const rect of [...spots.map(([, r]) => r), ...layout.tray]) expect(minTargetSize(rect, scale)).toBeGreaterThanOrEqual(44);
  });

  it('puts the organs where they are in a body seen from the front', () => {
    const { spots: s } = layout;
    const middle = (rect: Rect) => rect.x + rect.width / 2;
    const order: MapOrganId[] = ['brain', 'lungs', 'heart', 'liver', 'kidneys', 'intestines', 'bladder'];
    for (let i = 1; i < order.length; i += 1) expect(s[order[i] as MapOrganId].y).toBeGreaterThan(s[order[i - 1] as MapOrganId].y);
    const bodyMiddle = middle(s.brain);
    // The person's left is the viewer's right: the heart a little right of the middle, the stomach right, the liver left.
    expect(middle(s.heart)).toBeGreaterThan(bodyMiddle);
    expect(middle(s.stomach)).toBeGreaterThan(bodyMiddle);
    expect(middle(s.liver)).toBeLessThan(bodyMiddle);
    expect(s.stomach.y).toBe(s.liver.y);
    expect(middle(s.bladder)).toBeCloseTo(bodyMiddle, 0);
  });
});

describe('label the organs effects', () => {
  const { landscape } = organsLayouts;
  it('floats the points (and any bonus) over a filled spot, shakes a wrong one, throws confetti for a finished board', () => {
    expect(organsEffectsFor({ type: 'placed', organ: 'heart', points: 2, bonus: 3, streak: 3, total: 9 }, landscape)).toEqual([
      { kind: 'floatingPoints', point: { x: 434, y: 217 }, points: 5 },
    ]);
    expect(organsEffectsFor({ type: 'wrong', organ: 'heart', spot: 'lungs', lost: 1, livesLeft: null, total: 1 }, landscape)).toEqual([{ kind: 'shake', targetId: 'lungs' }]);
    const complete = { type: 'roundComplete', total: 20, round: 1, roundScore: 11, timeBonus: 9, secondsLeft: 47, mistakes: 0 } as const;
    expect(organsEffectsFor({ ...complete, end: 'allPlaced' }, landscape)).toEqual([{ kind: 'confetti' }]);
    expect(organsEffectsFor({ ...complete, end: 'timeUp' }, landscape)).toEqual([]);
  });
});

describe.each(['landscape', 'portrait'] as const)('balanced lunchbox, %s', (name) => {
  const layout = lunchboxLayouts[name];
  if (!layout) throw new Error(`no ${name} layout`);
  const within = (rect: Rect) => rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= layout.design.width && rect.y + rect.height <= layout.design.height;
  const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const slotRects = lunchboxSlots.map((slot) => layout.slots[slot.category]);
  // The narrowest panel each layout is shown in, as for Label the Organs.
  const scale = name === 'portrait' ? 326 / layout.design.width : 950 / layout.design.width;

  it('keeps the box, its handle, every slot and tray place inside the design, none overlapping another', () => {
    expect(within({ ...layout.box, y: layout.box.y - 32, height: layout.box.height + 38 })).toBe(true);
    const rects = [...slotRects, ...layout.tray];
    for (const rect of rects) expect(within(rect)).toBe(true);
    for (let i = 0; i < rects.length; i += 1) for (let j = i + 1; j < rects.length; j += 1) expect(overlap(rects[i] as Rect, rects[j] as Rect)).toBe(false);
    for (const rect of slotRects) expect(overlap(rect, layout.box) && rect.x >= layout.box.x && rect.x + rect.width <= layout.box.x + layout.box.width).toBe(true);
    for (const rect of layout.tray) expect(overlap(rect, layout.box)).toBe(false);
  });

  it('has a tray place for the largest pick, and every target is at least 44 px on its smallest screen', () => {
    expect(layout.tray.length).toBeGreaterThanOrEqual(MAX_FOODS);
    for (const rect of [...slotRects, ...layout.tray]) expect(minTargetSize(rect, scale)).toBeGreaterThanOrEqual(44);
  });

  it('puts the treat slot last, at the bottom right of the box', () => {
    const treat = layout.slots.treat;
    for (const rect of slotRects) {
      expect(treat.x).toBeGreaterThanOrEqual(rect.x);
      expect(treat.y).toBeGreaterThanOrEqual(rect.y);
    }
  });
});

describe('balanced lunchbox effects', () => {
  const { landscape } = lunchboxLayouts;
  it('floats the points over a packed slot, throws confetti for the full box, and shakes a slot on a wrong drop', () => {
    const dairy = rectCenter(landscape.slots.dairy);
    expect(lunchboxEffectsFor({ type: 'packed', food: 'cheese', slot: 'dairy', points: 2, bonus: 0, total: 2 }, landscape)).toEqual([{ kind: 'floatingPoints', point: dairy, points: 2 }]);
    expect(lunchboxEffectsFor({ type: 'packed', food: 'cheese', slot: 'dairy', points: 2, bonus: 5, total: 15 }, landscape)).toEqual([
      { kind: 'floatingPoints', point: dairy, points: 7 },
      { kind: 'confetti' },
    ]);
    expect(lunchboxEffectsFor({ type: 'wrong', food: 'cake', slot: 'treat', reason: 'treat', lost: 1, total: 0 }, landscape)).toEqual([{ kind: 'shake', targetId: 'treat' }]);
    expect(lunchboxEffectsFor({ type: 'ended', end: 'timeUp', total: 0, groupsPacked: 0, secondsLeft: 0 }, landscape)).toEqual([]);
  });
});

describe.each(['landscape', 'portrait'] as const)('career match, %s', (name) => {
  const layout = careersLayouts[name];
  if (!layout) throw new Error(`no ${name} layout`);
  const within = (rect: Rect) => rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= layout.design.width && rect.y + rect.height <= layout.design.height;
  const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const scale = name === 'portrait' ? 326 / layout.design.width : 950 / layout.design.width;

  it.each(CAREER_ROUNDS.map((rules) => rules.roles.length))('lays out %i cards and the tray inside the design, none overlapping another, each at least 44 px', (count) => {
    const cards = cardsFor(layout, count);
    expect(cards).toHaveLength(count);
    const rects = [...cards, ...layout.tray];
    for (const rect of rects) expect(within(rect)).toBe(true);
    for (let i = 0; i < rects.length; i += 1) for (let j = i + 1; j < rects.length; j += 1) expect(overlap(rects[i] as Rect, rects[j] as Rect)).toBe(false);
    for (const rect of rects) expect(minTargetSize(rect, scale)).toBeGreaterThanOrEqual(44);
  });

  it('has a tray place for every tool of the largest round', () => {
    expect(layout.tray.length).toBeGreaterThanOrEqual(roundTools(CAREER_ROUNDS[1]).length);
  });
});

describe('career match effects', () => {
  const card = { x: 10, y: 20, width: 100, height: 200 };
  it('floats the points over a matched card with confetti, and shakes a card on a wrong match', () => {
    expect(careersEffectsFor({ type: 'matched', tool: 'stethoscope', role: 'doctor', points: 2, bonus: 3, streak: 3, total: 9 }, () => card)).toEqual([
      { kind: 'floatingPoints', point: { x: 60, y: 120 }, points: 5 },
      { kind: 'confetti' },
    ]);
    expect(careersEffectsFor({ type: 'wrong', tool: 'stethoscope', role: 'nurse', lost: 1, total: 1 }, () => card)).toEqual([{ kind: 'shake', targetId: 'nurse' }]);
    expect(careersEffectsFor({ type: 'decoy', tool: 'microscope', lost: 1, total: 1 }, () => card)).toEqual([]);
  });
});
