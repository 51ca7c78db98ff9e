// The short messages Balanced Lunchbox shows inside its frame (the engine's toasts), for the eye,
// with docs/product.md's titles word for word: the same words reach screen readers once, through the live
// region.
import type { ToastInput } from '../../engine/toast-queue';
import { BONUS_TITLE, NOT_QUITE, PERFECT, wrongWords } from './copy';
import { foods } from './foods';
import type { LunchboxEvent } from './logic';

export function toastFor(event: LunchboxEvent): ToastInput | null {
  switch (event.type) {
    case 'packed':
      return event.bonus
        ? { title: BONUS_TITLE, description: 'All five food groups are packed.', tone: 'good' }
        : { title: PERFECT, description: `${foods[event.food].name} is packed. +${event.points}`, tone: 'good' };
    case 'wrong':
      return { title: NOT_QUITE, description: wrongWords(event.food, event.slot, event.reason), tone: 'bad' };
    default:
      return null;
  }
}
