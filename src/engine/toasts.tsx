// Toasts drawn inside the game frame, over the top of the arena: the site's toasts (sonner) live
// outside the frame and would vanish in fullscreen.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { GameSession } from './session';
import { createToastQueue, type ToastInput, type ToastQueue, type ToastTone } from './toast-queue';

const toneClass: Record<ToastTone, string> = {
  good: 'border-leaf-700 bg-leaf-100 text-leaf-900',
  bad: 'border-coral-700 bg-coral-100 text-coral-700',
  info: 'border-sky-700 bg-sky-100 text-sky-700',
};

/**
 * The queue's toasts, newest last. For the eye only (aria-hidden): the same words are read once
 * by screen readers through the frame's polite live region, from the game's announcement of the
 * event, so a toast is never heard twice. Place it in the arena's `relative` box after the scene, so
 * that the frame's Paused notice still covers it.
 */
export function GameToasts({ queue }: { queue: ToastQueue }) {
  const toasts = useStore(queue.store, (state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-2 flex flex-col items-center gap-2 px-2">
      {toasts.map((toast) => (
        <div key={toast.id} data-tone={toast.tone} className={`max-w-md rounded-2xl border-2 px-4 py-2 text-center shadow-md ${toneClass[toast.tone]}`}>
          <p className="text-xl font-extrabold">{toast.title}</p>
          {toast.description && <p className="text-base font-semibold">{toast.description}</p>}
        </div>
      ))}
    </div>
  );
}

/**
 * A game's toast queue, fed by its events: each event's toast (if any) shows at the game's time and
 * goes as the game's clock moves on, so toasts wait through a pause. The events in `clearedBy`
 * (a round starting or ending) take every toast away. Both are read once: each game gives its own
 * module-level ones.
 */
export function useGameToasts<State extends { elapsedMs: number }, Action, Event extends { type: string }>(
  session: GameSession<State, Action, Event>,
  toastFor: (event: Event) => ToastInput | null,
  clearedBy: readonly Event['type'][],
): ToastQueue {
  const [queue] = useState(createToastQueue);
  const [feed] = useState(() => ({ toastFor, clearedBy }));
  useEffect(
    () =>
      session.onEvents((events) => {
        const now = session.store.getState().state.elapsedMs;
        for (const event of events) {
          const toast = feed.toastFor(event);
          if (toast) queue.show(toast, now);
          if (feed.clearedBy.includes(event.type)) queue.clear();
        }
      }),
    [session, queue, feed],
  );
  useEffect(() => session.store.subscribe((view) => queue.expire(view.state.elapsedMs)), [session, queue]);
  return queue;
}
