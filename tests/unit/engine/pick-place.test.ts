import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/engine/layout';
import {
  createPickPlace,
  heldItem,
  isDragging,
  routePickPlace,
  transition,
  type PickPlaceAction,
  type PickPlaceConfig,
  type PickPlaceInput,
  type PickPlaceState,
} from '../../../src/engine/pick-place';

// Label the Organs, round 2: the spleen is a decoy and cannot be moved.
const config: PickPlaceConfig = { isMovable: (id) => id !== 'spleen', dragThreshold: 10 };

const at = (x: number, y: number): Point => ({ x, y });
const down = (itemId: string | null, zoneId: string | null, point = at(100, 100), pointerId = 1): PickPlaceInput =>
  ({ type: 'pointerDown', pointerId, point, itemId, zoneId });
const move = (point: Point, zoneId: string | null = null, pointerId = 1): PickPlaceInput => ({ type: 'pointerMove', pointerId, point, zoneId });
const up = (zoneId: string | null, point = at(100, 100), pointerId = 1): PickPlaceInput => ({ type: 'pointerUp', pointerId, point, zoneId });

/** Feeds inputs one by one; returns the last state and every action on the way. */
function run(inputs: PickPlaceInput[], from: PickPlaceState = createPickPlace()) {
  let state = from;
  const actions: PickPlaceAction[] = [];
  for (const input of inputs) {
    const result = transition(state, input, config);
    state = result.state;
    actions.push(...result.actions);
  }
  return { state, actions };
}

const holdingHeart = run([{ type: 'activateItem', itemId: 'heart' }]).state;
const draggingHeart = run([down('heart', null), move(at(130, 100), 'chest')]).state;

describe('picking up', () => {
  it('picks up a movable organ on press and waits for the release', () => {
    const { state, actions } = run([down('heart', null)]);
    expect(state).toEqual({ mode: 'holding', itemId: 'heart', press: { pointerId: 1, origin: at(100, 100), on: 'item', targetId: 'heart', wasHeld: false } });
    expect(actions).toEqual([{ type: 'pick', itemId: 'heart' }]);
    expect(heldItem(state)).toBe('heart');
    expect(isDragging(state)).toBe(false);
  });

  it('refuses to pick up a decoy and stays empty-handed', () => {
    const idle = createPickPlace();
    const { state, actions } = transition(idle, down('spleen', 'belly'), config);
    expect(state).toBe(idle);
    expect(actions).toEqual([{ type: 'blocked', itemId: 'spleen' }]);
  });

  it('does nothing when an empty hand presses a zone or empty space', () => {
    const idle = createPickPlace();
    for (const input of [down(null, 'chest'), down(null, null), up('chest'), move(at(300, 300))]) {
      expect(transition(idle, input, config)).toEqual({ state: idle, actions: [] });
      expect(transition(idle, input, config).state).toBe(idle);
    }
  });
});

describe('dragging', () => {
  it('starts a drag once the pressed organ moves farther than the threshold, and drops it on a zone', () => {
    let step = run([down('heart', null)]);
    step = run([move(at(130, 100))], step.state);
    expect(step.state).toEqual({ mode: 'dragging', itemId: 'heart', pointerId: 1, origin: at(100, 100), point: at(130, 100), zoneId: null });
    expect(step.actions).toEqual([{ type: 'dragStart', itemId: 'heart' }]);
    expect(isDragging(step.state)).toBe(true);

    step = run([move(at(250, 180), 'chest')], step.state);
    expect(step.state).toMatchObject({ mode: 'dragging', point: at(250, 180), zoneId: 'chest' });
    expect(step.actions).toEqual([]);

    step = run([up('chest', at(250, 180))], step.state);
    expect(step.state).toEqual({ mode: 'idle' });
    expect(step.actions).toEqual([{ type: 'place', itemId: 'heart', zoneId: 'chest' }]);
  });

  it('treats a move of exactly the threshold as a shaky tap, and one beyond it as a drag', () => {
    const pressed = run([down('heart', null)]).state;
    for (const point of [at(110, 100), at(106, 108), at(100, 90)]) {
      expect(transition(pressed, move(point), config)).toEqual({ state: pressed, actions: [] });
    }
    expect(transition(pressed, move(at(110.01, 100)), config).state.mode).toBe('dragging');
  });

  it('cancels a drop outside every zone, even after passing over one', () => {
    const { state, actions } = run([up(null, at(600, 20))], draggingHeart);
    expect(state).toEqual({ mode: 'idle' });
    expect(actions).toEqual([{ type: 'cancel', itemId: 'heart', reason: 'outside' }]);
  });

  it('returns the same state when the pointer reports the same place again', () => {
    expect(transition(draggingHeart, move(at(130, 100), 'chest'), config).state).toBe(draggingHeart);
  });

  it('puts the organ back when the browser takes the pointer away mid-drag', () => {
    expect(run([{ type: 'pointerCancel', pointerId: 1 }], draggingHeart)).toEqual({
      state: { mode: 'idle' },
      actions: [{ type: 'cancel', itemId: 'heart', reason: 'interrupted' }],
    });
  });

  it('drags an organ already held when it is pressed and moved', () => {
    const { state, actions } = run([down('heart', null), move(at(140, 100), 'belly')], holdingHeart);
    expect(state).toMatchObject({ mode: 'dragging', itemId: 'heart', zoneId: 'belly' });
    expect(actions).toEqual([{ type: 'dragStart', itemId: 'heart' }]);
  });
});

