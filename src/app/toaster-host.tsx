import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsWanted, toastsWanted } from '../lib/toast';

const SiteToaster = lazy(() => import('./toaster'));

/** Mounts the toaster only once a toast has been asked for. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
