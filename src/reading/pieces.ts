// Text cut into the pieces a speech engine reads one at a time (issue 35): whole sentences, each
// short enough that no browser stops it midway (some stop an utterance after about 15 seconds),
// each with where it sits in its text, so that the page can mark the sentence being read and,
// from the engine's word boundaries, the word. Pure: text in, offsets out.

/** A stretch of a text, [start, end) in UTF-16 units, and its words. */
export interface Piece {
  start: number;
  end: number;
  text: string;
}

/**
 * At most this many characters in one piece: about 12 seconds at a child's listening speed, under
 * the 15 or so after which some engines stop. A longer sentence is cut at a comma, a dash or a space.
 */
export const MAX_PIECE_LENGTH = 200;

/**
 * Words whose full stop does not end a sentence: English ("Dr. Lee", "e.g. a cold", "the U.S. Army")
 * and Spanish ("la Dra. Ruiz", "p. ej.", "EE. UU.", as the Spanish pages write them).
 */
const ABBREVIATIONS = new Set([
  ...['dr', 'mr', 'mrs', 'ms', 'st', 'vs', 'etc', 'e.g', 'i.e', 'a.m', 'p.m', 'u.s', 'u.k', 'no', 'approx', 'sr', 'jr', 'prof'],
  ...['dra', 'sra', 'srta', 'ee', 'uu', 'p', 'ej', 'aprox', 'núm', 'pág'],
]);

/** Emoji and the joiners and selectors that build them: shown as pictures, never read out. */
const EMOJI = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3|[\u{1f3fb}-\u{1f3ff}])+/gu;

/**
 * The words an engine should say for `text`: its emoji turned into spaces of the same length, so
 * that every offset an engine reports is an offset into `text` itself.
 */
export function spokenText(text: string): string {
  return text.replace(EMOJI, (emoji) => ' '.repeat(emoji.length));
}

/** Whether the full stop at `dot` in `text` ends its word as an abbreviation or an initial ("U.S."). */
function isAbbreviation(text: string, dot: number): boolean {
  const before = /([\p{L}.]+)$/u.exec(text.slice(0, dot))?.[1] ?? '';
  if (ABBREVIATIONS.has(before.toLowerCase())) return true;
  // A single capital letter ("J. K. Rowling") is an initial.
  return /^\p{Lu}$/u.test(before);
}

/** The sentences of `text`, trimmed, each with its place in `text`; blank text has none. */
export function sentencesOf(text: string): Piece[] {
  const sentences: Piece[] = [];
  // A sentence ends at . ! ? or … (and any closing quotes or brackets after them, « » too), then space.
  const end = /[.!?…]+["'”’»)\]]*(?=\s|$)/gu;
  let from = 0;
  for (let match = end.exec(text); match; match = end.exec(text)) {
    const stop = match.index + match[0].length;
    // After an abbreviation the sentence goes on: "9 a.m. Bring it" is read as one piece, which is
    // safe (a piece too long is cut below), where cutting "Dr. Lee" would not be.
    if (match[0].startsWith('.') && match[0].length === 1 && isAbbreviation(text, match.index)) continue;
    pushTrimmed(sentences, text, from, stop);
    from = stop;
  }
  pushTrimmed(sentences, text, from, text.length);
  return sentences;
}

function pushTrimmed(into: Piece[], text: string, start: number, end: number) {
  while (start < end && /\s/.test(text[start] ?? '')) start += 1;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end -= 1;
  // A stretch of emoji or punctuation alone has nothing to say.
  if (end > start && /[\p{L}\p{N}]/u.test(spokenText(text.slice(start, end)))) into.push({ start, end, text: text.slice(start, end) });
}

/** Cuts one sentence longer than `max` at its last comma, semicolon, colon or dash before `max`, else at a space. */
function cutLong(piece: Piece, max: number): Piece[] {
  const pieces: Piece[] = [];
  let rest = piece;
  while (rest.text.length > max) {
    const window = rest.text.slice(0, max + 1);
    const clause = Math.max(...[', ', '; ', ': ', ' – ', ' — '].map((mark) => window.lastIndexOf(mark)));
    const cut = clause > max / 3 ? clause + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : max;
    const head = rest.text.slice(0, cut).trimEnd();
    pieces.push({ start: rest.start, end: rest.start + head.length, text: head });
    const skipped = rest.text.slice(cut).length - rest.text.slice(cut).trimStart().length;
    const start = rest.start + cut + skipped;
    rest = { start, end: rest.end, text: rest.text.slice(cut + skipped) };
  }
  if (rest.text.length > 0) pieces.push(rest);
  return pieces;
}

/** The pieces an engine reads for `text`: its sentences, the long ones cut to at most `max` characters. */
export function piecesOf(text: string, max = MAX_PIECE_LENGTH): Piece[] {
  return sentencesOf(text).flatMap((sentence) => cutLong(sentence, max));
}

/**
 * The word an engine's boundary event at `charIndex` of a piece points at, as [start, end) within
 * the piece: from that index to the next space or punctuation that ends a word. Null when the index
 * is outside the piece or on a space.
 */
export function wordAt(text: string, charIndex: number, charLength?: number): { start: number; end: number } | null {
  if (!Number.isInteger(charIndex) || charIndex < 0 || charIndex >= text.length || /\s/.test(text[charIndex] ?? ' ')) return null;
  if (charLength !== undefined && charLength > 0) return { start: charIndex, end: Math.min(text.length, charIndex + charLength) };
  const rest = /^[^\s]*?(?=[\s,.;:!?…"”»)\]]*(?:\s|$))/u.exec(text.slice(charIndex))?.[0] ?? '';
  return { start: charIndex, end: charIndex + Math.max(1, rest.length) };
}
