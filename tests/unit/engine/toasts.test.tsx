import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, TOAST_MS } from '../../../src/engine/toast-queue';
import { createGameSession } from '../../../src/engine/session';
import { GameToasts, useGameToasts } from '../../../src/engine/toasts';
import type { ToastQueue } from '../../../src/engine/toast-queue';

const titles = (queue: ReturnType<typeof createToastQueue>) => queue.store.getState().toasts.map((toast) => toast.title);

describe('toast queue', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a toast with its words and tone until TOAST_MS of game time has passed', () => {
    const queue = createToastQueue();
    queue.show({ title: '❌ Not quite!', description: 'Try another match.', tone: 'bad' }, 10_000);
    expect(queue.store.getState().toasts).toMatchObject([{ title: '❌ Not quite!', description: 'Try another match.', tone: 'bad', shownAt: 10_000 }]);
    queue.expire(10_000 + TOAST_MS - 1);
    expect(titles(queue)).toEqual(['❌ Not quite!']);
    queue.expire(10_000 + TOAST_MS);
    expect(titles(queue)).toEqual([]);
  });

  it('keeps at most three, newest last, dropping the oldest', () => {
    const queue = createToastQueue();
    ['One', 'Two', 'Three', 'Four'].forEach((title, i) => queue.show({ title, tone: 'info' }, i * 100));
    expect(titles(queue)).toEqual(['Two', 'Three', 'Four']);
  });

  it('expires each toast by its own time', () => {
    const queue = createToastQueue();
    queue.show({ title: 'Perfect! ✅', tone: 'good' }, 0);
    queue.show({ title: 'Bonus +5 points! 🎉', tone: 'good' }, 1000);
    queue.expire(TOAST_MS);
    expect(titles(queue)).toEqual(['Bonus +5 points! 🎉']);
  });

  it('never expires by a real timer: while game time stands still (paused), toasts stay', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    queue.show({ title: 'Not used this round!', tone: 'bad' }, 5000);
    vi.advanceTimersByTime(60_000);
    queue.expire(5000);
    expect(titles(queue)).toEqual(['Not used this round!']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not update the store on a frame where nothing expires', () => {
    const queue = createToastQueue();
    queue.show({ title: 'Perfect! ✅', tone: 'good' }, 0);
    const listener = vi.fn();
    queue.store.subscribe(listener);
    queue.expire(100);
    queue.expire(200);
    expect(listener).not.toHaveBeenCalled();
  });

  it('drops old toasts when the clock goes back (a new game), and on clear', () => {
    const queue = createToastQueue();
    queue.show({ title: 'Old game', tone: 'info' }, 40_000);
    queue.expire(0);
    expect(titles(queue)).toEqual([]);
    queue.show({ title: 'New game', tone: 'info' }, 0);
    queue.clear();
    expect(titles(queue)).toEqual([]);
  });
});

describe('GameToasts', () => {
  it('draws the toasts for the eye only, read once by screen readers through the frame', () => {
    const queue = createToastQueue();
    queue.show({ title: 'Not used this round!', description: 'Try another tool.', tone: 'bad' }, 0);
    const { container } = render(<GameToasts queue={queue} />);
    const layer = container.firstElementChild;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveTextContent('Not used this round!Try another tool.');
    expect(screen.queryByText('Not used this round!')).toBeInTheDocument();
    expect(container.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('shows at most three, newest last, and follows the queue as toasts come and go', () => {
    const queue = createToastQueue();
    const { container } = render(<GameToasts queue={queue} />);
    expect(container).toBeEmptyDOMElement();
    act(() => ['A', 'B', 'C', 'D'].forEach((title, i) => queue.show({ title, tone: 'good' }, i)));
    expect([...container.querySelectorAll('[data-tone]')].map((toast) => toast.textContent)).toEqual(['B', 'C', 'D']);
    act(() => queue.expire(1 + TOAST_MS));
    expect([...container.querySelectorAll('[data-tone]')].map((toast) => toast.textContent)).toEqual(['C', 'D']);
    act(() => queue.expire(100_000));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a game fed toasts by its events', () => {
  type Event = { type: 'oops' } | { type: 'roundStarted' } | { type: 'quiet' };
  const logic = {
    apply: (state: { elapsedMs: number }, action: Event['type']) => ({ state, events: [{ type: action }] as Event[] }),
    step: (state: { elapsedMs: number }, dtMs: number) => ({ state: { elapsedMs: state.elapsedMs + dtMs }, events: [] as Event[] }),
    announce: () => null,
  };
  const toastFor = (event: Event) => (event.type === 'oops' ? { title: '❌ Not quite!', tone: 'bad' as const } : null);

  it("shows each event's toast at the game's time, clears them on a round's edge, and lets them go as the clock moves", () => {
    const session = createGameSession(logic, { elapsedMs: 1_000 });
    let queue: ToastQueue | null = null;
    function Game() {
      queue = useGameToasts(session, toastFor, ['roundStarted']);
      return null;
    }
    render(<Game />);
    const shown = () => (queue as ToastQueue | null)?.store.getState().toasts.map((toast) => [toast.title, toast.shownAt]);
    act(() => session.dispatch('oops'));
    act(() => session.dispatch('quiet'));
    expect(shown()).toEqual([['❌ Not quite!', 1_000]]);
    act(() => session.dispatch('roundStarted'));
    expect(shown()).toEqual([]);
    act(() => session.dispatch('oops'));
    act(() => session.frame(0));
    act(() => session.frame(250));
    expect(shown()).toHaveLength(1);
    for (let now = 500; now <= TOAST_MS + 500; now += 250) act(() => session.frame(now));
    expect(shown()).toEqual([]);
  });
});
