// A key that starts a reading (issue 35): R reads a game's directions, as PBS KIDS games do. Pure.

/** Whether `event` is `key` (either case), pressed without a modifier and outside a text field. */
export function isReadingShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, key: string, typing: boolean): boolean {
  return event.key.toLowerCase() === key && !event.ctrlKey && !event.metaKey && !event.altKey && !typing;
}
