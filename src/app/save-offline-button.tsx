import { lazy, Suspense, useEffect, useState } from 'react';
import { takeEarlyPress } from '../lib/before-app';
import { useShellWords } from './shell-words';

const SaveOfflineDialog = lazy(() => import('./save-offline-dialog'));

/** The name the page's loader keeps a press under until the app arrives. */
const EARLY_PRESS = 'save-offline';

/**
 * "Save for offline use", for a teacher readying a device before a lesson without Wi-Fi. The
 * dialog and its talk with the service worker load on the first press; a press before the app
 * arrived is kept by the page's loader and acted on when it does.
 */
export function SaveOfflineButton({ className = '' }: { className?: string }) {
  const words = useShellWords();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (takeEarlyPress(EARLY_PRESS)) setOpen(true);
  }, []);
  return (
    <>
      <button type="button" className={className} data-early-press={EARLY_PRESS} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">📥 </span>
        {words.saveOffline()}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveOfflineDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
