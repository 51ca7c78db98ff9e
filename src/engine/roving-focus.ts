// Roving focus over buttons that come and go while a game runs (Trigger Dash's icons): the game's
// state names the selected one; the group has one tab stop, that one (or the first), and while the
// player is in the group focus follows the selection, even when the focused button vanishes under
// it (its icon expired or was tapped). The pick-and-place overlay keeps its own two groups.
import { useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { afterUiDelay } from './ui-timer';

export interface RovingFocusOptions<Key> {
  /** The buttons' keys in their reading order. */
  keys: readonly Key[];
  /** The selected key, kept by the game; null when nothing is. */
  selected: Key | null;
  /** A button was focused; `fromKeyboard` when by Tab (its :focus-visible), not by a tap or click. */
  onFocusKey?: (key: Key, fromKeyboard: boolean) => void;
}

export function useRovingFocus<Key extends string | number>({ keys, selected, onFocusKey }: RovingFocusOptions<Key>) {
  const groupRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  // Whether the player is in the group: then focus moves with the selection as buttons come and go.
  const inside = useRef(false);
  const tabStop = selected ?? keys[0] ?? null;

  // The group appeared where the player's focus was lost (the Start button went from under it): it takes it.
  useEffect(() => {
    if (document.activeElement !== document.body) return;
    inside.current = true;
    groupRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    const group = groupRef.current;
    if (!inside.current || !group) return;
    const active = document.activeElement;
    const target = selected === null ? undefined : buttons.current.get(selected);
    if (target && active === target) return;
    if (target) target.focus();
    else if (!group.contains(active) || active === document.body) group.focus();
  }, [selected, keys]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    inside.current = true;
    const element = event.target as HTMLElement;
    const key = [...buttons.current].find(([, button]) => button === element)?.[0];
    if (key !== undefined) onFocusKey?.(key, element.matches(':focus-visible'));
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && groupRef.current?.contains(to)) return;
    const from = event.target;
    // A button that vanishes under the focus does not mean the player left; moving focus
    // elsewhere, or clicking outside, does. Whether it vanished is known once React has committed.
    afterUiDelay(0, () => {
      if (from.isConnected || to) inside.current = groupRef.current?.contains(document.activeElement) ?? false;
    });
  };

  return {
    /** Spread on the group: it holds focus between buttons (tabIndex -1) and hears focus moves. */
    groupProps: { ref: groupRef, tabIndex: -1, onFocus, onBlur },
    /** Spread on each button. */
    buttonProps: (key: Key) => ({
      ref: (element: HTMLButtonElement | null) => {
        if (element) buttons.current.set(key, element);
        else buttons.current.delete(key);
      },
      tabIndex: key === tabStop ? 0 : -1,
    }),
    /** Marks the player as in the group (an arrow key pressed on it). */
    enter: () => {
      inside.current = true;
    },
    groupRef,
  };
}
