import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectUnchangedBy } from '../../support/purity';
import {
  apply,
  emotions,
  init,
  selectedEmotion,
  sliceAngles,
  SLICE_TEXT_COLOUR,
  type EmotionId,
  type WheelAction,
  type WheelState,
  announce,
} from '../../../src/games/emotion-wheel/logic';

/** WCAG relative luminance of a 0xRRGGBB colour. */
function luminance(colour: number): number {
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((colour >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number, b: number): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}


/** Runs the actions in order from `state` and returns where they end. */
function play(state: WheelState, actions: WheelAction[]): WheelState {
  return actions.reduce((s, action) => apply(s, action).state, state);
}

const next: WheelAction = { type: 'focusNext' };
const previous: WheelAction = { type: 'focusPrevious' };
const ids = emotions.map((e) => e.id);

describe('emotion wheel content', () => {
  it('has eight feelings in order, the hard ones the feelings article teaches among them', () => {
    expect(emotions.map((e) => e.name)).toEqual(['Happy', 'Sad', 'Excited', 'Worried', 'Calm', 'Angry', 'Scared', 'Loved']);
    expect(ids).toEqual(['happy', 'sad', 'excited', 'worried', 'calm', 'angry', 'scared', 'loved']);
  });

  it('keeps every name to 7 letters or fewer, so it fits its slice on a phone', () => {
    for (const e of emotions) expect(e.name.length, e.name).toBeLessThanOrEqual(7);
  });

  it('gives every emotion an icon and a tip of one or two sentences', () => {
    for (const e of emotions) {
      expect(e.icon).toMatch(/\p{Extended_Pictographic}/u);
      expect(e.tip.length).toBeGreaterThan(20);
      const sentences = e.tip.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, e.tip).toBeLessThanOrEqual(2);
    }
  });

  it('points someone feeling sad to a person they trust, and to a trusted adult when sadness lasts', () => {
    const sad = emotions.find((e) => e.id === 'sad')?.tip;
    expect(sad).toMatch(/someone you trust/);
    expect(sad).toMatch(/lasts .*trusted adult/);
  });

  it('gives the hard feelings something to do, and sends someone who feels unsafe to a trusted adult', () => {
    const tip = (id: EmotionId) => emotions.find((e) => e.id === id)?.tip ?? '';
    expect(tip('worried')).toMatch(/tell someone you trust/);
    expect(tip('angry')).toMatch(/breathe/);
    expect(tip('angry')).toMatch(/without hurting anyone/);
    expect(tip('scared')).toMatch(/unsafe.*trusted adult/);
  });

  it('says "trusted adult", never "grown-up"', () => {
    for (const e of emotions) expect(e.tip).not.toMatch(/grown-?up/i);
  });

  it('paints every slice a different colour, the same in Pixi and in CSS', () => {
    expect(new Set(emotions.map((e) => e.colour)).size).toBe(emotions.length);
    for (const e of emotions) {
      expect(e.colourHex).toMatch(/^#[0-9a-f]{6}$/);
      expect(Number.parseInt(e.colourHex.slice(1), 16)).toBe(e.colour);
    }
  });

  it('keeps dark slice text readable at 4.5:1 or more on every colour', () => {
    for (const e of emotions) expect(contrast(SLICE_TEXT_COLOUR, e.colour), e.name).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast the WCAG way', () => {
    // Known values keep the helper above honest: black on white is 21:1, and #767676 on white 4.54:1.
    expect(contrast(0x000000, 0xffffff)).toBeCloseTo(21, 5);
    expect(contrast(0x767676, 0xffffff)).toBeCloseTo(4.54, 2);
  });
});

describe('emotion wheel logic', () => {
  it('starts on the first emotion with nothing chosen', () => {
    expect(init()).toEqual({ phase: 'ready', focusIndex: 0, selectedId: null, explored: [] });
  });

  it('stays ready while the arrows only move focus, and plays from the first choice', () => {
    const moved = play(init(), [next, next, previous]);
    expect(moved.phase).toBe('ready');
    expect(play(moved, [{ type: 'selectFocused' }]).phase).toBe('playing');
    expect(selectedEmotion(init())).toBeNull();
  });

  it('moves focus round the wheel with the arrow keys and wraps at both ends', () => {
    expect(play(init(), [next, next]).focusIndex).toBe(2);
    expect(play(init(), [previous]).focusIndex).toBe(emotions.length - 1);
    expect(play(init(), Array.from({ length: emotions.length }, () => next)).focusIndex).toBe(0);
    expect(play(init(), [next, previous]).focusIndex).toBe(0);
  });

  it('says which emotion got focus, without choosing it', () => {
    const { state, events } = apply(init(), previous);
    expect(events).toEqual([{ type: 'focused', emotion: emotions.at(-1) }]);
    expect(state.selectedId).toBeNull();
  });

  it('chooses the focused emotion on Enter or Space', () => {
    const { state, events } = apply(play(init(), [next, next]), { type: 'selectFocused' });
    expect(state).toEqual({ phase: 'playing', focusIndex: 2, selectedId: 'excited', explored: ['excited'] });
    expect(events).toEqual([{ type: 'selected', emotion: emotions[2], explored: 1, first: true }]);
    expect(selectedEmotion(state)?.name).toBe('Excited');
  });

  it('chooses a tapped emotion and moves focus to it', () => {
    const { state, events } = apply(init(), { type: 'select', id: 'calm' });
    expect(state).toEqual({ phase: 'playing', focusIndex: 4, selectedId: 'calm', explored: ['calm'] });
    expect(events).toEqual([
      { type: 'focused', emotion: emotions[4] },
      { type: 'selected', emotion: emotions[4], explored: 1, first: true },
    ]);
  });

  it('shows the tip again when the chosen emotion is tapped again', () => {
    const chosen = play(init(), [{ type: 'select', id: 'sad' }]);
    const again = apply(chosen, { type: 'select', id: 'sad' });
    expect(again.state).toEqual(chosen);
    expect(again.events).toEqual([{ type: 'selected', emotion: emotions[1], explored: 1, first: false }]);
  });

  it('changes the choice when another emotion is chosen', () => {
    const state = play(init(), [{ type: 'select', id: 'happy' }, next, { type: 'selectFocused' }]);
    expect(state.selectedId).toBe('sad');
  });

  it('counts each feeling explored once, in the order first picked', () => {
    const state = play(init(), [{ type: 'select', id: 'sad' }, { type: 'select', id: 'happy' }, { type: 'select', id: 'sad' }]);
    expect(state.explored).toEqual(['sad', 'happy']);
    const last = apply(state, { type: 'select', id: 'calm' }).events.at(-1);
    expect(last).toMatchObject({ type: 'selected', explored: 3, first: false });
  });

  it('ignores a tap on an emotion that does not exist', () => {
    const state = init();
    const outcome = apply(state, { type: 'select', id: 'bored' as string as EmotionId });
    expect(outcome.state).toBe(state);
    expect(outcome.events).toEqual([]);
  });

  it('reads out the name and tip of a chosen emotion, and nothing on focus', () => {
    const happy = emotions[0];
    if (!happy) throw new Error('no emotions');
    expect(announce({ type: 'selected', emotion: happy, explored: 1, first: true })).toBe(`Happy: ${happy.tip}`);
    expect(announce({ type: 'focused', emotion: happy })).toBeNull();
  });

  it('never changes the state it is given', () => {
    const actions: WheelAction[] = [next, previous, { type: 'selectFocused' }, ...ids.map((id) => ({ type: 'select' as const, id }))];
    for (const start of [init(), play(init(), [next, { type: 'selectFocused' }])]) {
      expectUnchangedBy(start, (state) => {
        for (const action of actions) apply(state, action);
      });
    }
  });

  it('keeps focus on the wheel and the choice a real emotion under any keys and taps', () => {
    const action = fc.oneof(
      fc.constant(next),
      fc.constant(previous),
      fc.constant<WheelAction>({ type: 'selectFocused' }),
      fc.constantFrom(...ids).map((id): WheelAction => ({ type: 'select', id })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 50 }), (actions) => {
        const state = play(init(), actions);
        expect(state.focusIndex).toBeGreaterThanOrEqual(0);
        expect(state.focusIndex).toBeLessThan(emotions.length);
        expect(Number.isInteger(state.focusIndex)).toBe(true);
        if (state.selectedId !== null) expect(ids).toContain(state.selectedId);
      }),
    );
  });
});

