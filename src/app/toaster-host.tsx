import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { plainToasts, subscribePlainToasts, subscribeToastsWanted, toastsWanted, toasterUnavailable } from '../lib/toast';

/** Sonner's Toaster, or, when its code does not arrive, nothing (the toasts then show plainly). */
const SiteToaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: ToasterUnavailable })));

function ToasterUnavailable() {
  useEffect(() => toasterUnavailable(), []);
  return null;
}

/** Mounts the toaster only once a toast has been asked for. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <SiteToaster />
      </Suspense>
      <PlainToasts />
    </>
  );
}

/**
 * Toasts shown without sonner: a plain message at the foot of the screen, read out once. The
 * region is there, empty and without height, before any message, so screen readers hear each one.
 */
function PlainToasts() {
  const toasts = useSyncExternalStore(subscribePlainToasts, plainToasts, plainToasts);
  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-50 mx-auto grid max-w-md gap-2">
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className={`rounded-2xl border-2 p-4 shadow-lg ${toast.kind === 'error' ? 'border-coral-700 bg-[#9f1239] text-white' : 'border-leaf-700 bg-leaf-50 text-leaf-900'}`}
        >
          <strong className="block font-extrabold">{toast.title}</strong>
          {toast.description}
        </p>
      ))}
    </div>
  );
}
