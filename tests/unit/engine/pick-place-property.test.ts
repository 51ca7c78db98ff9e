import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../support/purity';
import { createPickPlace, heldItem, transition, type PickPlaceConfig, type PickPlaceInput, type PickPlaceState } from '../../../src/engine/pick-place';

const config: PickPlaceConfig = { isMovable: (id) => !id.startsWith('decoy'), dragThreshold: 8 };
const modes = ['idle', 'holding', 'dragging'];

// Mostly one finger, sometimes a second one.
const pointerId = fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: fc.constant(2), weight: 1 });
// A small board, so that random presses land on the same few organs and zones again and again;
// the same spot often, so that repeated inputs that change nothing are tried too.
const point = fc.oneof(fc.constant({ x: 20, y: 20 }), fc.record({ x: fc.integer({ min: 0, max: 40 }), y: fc.integer({ min: 0, max: 40 }) }));
const itemId = fc.constantFrom('heart', 'lungs', 'decoy-spleen');
const zoneId = fc.option(fc.constantFrom('chest', 'belly'), { nil: null });
const pointer = (arbitrary: fc.Arbitrary<PickPlaceInput>) => ({ arbitrary, weight: 4 });

const input: fc.Arbitrary<PickPlaceInput> = fc.oneof(
  pointer(fc.record({ type: fc.constant('pointerDown' as const), pointerId, point, itemId: fc.option(itemId, { nil: null }), zoneId })),
  pointer(fc.record({ type: fc.constant('pointerMove' as const), pointerId, point, zoneId })),
  pointer(fc.record({ type: fc.constant('pointerUp' as const), pointerId, point, zoneId })),
  fc.record({ type: fc.constant('pointerCancel' as const), pointerId }),
  fc.record({ type: fc.constant('activateItem' as const), itemId }),
  fc.record({ type: fc.constant('activateZone' as const), zoneId: fc.constantFrom('chest', 'belly') }),
  fc.constant({ type: 'cancel' as const }),
  fc.constant({ type: 'reset' as const }),
);
// Long enough for a pick, a drag and a drop to happen in one sequence.
const inputs = fc.array(input, { minLength: 10, maxLength: 60, size: 'max' });


describe('pick and place, for any sequence of inputs', () => {
  it('places only the organ picked up, on the zone the player released or chose, and never moves a decoy', () => {
    fc.assert(
      fc.property(inputs, (sequence) => {
        let state: PickPlaceState = createPickPlace();
        // What the game would believe is held, from the actions alone.
        let held: string | null = null;
        for (const next of sequence) {
          // Frozen: a transition that mutated its input state would throw here.
          const result = transition(deepFreeze(state), next, config);
          for (const action of result.actions) {
            if (action.type === 'pick') {
              expect(config.isMovable(action.itemId)).toBe(true);
              held = action.itemId;
            } else if (action.type === 'place') {
              expect(action.itemId).toBe(held);
              expect(next.type === 'pointerUp' || next.type === 'activateZone').toBe(true);
              expect(action.zoneId).toBe('zoneId' in next ? next.zoneId : undefined);
              held = null;
            } else if (action.type === 'cancel') {
              expect(action.itemId).toBe(held);
              held = null;
            } else if (action.type === 'dragStart') {
              expect(action.itemId).toBe(held);
            } else if (action.type === 'blocked') {
              expect(config.isMovable(action.itemId)).toBe(false);
            } else {
              expect(held).toBeNull();
            }
          }
          if (next.type === 'reset') held = null;
          expect(modes).toContain(result.state.mode);
          expect(heldItem(result.state)).toBe(held);
          // Unchanged means the same object, so a store skips the render.
          if (result.state !== state) expect(result.state).not.toEqual(state);
          state = result.state;
        }
      }),
      { numRuns: 300 },
    );
  });
});
