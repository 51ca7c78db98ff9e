import { useState } from 'react';
import { applyUpdate } from '../lib/app-update';

/** The card offering a new version; its code loads only when a version is offered (update-prompt.tsx). "Later" puts it away until the next page load. */
export default function UpdateCard() {
  const [later, setLater] = useState(false);
  if (later) return null;
  return (
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
  );
}
