import { lazy, Suspense } from 'react';
import { useUpdateOffered } from '../lib/app-update';

const UpdateCard = lazy(() => import('./update-card'));

/**
 * Where the offer of a new version of the site appears (src/lib/app-update.ts): a quiet card at
 * the bottom of the screen, never while a game is open. The region is always there, so that
 * screen readers announce the card when it comes.
 */
export function UpdatePrompt() {
  const offered = useUpdateOffered();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex justify-center px-4 sm:bottom-4 sm:justify-start">
      {offered && (
        <Suspense fallback={null}>
          <UpdateCard />
        </Suspense>
      )}
    </div>
  );
}
