// What the forms accept as text, beyond each field's own limits: nothing the database cannot
// store or a reader cannot see. Pure, shared by both forms' checks (and so by the server).

/** Control characters: the C0 range and DEL, less tab, line feed and carriage return (a textarea sends CRLF). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Every control character, line breaks included: for text that must stay on one line. */
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F]/g;

/** Characters that take no room on screen: spaces, zero-width marks, direction marks, soft hyphens, byte-order marks. */
// eslint-disable-next-line no-misleading-character-class -- each mark is listed alone on purpose (joiners included)
const INVISIBLE = /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0]/gu;

/** `text` with each control character (line breaks too) made a space. */
export const withoutControlCharacters = (text: string): string => text.replace(ANY_CONTROL, ' ');

/** Whether `text` holds a control character (NUL and the like), which no field accepts. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** How many characters of `text` a reader can see: a field of only spaces and invisible marks counts as empty. */
export const visibleLength = (text: string): number => text.replace(INVISIBLE, '').length;

/** The message for a field holding a control character, whichever the field. */
export const unusualCharacterMessage = (what: string): string =>
  `${what.charAt(0).toUpperCase()}${what.slice(1)} has a hidden character we cannot keep. Please type it again.`;
