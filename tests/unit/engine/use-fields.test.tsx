import { act, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { describe, expect, it } from 'vitest';
import { sameFields, useFields } from '../../../src/engine/use-game';

describe('sameFields', () => {
  it('is true when every field is the same value, and false when one differs, one is missing or one is added', () => {
    const list = [1, 2];
    expect(sameFields({ phase: 'playing', score: 3, list }, { phase: 'playing', score: 3, list })).toBe(true);
    expect(sameFields({ phase: 'playing', score: 3 }, { phase: 'playing', score: 4 })).toBe(false);
    expect(sameFields({ phase: 'playing', score: 3 }, { phase: 'playing' })).toBe(false);
    expect(sameFields({ phase: 'playing' }, { phase: 'playing', score: 3 })).toBe(false);
    expect(sameFields({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
  });

  it('compares values by Object.is: a new array with the same items is a change, NaN is itself', () => {
    expect(sameFields({ list: [1, 2] }, { list: [1, 2] })).toBe(false);
    expect(sameFields({ seconds: Number.NaN }, { seconds: Number.NaN })).toBe(true);
    expect(sameFields({ zero: 0 }, { zero: -0 })).toBe(false);
  });

  it('compares arrays item by item, and an array is never the same as an object', () => {
    expect(sameFields(['done', 'now'], ['done', 'now'])).toBe(true);
    expect(sameFields(['done', 'now'], ['done', 'next'])).toBe(false);
    expect(sameFields(['done'], ['done', 'now'])).toBe(false);
    expect(sameFields(['done'], { 0: 'done' })).toBe(false);
  });
});

describe('useFields', () => {
  it('renders the reader again only when a picked field changes, not when another part of the view does', () => {
    const store = createStore(() => ({ state: { phase: 'ready', score: 0, timeMs: 0 } }));
    let renders = 0;
    function Reader() {
      renders += 1;
      const { phase, score } = useStore(store, useFields((view: { state: { phase: string; score: number } }) => ({ phase: view.state.phase, score: view.state.score })));
      return <p>{`${phase} ${score}`}</p>;
    }
    render(<Reader />);
    const first = renders;
    act(() => store.setState({ state: { phase: 'ready', score: 0, timeMs: 16 } }));
    act(() => store.setState({ state: { phase: 'ready', score: 0, timeMs: 32 } }));
    expect(renders).toBe(first);
    act(() => store.setState({ state: { phase: 'playing', score: 0, timeMs: 48 } }));
    expect(screen.getByText('playing 0')).toBeInTheDocument();
    expect(renders).toBe(first + 1);
  });
});
