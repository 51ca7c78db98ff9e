// What Balanced Lunchbox says: docs/product.md's toast titles word for word, the kind words under a wrong
// drop, the live region's sentences and the end. The foods' names and facts are in foods.ts.
import { plural } from '../../engine/phases';
import { foods, slotOf, type FoodId, type SlotCategory } from './foods';
import type { LunchboxEnd, LunchboxEvent, WrongReason } from './logic';

/** docs/product.md §4, exactly. */
export const PERFECT = 'Perfect! ✅';
export const BONUS_TITLE = 'Bonus +5 points! 🎉';
export const NOT_QUITE = 'Not quite right! Try again ❌';
export const END_MESSAGE = 'Great job! You built a balanced lunchbox!';

/** The end when time runs out before the five food groups are packed: kind, and no "great job" for a box that is not done. */
export const NOT_FINISHED_MESSAGE = "Good try! Your lunchbox isn't full yet. Every food group you pack makes it more balanced, so have another go.";

/**
 * What the results panel says (it should show `endMessage(view.end)`) and the live region reads out:
 * docs/product.md's words once all five food groups are packed, the kinder words when time ran out first.
 */
export function endMessage(end: LunchboxEnd | null): string {
  return end === 'allPacked' ? END_MESSAGE : NOT_FINISHED_MESSAGE;
}

/** The line under the totals at the end: what the game teaches. */
export const LESSON = 'An everyday lunch has protein, grain, fruit, vegetables and dairy, with water to drink. Candy, chips, soda and cake are sometimes foods.';

/** The words under 'Not quite right! Try again ❌': they point to what to do, never call a food bad. */
export function wrongWords(food: FoodId, slot: SlotCategory, reason: WrongReason): string {
  const { name, category, sometimesMessage } = foods[food];
  switch (reason) {
    case 'treat':
      return sometimesMessage ?? '';
    case 'treatSlot':
      return `This slot stays empty on purpose. Find the food group where ${name.toLowerCase()} belongs!`;
    case 'groupPacked':
      return `Your ${slotOf(category).label.toLowerCase()} slot is already packed. One of each is plenty!`;
    case 'slotPacked':
      return `The ${slotOf(slot).label.toLowerCase()} slot is already packed. Try an empty one!`;
    case 'otherGroup':
      return `${name} belongs in a different food group. Try another slot!`;
  }
}

/** A slot's accessible name: what it is, and what it holds. */
export function slotName(category: SlotCategory, packedFood: FoodId | undefined): string {
  const { label } = slotOf(category);
  if (category === 'treat') return 'Treat slot, empty on purpose';
  return packedFood ? `${label} slot, packed with ${foods[packedFood].name.toLowerCase()}` : `${label} slot, empty`;
}

const without = (title: string) => title.replace(/\s*\p{Extended_Pictographic}\uFE0F?$/u, '');

/** The polite live-region text for an event (no emoji: screen readers read their names out). */
export function announce(event: LunchboxEvent): string | null {
  switch (event.type) {
    case 'started':
      return Number.isFinite(event.ms)
        ? `Game started. ${plural(Math.round(event.ms / 1000), 'second')} to pack ${plural(5, 'food group')}.`
        : `Game started. No timer: pack ${plural(5, 'food group')}.`;
    case 'picked':
      return `${foods[event.food].name} picked up.`;
    case 'cancelled':
      return `${foods[event.food].name} put back.`;
    case 'packed': {
      const where = `${foods[event.food].name} packed in the ${slotOf(event.slot).label.toLowerCase()} slot.`;
      if (event.bonus) return `${where} Plus ${event.points}. All five food groups are packed: bonus plus ${event.bonus} points! Score ${event.total}.`;
      return `${where} ${without(PERFECT)} Plus ${event.points}. Score ${event.total}.`;
    }
    case 'wrong': {
      const lost = event.lost ? ` Minus ${event.lost}.` : '';
      return `${without(NOT_QUITE)}. ${wrongWords(event.food, event.slot, event.reason)}${lost} Score ${event.total}.`;
    }
    case 'ended': {
      const why = event.end === 'timeUp' ? "Time's up! " : '';
      return `${why}${endMessage(event.end)} Final score ${event.total}. You packed ${event.groupsPacked} of 5 food groups.`;
    }
  }
}
