// The Emotion Wheel's and the Handwashing Timer's layouts: what they draw stays inside the design
// in both shapes, and the wheel's buttons are where its slices are. (Trigger Dash's are tested
// beside its logic.)
import { describe, expect, it } from 'vitest';
import { layouts as wheelLayouts, SLICE_BUTTON_SIZE, sliceCentre } from '../../../src/games/emotion-wheel/layout';
import { emotions, sliceAngles } from '../../../src/games/emotion-wheel/logic';
import { effectsFor, layouts as washLayouts } from '../../../src/games/handwashing-timer/layout';

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
      if (a && b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(SLICE_BUTTON_SIZE * 0.9);
    }
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
    expect(effectsFor({ type: 'done', currentStreak: 1, bestStreak: 1, newBest: true })).toEqual([{ kind: 'confetti' }]);
    expect(effectsFor({ type: 'started' })).toEqual([]);
  });
});