describe('select then place, by taps', () => {
  it('holds a tapped organ until a zone is tapped', () => {
    let step = run([down('lungs', null), up(null)]);
    expect(step.state).toEqual({ mode: 'holding', itemId: 'lungs', press: null });
    expect(step.actions).toEqual([{ type: 'pick', itemId: 'lungs' }]);

    step = run([down(null, 'chest', at(400, 200))], step.state);
    expect(step.state).toMatchObject({ mode: 'holding', itemId: 'lungs', press: { on: 'zone', targetId: 'chest' } });
    expect(step.actions).toEqual([]);

    step = run([up('chest', at(402, 203))], step.state);
    expect(step).toEqual({ state: { mode: 'idle' }, actions: [{ type: 'place', itemId: 'lungs', zoneId: 'chest' }] });
  });

  it('keeps holding when a press on a zone is released over another zone', () => {
    const { state, actions } = run([down(null, 'chest'), move(at(300, 300), 'belly'), up('belly')], holdingHeart);
    expect(state).toEqual({ mode: 'holding', itemId: 'heart', press: null });
    expect(actions).toEqual([]);
  });

  it('puts the organ back when the held organ is tapped again', () => {
    expect(run([down('heart', null), up(null)], holdingHeart).actions).toEqual([{ type: 'cancel', itemId: 'heart', reason: 'again' }]);
    expect(run([down('heart', null), up(null)], holdingHeart).state).toEqual({ mode: 'idle' });
  });

  it('switches to another organ when it is tapped', () => {
    const { state, actions } = run([down('liver', null), up(null)], holdingHeart);
    expect(state).toEqual({ mode: 'holding', itemId: 'liver', press: null });
    expect(actions).toEqual([{ type: 'pick', itemId: 'liver' }]);
  });

  it('keeps the held organ when a decoy is tapped, and says it was blocked', () => {
    const { state, actions } = transition(holdingHeart, down('spleen', null), config);
    expect(state).toBe(holdingHeart);
    expect(actions).toEqual([{ type: 'blocked', itemId: 'spleen' }]);
  });

  it('keeps holding when empty space is tapped', () => {
    expect(transition(holdingHeart, down(null, null), config)).toEqual({ state: holdingHeart, actions: [] });
    expect(transition(holdingHeart, down(null, null), config).state).toBe(holdingHeart);
  });

  it('keeps the organ but forgets the press when the browser takes the pointer away', () => {
    expect(run([down('heart', null), { type: 'pointerCancel', pointerId: 1 }])).toEqual({
      state: { mode: 'holding', itemId: 'heart', press: null },
      actions: [{ type: 'pick', itemId: 'heart' }],
    });
  });
});

describe('a second pointer', () => {
  it('is ignored while the first one drags', () => {
    const others = [down('lungs', 'chest', at(5, 5), 2), move(at(9, 9), 'belly', 2), up('belly', at(9, 9), 2), { type: 'pointerCancel', pointerId: 2 } as const];
    for (const input of others) {
      const result = transition(draggingHeart, input, config);
      expect(result.state).toBe(draggingHeart);
      expect(result.actions).toEqual([]);
    }
  });

  it('is ignored while the first one presses an organ', () => {
    const pressed = run([down('heart', null)]).state;
    const others = [down('lungs', null, at(5, 5), 2), move(at(300, 300), null, 2), up(null, at(300, 300), 2)];
    for (const input of others) expect(transition(pressed, input, config).state).toBe(pressed);
    expect(run([down('lungs', null, at(5, 5), 2)], pressed).actions).toEqual([]);
  });

  it('replaces a press whose release was lost when the same pointer presses again', () => {
    const pressed = run([down('heart', null)]).state;
    const { state } = run([down(null, 'chest', at(400, 200))], pressed);
    expect(state).toMatchObject({ mode: 'holding', itemId: 'heart', press: { on: 'zone', targetId: 'chest' } });
  });
});

