// Toasts drawn inside the game frame, over the top of the arena: the site's toasts (sonner) live
// outside the frame and would vanish in fullscreen.
import { useStore } from 'zustand';
import type { ToastQueue, ToastTone } from './toast-queue';

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
