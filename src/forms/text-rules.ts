// What the forms accept as text, beyond each field's own limits: nothing the database cannot
// store or a reader cannot see. Pure, shared by both forms' checks (and so by the server).

/** Control characters: the C0 range and DEL, less tab, line feed and carriage return (a textarea sends CRLF). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Every control character, line breaks included: for text that must stay on one line. */
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * Marks that take no room on screen and are no word of their own: zero-width and direction marks,
 * soft hyphens, byte-order marks, Hangul fillers, variation selectors (Mongolian ones too), the
 * blank braille cell, musical formatting marks and tag characters (security review S6).
 */
// eslint-disable-next-line no-misleading-character-class -- each mark is listed alone on purpose (joiners included)
const HIDDEN = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** Something a reader can see: a letter, a digit, a punctuation mark or a symbol (an accent alone is none). */
const SEEN = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** `text` as the server keeps it: a form sends each line break as CRLF, a script as LF; both count as one. */
export const withSingleLineBreaks = (text: string): string => text.replace(/\r\n?/g, '\n');

/**
 * How many characters a field's text counts for its limits, the same in the live counter, in the
 * browser's check and on the server (docs/product.md §5: the trimmed text): spaces between words count, a
 * line break counts once, marks that take no room do not, and a text with nothing a reader can
 * see counts as empty.
 */
export function countedLength(text: string): number {
  const kept = withSingleLineBreaks(text).replace(HIDDEN, '').trim();
  return SEEN.test(kept) ? kept.length : 0;
}

/** `text` with each control character (line breaks too) made a space. */
export const withoutControlCharacters = (text: string): string => text.replace(ANY_CONTROL, ' ');

/** Whether `text` holds a control character (NUL and the like), which no field accepts. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** The message for a field holding a control character, whichever the field. */
export const unusualCharacterMessage = (what: string): string =>
  `${what.charAt(0).toUpperCase()}${what.slice(1)} has a hidden character we cannot keep. Please type it again.`;