describe('keyboard and screen reader', () => {
  it('picks with the organ button and places with the zone button', () => {
    let step = run([{ type: 'activateItem', itemId: 'stomach' }]);
    expect(step).toEqual({ state: { mode: 'holding', itemId: 'stomach', press: null }, actions: [{ type: 'pick', itemId: 'stomach' }] });
    step = run([{ type: 'activateZone', zoneId: 'belly' }], step.state);
    expect(step).toEqual({ state: { mode: 'idle' }, actions: [{ type: 'place', itemId: 'stomach', zoneId: 'belly' }] });
  });

  it('refuses a decoy, whether empty-handed or holding an organ', () => {
    const idle = createPickPlace();
    expect(transition(idle, { type: 'activateItem', itemId: 'spleen' }, config)).toEqual({ state: idle, actions: [{ type: 'blocked', itemId: 'spleen' }] });
    const result = transition(holdingHeart, { type: 'activateItem', itemId: 'spleen' }, config);
    expect(result.state).toBe(holdingHeart);
    expect(result.actions).toEqual([{ type: 'blocked', itemId: 'spleen' }]);
  });

  it('puts the organ back when its button is pressed again, and switches on another organ', () => {
    expect(run([{ type: 'activateItem', itemId: 'heart' }], holdingHeart)).toEqual({
      state: { mode: 'idle' },
      actions: [{ type: 'cancel', itemId: 'heart', reason: 'again' }],
    });
    expect(run([{ type: 'activateItem', itemId: 'lungs' }], holdingHeart).actions).toEqual([{ type: 'pick', itemId: 'lungs' }]);
  });

  it('tells the player nothing is held when a zone is chosen first', () => {
    expect(run([{ type: 'activateZone', zoneId: 'chest' }])).toEqual({ state: { mode: 'idle' }, actions: [{ type: 'noItem', zoneId: 'chest' }] });
  });

  it('ignores the buttons during a drag', () => {
    for (const input of [{ type: 'activateItem', itemId: 'lungs' }, { type: 'activateZone', zoneId: 'belly' }] as const) {
      expect(transition(draggingHeart, input, config)).toEqual({ state: draggingHeart, actions: [] });
    }
  });
});

describe('Escape and a new round', () => {
  it('puts the organ back on Escape, held or dragged', () => {
    for (const state of [holdingHeart, draggingHeart]) {
      expect(transition(state, { type: 'cancel' }, config)).toEqual({ state: { mode: 'idle' }, actions: [{ type: 'cancel', itemId: 'heart', reason: 'escape' }] });
    }
    const idle = createPickPlace();
    expect(transition(idle, { type: 'cancel' }, config)).toEqual({ state: idle, actions: [] });
  });

  it('drops everything silently when the round changes', () => {
    for (const state of [holdingHeart, draggingHeart]) {
      expect(transition(state, { type: 'reset' }, config)).toEqual({ state: { mode: 'idle' }, actions: [] });
    }
    const idle = createPickPlace();
    expect(transition(idle, { type: 'reset' }, config).state).toBe(idle);
  });
});

describe('routing the actions to a game', () => {
  it('sends picks, places, put-backs and decoy tries to their routes, and tells which piece is in hand', () => {
    const heard: string[] = [];
    const route = routePickPlace<string, string>({
      held: (item) => heard.push(`held ${item}`),
      pick: (item) => heard.push(`pick ${item}`),
      place: (item, zone) => heard.push(`place ${item} on ${zone}`),
      cancel: (item) => heard.push(`cancel ${item}`),
      blocked: (item) => heard.push(`blocked ${item}`),
    });
    route({ type: 'pick', itemId: 'heart' });
    route({ type: 'dragStart', itemId: 'heart' });
    route({ type: 'place', itemId: 'heart', zoneId: 'chest' });
    route({ type: 'pick', itemId: 'brain' });
    route({ type: 'cancel', itemId: 'brain', reason: 'escape' });
    route({ type: 'blocked', itemId: 'spleen' });
    route({ type: 'noItem', zoneId: 'chest' });
    expect(heard).toEqual(['held heart', 'pick heart', 'held null', 'place heart on chest', 'held brain', 'pick brain', 'held null', 'cancel brain', 'blocked spleen']);
  });

  it('lets a game without decoys or a piece in hand leave those routes out', () => {
    const placed: string[] = [];
    const route = routePickPlace<string, string>({ pick: () => {}, place: (item, zone) => placed.push(`${item}>${zone}`), cancel: () => {} });
    route({ type: 'blocked', itemId: 'cake' });
    route({ type: 'pick', itemId: 'apple' });
    route({ type: 'place', itemId: 'apple', zoneId: 'fruit' });
    expect(placed).toEqual(['apple>fruit']);
  });
});
