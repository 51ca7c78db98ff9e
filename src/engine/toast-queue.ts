// The game's short messages ('Not quite!', 'Perfect! ✅'), kept in a small store and timed by the
// game's own clock: a paused game keeps its toasts, and no real timer runs in the engine.
import { createStore, type StoreApi } from 'zustand/vanilla';

/** How long a toast shows, in game milliseconds. */
export const TOAST_MS = 2500;
/** The most toasts on screen at once; a new one pushes out the oldest. */
export const MAX_TOASTS = 3;

export type ToastTone = 'good' | 'bad' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  tone: ToastTone;
}

export interface Toast extends ToastInput {
  id: number;
  /** The game time it was shown at. */
  shownAt: number;
}

export interface ToastQueue {
  store: StoreApi<{ toasts: readonly Toast[] }>;
  /** Shows a toast from game time `now`; the newest is last. */
  show(toast: ToastInput, now: number): void;
  /** Removes the toasts whose time is up; cheap to call every frame (no change, no render). */
  expire(now: number): void;
  /** Removes every toast (a new game). */
  clear(): void;
}

export function createToastQueue(): ToastQueue {
  const store = createStore<{ toasts: readonly Toast[] }>(() => ({ toasts: [] }));
  let nextId = 1;
  return {
    store,
    show(toast, now) {
      const toasts = [...store.getState().toasts, { ...toast, id: nextId++, shownAt: now }];
      store.setState({ toasts: toasts.slice(-MAX_TOASTS) });
    },
    expire(now) {
      const { toasts } = store.getState();
      // A clock that went back belongs to a new game: its old toasts go too.
      const kept = toasts.filter((toast) => now >= toast.shownAt && now - toast.shownAt < TOAST_MS);
      if (kept.length !== toasts.length) store.setState({ toasts: kept });
    },
    clear() {
      if (store.getState().toasts.length) store.setState({ toasts: [] });
    },
  };
}
