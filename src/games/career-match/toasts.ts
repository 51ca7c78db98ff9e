// The short messages Career Match shows inside its frame (the engine's toasts), for the eye, with
// docs/product.md's words: the same words reach screen readers once, through the live region.
import type { ToastInput } from '../../engine/toast-queue';
import { DECOY_TOAST, WRONG_TOAST } from './copy';
import type { CareersEvent } from './logic';

export function toastFor(event: CareersEvent): ToastInput | null {
  switch (event.type) {
    case 'decoy':
      return { ...DECOY_TOAST, tone: 'info' };
    case 'wrong':
      return { ...WRONG_TOAST, tone: 'bad' };
    case 'matched':
      return event.bonus ? { title: `${event.streak} in a row! 🔥`, description: `Streak bonus +${event.bonus}`, tone: 'good' } : null;
    default:
      return null;
  }
}
