// The QR code of Share with your class, as a grid of dark and light modules and as one SVG path.
// qrcode-generator (MIT, no dependencies) does the encoding; this module is its only user, so the
// library arrives with the share dialog, on its first press. Pure.
import qrcode from 'qrcode-generator';

/** Light modules around the code that a reader needs to find it (the standard asks for 4). */
export const QUIET_ZONE = 4;

/**
 * The modules of `text`'s QR code, row by row, true where dark. Error correction level M (about 15%
 * of the code may be lost) reads well from a board across a room; the smallest version that fits
 * is chosen.
 */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => code.isDark(row, column)));
}

/**
 * The dark modules as one SVG path in module units, the quiet zone included (so the drawing's
 * viewBox is `0 0 size size`, size being the grid's plus twice the quiet zone). Each row's runs of
 * dark modules are one rectangle, which keeps the path short.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): { d: string; size: number } {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  return { d: parts.join(''), size: modules.length + 2 * QUIET_ZONE };
}
