// The page layout the teachers' printables share: text blocks that are never split, laid down the
// pages of a US Letter PDF under the printable guides' green band, with the guides' margins (so a
// page also prints whole on A4), fonts, colours and text wrapping.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import {
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  FIXED_DATE,
  FOOTER_RULE,
  LINE,
  MARGIN,
  PAGE,
  colours,
  drawBand,
  textWidth,
  wrapText,
  type Fonts,
  type WrapStyle,
} from '../guides/render-guide.ts';

const drawableCharacters = new WeakMap<PDFFont, Set<number>>();

/**
 * The text with every character the standard fonts cannot draw left out (they cover WinAnsi only:
 * curly quotes and dashes print, emoji do not). The printables test checks that the content has
 * none, so nothing is lost unseen.
 */
export function printable(text: string, font: PDFFont): string {
  let drawable = drawableCharacters.get(font);
  if (!drawable) drawableCharacters.set(font, (drawable = new Set(font.getCharacterSet())));
  return [...text].filter((character) => drawable.has(character.codePointAt(0) ?? 0)).join('');
}

/** One piece of the page, never split: how tall it is, and how to draw it with its top at `top`. */
export interface Block {
  height: number;
  draw: (page: PDFPage, top: number) => void;
}

interface Style {
  size: number;
  bold?: boolean;
  colour?: RGB;
  wrap?: WrapStyle;
}

/** Text wrapped to `width` at `x`; each line takes its size times LINE, as in the guides. */
export function paragraph(fonts: Fonts, text: string, x: number, width: number, { size, bold = false, colour = colours.ink, wrap = 'no-widow' }: Style): Block {
  const font = bold ? fonts.bold : fonts.regular;
  const lines = wrapText(printable(text, font), font, size, width, wrap);
  return {
    height: lines.length * size * LINE,
    draw: (page, top) => lines.forEach((line, index) => page.drawText(line, { x, y: top - size - index * size * LINE, size, font, color: colour })),
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

export const spacer = (height: number): Block => ({ height, draw: () => undefined });

/** Lays blocks down the pages, starting a new page (with its band) where the next block does not fit. */
export class Sheets {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private fonts: Fonts,
    private bandTitle: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    drawBand(this.page, this.fonts, this.bandTitle);
    this.y = CONTENT_TOP;
  }

  /** How much room is left above the footer. */
  get room() {
    return this.y - CONTENT_BOTTOM;
  }

  /** Draws `block` here, or on a new page when it (and the `keepWith` points after it) do not fit. */
  place(block: Block, keepWith = 0) {
    if (block.height + keepWith > this.room && this.y < CONTENT_TOP) this.newPage();
    block.draw(this.page, this.y);
    this.y -= block.height;
  }

  gap(height: number) {
    this.y -= height;
  }
}

/** A section's heading: its number in a green circle, as on the guides' tiles, and what to do. */
export function sectionHeading(fonts: Fonts, number: number, heading: string, instruction: string): Block {
  const text = paragraph(fonts, heading, MARGIN + 32, CONTENT_WIDTH - 32, { size: 18, bold: true, colour: colours.leafDark, wrap: 'balance' });
  const help = paragraph(fonts, instruction, MARGIN + 32, CONTENT_WIDTH - 32, { size: 12, colour: colours.soft });
  const label = String(number);
  const circle: Block = {
    height: 0,
    draw: (page, top) => {
      page.drawCircle({ x: MARGIN + 12, y: top - 12, size: 12, color: colours.leaf });
      page.drawText(label, { x: MARGIN + 12 - textWidth(label, fonts.bold, 14) / 2, y: top - 17, size: 14, font: fonts.bold, color: colours.white });
    },
  };
  return stack([beside([circle, text]), spacer(2), help, spacer(10)]);
}

/** Lines to write one's name and the date on, at the top of a sheet to hand in. */
export function nameLine(fonts: Fonts): Block {
  const field = (page: PDFPage, top: number, label: string, from: number, to: number) => {
    page.drawText(label, { x: from, y: top - 14, size: 12, font: fonts.bold, color: colours.soft });
    const start = from + textWidth(label, fonts.bold, 12) + 6;
    page.drawLine({ start: { x: start, y: top - 16 }, end: { x: to, y: top - 16 }, thickness: 1, color: colours.soft });
  };
  return {
    height: 34,
    draw: (page, top) => {
      field(page, top, 'Name', MARGIN, MARGIN + 330);
      field(page, top, 'Date', MARGIN + 350, MARGIN + CONTENT_WIDTH);
    },
  };
}

/** The kind of printable, small and green, over the category's title. */
export function titleBlock(fonts: Fonts, kind: string, title: string): Block {
  return stack([
    paragraph(fonts, kind.toUpperCase(), MARGIN, CONTENT_WIDTH, { size: 12, bold: true, colour: colours.leaf }),
    paragraph(fonts, title, MARGIN, CONTENT_WIDTH, { size: 30, bold: true, colour: colours.leafDark, wrap: 'balance' }),
    spacer(14),
  ]);
}

/** The footer on every page: the rule, where the printable comes from, and the page number. */
export function drawFooters(doc: PDFDocument, fonts: Fonts, address: string) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: FOOTER_RULE }, end: { x: MARGIN + CONTENT_WIDTH, y: FOOTER_RULE }, thickness: 1, color: colours.leaf });
    page.drawText(address, { x: MARGIN, y: FOOTER_RULE - 14, size: 9, font: fonts.regular, color: colours.soft });
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(number, { x: MARGIN + CONTENT_WIDTH - textWidth(number, fonts.bold, 10), y: FOOTER_RULE - 14, size: 10, font: fonts.bold, color: colours.soft });
  });
}

/** A new PDF with the site's metadata and a fixed date, and the two standard fonts the guides use. */
export async function printableDocument(title: string, subject: string): Promise<[PDFDocument, Fonts]> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${title} - HealthSprout`, { showInWindowTitleBar: true });
  doc.setAuthor('HealthSprout');
  doc.setSubject(subject);
  doc.setLanguage('en');
  doc.setCreator('HealthSprout worksheet generator');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return [doc, { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) }];
}

