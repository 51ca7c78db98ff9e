import { describe, expect, it } from 'vitest';
import { arrowKeyActions } from '../../../src/engine/arrow-keys';

describe('arrowKeyActions', () => {
  it('sends Right and Down to the next choice, Left and Up to the previous one, and nothing else', () => {
    const keys = arrowKeyActions('next', 'previous');
    expect([keys.ArrowRight, keys.ArrowDown, keys.ArrowLeft, keys.ArrowUp]).toEqual(['next', 'next', 'previous', 'previous']);
    expect(keys.Enter).toBeUndefined();
    expect(keys[' ']).toBeUndefined();
  });
});
