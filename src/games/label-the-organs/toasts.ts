// The short messages Label the Organs shows inside its frame (the engine's toasts), for the eye:
// the same words reach screen readers once, through the live region.
import type { ToastInput } from '../../engine/toast-queue';
import { decoyToast } from './copy';
import type { OrgansEvent } from './logic';

export function toastFor(event: OrgansEvent): ToastInput | null {
  switch (event.type) {
    case 'decoy':
      return { ...decoyToast(event), tone: 'info' };
    case 'wrong':
      return { title: 'Not quite! ❌', description: event.livesLeft === null ? 'Try another spot.' : `Try another spot. Lives left: ${event.livesLeft}.`, tone: 'bad' };
    case 'placed':
      return event.bonus ? { title: `${event.streak} in a row! 🔥`, description: `Streak bonus +${event.bonus}`, tone: 'good' } : null;
    default:
      return null;
  }
}
