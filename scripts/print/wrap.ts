// How a paragraph is broken into lines that fit a column.
import type { PDFFont } from 'pdf-lib';
import { textWidth } from './text.ts';

/** How a block's lines are evened out: 'no-widow' keeps two words on the last line, 'balance' makes all lines about as long. */
export type WrapStyle = 'plain' | 'no-widow' | 'balance';

/** Splits text into lines that fit `width` at `size` (a number, or the width of each line by its index). */
export function wrapText(
  text: string,
  font: PDFFont,
  size: number,
  width: number | ((line: number) => number),
  style: WrapStyle = 'plain',
): string[] {
  const widthOf = typeof width === 'number' ? () => width : width;
  const wrap = (shrink: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= widthOf(lines.length) - shrink || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  };
  const lines = wrap(0);
  if (style === 'plain' || lines.length < 2) return lines;
  const widest = widthOf(0);
  if (style === 'balance') {
    // The most the lines can be narrowed without needing another line.
    let [low, high] = [0, widest / 2];
    while (high - low > 1) {
      const middle = (low + high) / 2;
      if (wrap(middle).length === lines.length) low = middle;
      else high = middle;
    }
    return wrap(low);
  }
  // No single word alone on the last line. First choice: the line before gives it its last word,
  // if that line stays at least two-thirds full. Else all lines a little narrower (at most a fifth),
  // if that needs no more lines.
  const last = lines.length - 1;
  const lastLine = lines[last] ?? '';
  if (lastLine.includes(' ')) return lines;
  const before = (lines[last - 1] ?? '').split(' ');
  const moved = `${before.at(-1)} ${lastLine}`;
  const shortened = before.slice(0, -1).join(' ');
  if (before.length >= 3 && textWidth(moved, font, size) <= widthOf(last) && textWidth(shortened, font, size) >= (widthOf(last - 1) * 2) / 3) {
    return [...lines.slice(0, last - 1), shortened, moved];
  }
  for (let shrink = 2; shrink <= widest / 5; shrink += 2) {
    const candidate = wrap(shrink);
    if (candidate.length > lines.length) break;
    if (candidate.at(-1)?.includes(' ')) return candidate;
  }
  return lines;
}
