// Stands in for @pixi/colord and its names plugin (scripts/build/trims.ts), which Pixi's Color
// (pixi.js/lib/color/Color.mjs) uses only to read a colour given as a string or an object: about
// 2 KB gzip of every Play press. The games give colours as numbers, which Color reads itself; what
// reaches here is Pixi's own defaults, three names (black text, white and black gradient stops,
// transparent) and hex strings. This reads those, and objects of 0-255 channels; anything else is
// not valid, and Color says "Unable to convert color", as it would for a colour colord cannot read.

const NAMES = { black: '#000000', white: '#ffffff', transparent: '#00000000' };
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** { r, g, b } in 0-255 and a in 0-1, or null for a colour this does not read. */
export function readColour(input) {
  if (typeof input === 'string') {
    const text = input.trim().toLowerCase();
    const digits = HEX.exec(NAMES[text] ?? text)?.[1];
    if (!digits) return null;
    const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
    const channel = (at) => parseInt(full.slice(at, at + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) / 255 : 1 };
  }
  if (input !== null && typeof input === 'object' && ['r', 'g', 'b'].every((key) => typeof input[key] === 'number')) {
    return { r: input.r, g: input.g, b: input.b, a: typeof input.a === 'number' ? input.a : 1 };
  }
  return null;
}

/** colord's call as Color makes it: `colord(value).isValid()` and `.rgba`. */
export function colord(input) {
  const rgba = readColour(input);
  return { rgba: rgba ?? { r: 0, g: 0, b: 0, a: 1 }, isValid: () => rgba !== null };
}

/** colord's plugins: the names are read above, so there is nothing to add. */
export function extend() {}

export default function namesPlugin() {}
