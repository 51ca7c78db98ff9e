// Pieces of a printed page that are never split across sheets: text blocks, and blocks put one
// under another or side by side. A block knows its height before it is drawn, so the paginator
// (sheets.ts) can tell where it fits.
import type { PDFPage, RGB } from 'pdf-lib';
import { LINE, colours } from './page.ts';
import { drawText, printableText, type Fonts } from './text.ts';
import { wrapText, type WrapStyle } from './wrap.ts';

/** One piece of the page, never split: how tall it is, and how to draw it with its top at `top`. */
export interface Block {
  height: number;
  draw: (page: PDFPage, top: number) => void;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: RGB;
  wrap?: WrapStyle;
}

/**
 * Text wrapped to `width` (a number, or the width of each line by its index) with its left edge
 * at `x`. Each line takes its size times LINE.
 */
export function paragraph(fonts: Fonts, text: string, x: number, width: number | ((line: number) => number), style: TextStyle): Block {
  const { size, bold = false, colour = colours.ink, wrap = 'no-widow' } = style;
  const font = bold ? fonts.bold : fonts.regular;
  const lines = wrapText(printableText(text, font), font, size, width, wrap);
  return {
    height: lines.length * size * LINE,
    draw: (page, top) => lines.forEach((line, index) => drawText(page, line, { x, y: top - size - index * size * LINE, size, font, colour })),
  };
}

/** Blocks one under another, `gap` apart, as one block. */
export function stack(blocks: Block[], gap = 0): Block {
  return {
    height: blocks.reduce((sum, block) => sum + block.height, 0) + gap * Math.max(blocks.length - 1, 0),
    draw: (page, top) => {
      let y = top;
      for (const block of blocks) {
        block.draw(page, y);
        y -= block.height + gap;
      }
    },
  };
}

/** Blocks side by side, all with the same top; as tall as the tallest. */
export function beside(blocks: Block[]): Block {
  return { height: Math.max(0, ...blocks.map((block) => block.height)), draw: (page, top) => blocks.forEach((block) => block.draw(page, top)) };
}

/** Something drawn from a block's top that takes no room of its own (a number beside a question, a dot before a line). */
export const mark = (draw: (page: PDFPage, top: number) => void): Block => ({ height: 0, draw });

export const spacer = (height: number): Block => ({ height, draw: () => undefined });
