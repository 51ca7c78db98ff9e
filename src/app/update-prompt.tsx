import { useState } from 'react';
import { applyUpdate, useUpdateOffered } from '../lib/app-update';

/**
 * The offer of a new version of the site (src/lib/app-update.ts): a quiet card at the bottom of
 * the screen, never shown while a game is open. "Later" puts it away until the next page load.
 */
export function UpdatePrompt() {
  const offered = useUpdateOffered();
  const [later, setLater] = useState(false);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex justify-center px-4">
      {offered && !later && (
        <div className="pointer-events-auto flex max-w-lg flex-wrap items-center gap-3 rounded-3xl border-2 border-leaf-700 bg-white p-4 shadow-lg">
          <p className="flex-1 font-semibold text-ink">
            <span aria-hidden="true">🌱 </span>A new version of HealthSprout is ready.
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-primary" onClick={applyUpdate}>
              Reload for the new version
            </button>
            <button type="button" className="btn-secondary" onClick={() => setLater(true)}>
              Later
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
