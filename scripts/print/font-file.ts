// A TrueType font file without its hinting: the small programs that nudge each letter onto the
// pixels of a low-resolution screen. Paper and PDF readers draw the outlines without them, and in
// Liberation Sans they are about half of the file and two thirds of the bytes of a subset of common
// letters, which every printable embeds. The outlines and widths stay exactly as they were
// (tests/unit/print/print-layout.test.ts checks every letter).
// The format: the OpenType specification's "glyf", "loca", "head" and table directory chapters.

/** The tables that hold hinting programs and data; nothing else refers to them once the letters have none. */
const HINTING_TABLES = new Set(['fpgm', 'prep', 'cvt ']);

/** A composite letter's component flags (OpenType "glyf", composite glyph description). */
const ARGS_ARE_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_X_AND_Y_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;
const HAS_INSTRUCTIONS = 0x0100;

/** One letter's description without its instructions. */
function letterWithoutHinting(letter: Uint8Array): Uint8Array {
  if (letter.length === 0) return letter;
  const view = new DataView(letter.buffer, letter.byteOffset, letter.byteLength);
  const contours = view.getInt16(0);
  if (contours >= 0) {
    // A simple letter: its contours' last points, then the instructions' length and the instructions.
    const lengthAt = 10 + 2 * contours;
    const stripped = new Uint8Array(letter.length - view.getUint16(lengthAt));
    stripped.set(letter.subarray(0, lengthAt));
    stripped.set(letter.subarray(lengthAt + 2 + view.getUint16(lengthAt)), lengthAt + 2);
    return stripped;
  }
  // A composite letter: its components, the last of which may say instructions follow them.
  let at = 10;
  let flagsAt = at;
  let flags = 0;
  do {
    flagsAt = at;
    flags = view.getUint16(at);
    at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
    at += flags & HAS_SCALE ? 2 : flags & HAS_X_AND_Y_SCALE ? 4 : flags & HAS_TWO_BY_TWO ? 8 : 0;
  } while (flags & MORE_COMPONENTS);
  const stripped = letter.slice(0, at);
  new DataView(stripped.buffer).setUint16(flagsAt, flags & ~HAS_INSTRUCTIONS);
  return stripped;
}

const checksum = (table: Uint8Array) => {
  const padded = new Uint8Array(Math.ceil(table.length / 4) * 4);
  padded.set(table);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
};

/** The font file with no hinting programs and no instructions in any letter. */
export function withoutHinting(file: Uint8Array): Uint8Array {
  // A copy as a plain Uint8Array: slices of it are copies too (a Node Buffer's slices share its memory).
  const font = Uint8Array.from(file);
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, Uint8Array>();
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const record = 12 + 16 * index;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    tables.set(tag, font.slice(view.getUint32(record + 8), view.getUint32(record + 8) + view.getUint32(record + 12)));
  }
  const [head, maxp, loca, glyf] = ['head', 'maxp', 'loca', 'glyf'].map((tag) => {
    const table = tables.get(tag);
    if (!table) throw new Error(`The font has no "${tag}" table: it is not a TrueType font.`);
    return new DataView(table.buffer);
  }) as [DataView, DataView, DataView, DataView];
  const longOffsets = head.getInt16(50) === 1;
  const offset = (letter: number) => (longOffsets ? loca.getUint32(4 * letter) : 2 * loca.getUint16(2 * letter));

  // The letters one after another, each starting on a 4-byte boundary, and their new (long) offsets.
  const letters: Uint8Array[] = [];
  const newLoca = new DataView(new ArrayBuffer(4 * (maxp.getUint16(4) + 1)));
  let end = 0;
  for (let letter = 0; letter < maxp.getUint16(4); letter += 1) {
    const stripped = letterWithoutHinting(new Uint8Array(glyf.buffer.slice(offset(letter), offset(letter + 1))));
    letters.push(stripped, new Uint8Array((4 - (stripped.length % 4)) % 4));
    end += stripped.length + ((4 - (stripped.length % 4)) % 4);
    newLoca.setUint32(4 * (letter + 1), end);
  }
  const newGlyf = new Uint8Array(end);
  let glyfAt = 0;
  for (const part of letters) {
    newGlyf.set(part, glyfAt);
    glyfAt += part.length;
  }
  head.setInt16(50, 1);
  head.setUint32(8, 0);
  tables.set('glyf', newGlyf);
  tables.set('loca', new Uint8Array(newLoca.buffer));
  for (const tag of HINTING_TABLES) tables.delete(tag);

  // The table directory, then the tables in the order of their tags, each on a 4-byte boundary.
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const size = 12 + 16 * tags.length + tags.reduce((sum, tag) => sum + Math.ceil((tables.get(tag)?.length ?? 0) / 4) * 4, 0);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  outView.setUint32(0, view.getUint32(0));
  [tags.length, power * 16, Math.log2(power), (tags.length - power) * 16].forEach((value, index) => outView.setUint16(4 + 2 * index, value));
  let at = 12 + 16 * tags.length;
  tags.forEach((tag, index) => {
    const table = tables.get(tag) ?? new Uint8Array();
    const record = 12 + 16 * index;
    out.set([...tag].map((character) => character.charCodeAt(0)), record);
    [checksum(table), at, table.length].forEach((value, field) => outView.setUint32(record + 4 + 4 * field, value));
    out.set(table, at);
    at += Math.ceil(table.length / 4) * 4;
  });
  // The whole file sums to a fixed number, through the head table's adjustment (OpenType "head").
  const headAt = outView.getUint32(12 + 16 * tags.indexOf('head') + 8);
  outView.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