describe('emotion wheel slices', () => {
  it('starts the first slice at the top and goes clockwise', () => {
    const first = sliceAngles(0, 4);
    expect(first.start).toBeCloseTo(-Math.PI / 2);
    // On screen y points down, so the middle of the first of four slices is up and to the right.
    expect(Math.cos(first.middle)).toBeGreaterThan(0);
    expect(Math.sin(first.middle)).toBeLessThan(0);
  });

  it('covers the full circle without gaps or overlaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), (count) => {
        const slices = Array.from({ length: count }, (_, i) => sliceAngles(i, count));
        expect(slices[0]?.start).toBeCloseTo(-Math.PI / 2, 10);
        expect(slices.at(-1)?.end).toBeCloseTo(-Math.PI / 2 + 2 * Math.PI, 10);
        slices.forEach((s, i) => {
          expect(s.end).toBeGreaterThan(s.start);
          expect(s.middle).toBeCloseTo((s.start + s.end) / 2, 10);
          const following = slices[i + 1];
          if (following) expect(following.start).toBeCloseTo(s.end, 10);
        });
      }),
    );
  });

  it('draws the eight feelings as eight equal slices', () => {
    const widths = emotions.map((_, i) => {
      const s = sliceAngles(i, emotions.length);
      return s.end - s.start;
    });
    expect(widths).toHaveLength(8);
    widths.forEach((w) => expect(w).toBeCloseTo((2 * Math.PI) / 8, 10));
  });

  it('refuses a wheel without a whole number of slices', () => {
    expect(() => sliceAngles(0, 0)).toThrow(RangeError);
    expect(() => sliceAngles(0, 2.5)).toThrow(RangeError);
  });
});
