// Renders one printable guide to a PDF with pdf-lib: large type, headings, short sections, the
// guide's pictures and a footer on every page. The same guide always gives the same bytes.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Guide, GuidePage, GuidePicture, InfographicTile } from '../../src/content/guides/guide-types';
import { pictures } from './pictures.ts';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 48;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BODY = 15;
const LINE = 1.38;
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

const hex = (value: string): RGB => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const colours = {
  ink: hex('#1f2937'),
  soft: hex('#4b5563'),
  leaf: hex('#15803d'),
  leafDark: hex('#14532d'),
  leafPale: hex('#dcfce7'),
  sun: hex('#fef3c7'),
  sunEdge: hex('#f59e0b'),
  white: rgb(1, 1, 1),
};
const tileTints = ['#e0f2fe', '#fef3c7', '#dcfce7', '#ffe4e1', '#f3e8ff', '#fde68a'].map(hex);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Splits text into lines that fit `width` at `size`. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Places content top-down, starting a fresh page when the current one is full. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private fonts: Fonts,
    private guide: Guide,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.page.drawRectangle({ x: 0, y: PAGE.height - 40, width: PAGE.width, height: 40, color: colours.leaf });
    this.page.drawText('HealthSprout', { x: MARGIN, y: PAGE.height - 26, size: 14, font: this.fonts.bold, color: colours.white });
    const title = this.guide.title;
    const titleWidth = this.fonts.regular.widthOfTextAtSize(title, 12);
    this.page.drawText(title, { x: PAGE.width - MARGIN - titleWidth, y: PAGE.height - 25, size: 12, font: this.fonts.regular, color: colours.white });
    this.y = PAGE.height - 40 - 36;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  text(text: string, { size = BODY, bold = false, colour = colours.ink, indent = 0, rightIndent = 0, gapAfter = 8 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(text, font, size, CONTENT_WIDTH - indent - rightIndent)) {
      this.ensure(size * LINE);
      this.y -= size;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: colour });
      this.y -= size * (LINE - 1);
    }
    this.y -= gapAfter;
  }

  bullet(text: string) {
    this.ensure(BODY * LINE);
    this.page.drawCircle({ x: MARGIN + 8, y: this.y - BODY * 0.35, size: 4, color: colours.leaf });
    this.text(text, { indent: 22, gapAfter: 4 });
  }

  picture(name: GuidePicture, size: number, x = MARGIN + (CONTENT_WIDTH - size) / 2) {
    this.ensure(size + 12);
    drawPicture(this.page, name, x, this.y, size);
    this.y -= size + 12;
  }
}

function drawPicture(page: PDFPage, name: GuidePicture, x: number, top: number, size: number) {
  const scale = size / 100;
  for (const shape of pictures[name]) {
    page.drawSvgPath(shape.d, {
      x,
      y: top,
      scale,
      color: shape.fill ? hex(shape.fill) : undefined,
      borderColor: shape.stroke ? hex(shape.stroke) : undefined,
      borderWidth: shape.stroke ? (shape.width ?? 2) * scale : undefined,
      borderLineCap: 1,
    });
  }
}

function drawTiles(writer: Writer, fonts: Fonts, tiles: InfographicTile[]) {
  const columns = 2;
  const gap = 14;
  const width = (CONTENT_WIDTH - gap) / columns;
  // A tile's picture sits at its top right, so its words keep clear of that corner.
  const textWidth = (tile: InfographicTile) => width - 28 - (tile.picture ? 56 : 0);
  const heights = tiles.map((tile) => 70 + wrapText(tile.text, fonts.regular, 13, textWidth(tile)).length * 13 * LINE);
  for (let row = 0; row < tiles.length; row += columns) {
    const rowHeight = Math.max(...heights.slice(row, row + columns), 104);
    writer.ensure(rowHeight + gap);
    tiles.slice(row, row + columns).forEach((tile, column) => {
      const index = row + column;
      const x = MARGIN + column * (width + gap);
      const top = writer.y;
      writer.page.drawRectangle({ x, y: top - rowHeight, width, height: rowHeight, color: tileTints[index % tileTints.length] });
      writer.page.drawCircle({ x: x + 26, y: top - 26, size: 16, color: colours.leaf });
      const number = String(index + 1);
      writer.page.drawText(number, { x: x + 26 - fonts.bold.widthOfTextAtSize(number, 16) / 2, y: top - 32, size: 16, font: fonts.bold, color: colours.white });
      if (tile.picture) drawPicture(writer.page, tile.picture, x + width - 62, top - 10, 50);
      const labelRoom = width - 50 - (tile.picture ? 66 : 14);
      const labelSize = Math.min(17, (17 * labelRoom) / fonts.bold.widthOfTextAtSize(tile.label, 17));
      writer.page.drawText(tile.label, { x: x + 50, y: top - 32, size: labelSize, font: fonts.bold, color: colours.leafDark });
      let y = top - 64;
      for (const line of wrapText(tile.text, fonts.regular, 13, textWidth(tile))) {
        writer.page.drawText(line, { x: x + 14, y, size: 13, font: fonts.regular, color: colours.ink });
        y -= 13 * LINE;
      }
    });
    writer.y -= rowHeight + gap;
  }
}

function drawGuidePage(writer: Writer, fonts: Fonts, page: GuidePage) {
  writer.text(page.heading, { size: 24, bold: true, colour: colours.leafDark, gapAfter: 6 });
  if (page.intro) writer.text(page.intro, { size: 16, colour: colours.soft, gapAfter: 10 });
  // A tile page keeps every tile on one sheet: its tiles carry the pictures.
  if (page.picture && !page.tiles) writer.picture(page.picture, 110);
  if (page.tiles) drawTiles(writer, fonts, page.tiles);
  for (const section of page.sections ?? []) {
    const adultNote = section.heading === 'Talk to a trusted adult';
    if (adultNote) {
      // The same padding (16 pt) inside the box on every side, and the text wrapped to fit within it.
      const pad = 16;
      const paragraphs = section.paragraphs ?? [];
      const headingLines = wrapText(section.heading, fonts.bold, 17, CONTENT_WIDTH - 2 * pad).length;
      const bodyLines = paragraphs.flatMap((p) => wrapText(p, fonts.regular, BODY, CONTENT_WIDTH - 2 * pad)).length;
      const height = pad + headingLines * 17 * LINE + 4 + bodyLines * BODY * LINE + (paragraphs.length - 1) * 4 + pad - BODY * (LINE - 1);
      writer.ensure(height + 10);
      writer.page.drawRectangle({ x: MARGIN, y: writer.y - height, width: CONTENT_WIDTH, height, color: colours.sun, borderColor: colours.sunEdge, borderWidth: 2 });
      const bottom = writer.y - height;
      writer.y -= pad;
      writer.text(section.heading, { size: 17, bold: true, indent: pad, rightIndent: pad, gapAfter: 4 });
      paragraphs.forEach((paragraph, index) => writer.text(paragraph, { indent: pad, rightIndent: pad, gapAfter: index < paragraphs.length - 1 ? 4 : 0 }));
      writer.y = bottom - 14;
      continue;
    }
    writer.ensure(60);
    writer.text(section.heading, { size: 18, bold: true, colour: colours.leaf, gapAfter: 4 });
    for (const paragraph of section.paragraphs ?? []) writer.text(paragraph);
    for (const item of section.bullets ?? []) writer.bullet(item);
    writer.y -= 6;
  }
}

/** The guide as PDF bytes. */
export async function renderGuide(guide: Guide): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${guide.title} - HealthSprout`, { showInWindowTitleBar: true });
  doc.setAuthor('HealthSprout');
  doc.setSubject(guide.summary);
  doc.setLanguage('en');
  doc.setCreator('HealthSprout guide generator');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(doc, fonts, guide);

  guide.pages.forEach((page, index) => {
    writer.newPage();
    if (index === 0) {
      const kind = { guide: 'Printable guide', infographic: 'Infographic', reading: 'Reading material' }[guide.kind];
      writer.text(kind.toUpperCase(), { size: 12, bold: true, colour: colours.leaf, gapAfter: 4 });
      writer.text(guide.title, { size: 34, bold: true, colour: colours.leafDark, gapAfter: 8 });
      writer.text(guide.summary, { size: 16, colour: colours.soft, gapAfter: 16 });
    }
    drawGuidePage(writer, fonts, page);
  });

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `HealthSprout - free health learning for kids. For learning only, not medical advice.   Page ${index + 1} of ${pages.length}`;
    page.drawLine({ start: { x: MARGIN, y: MARGIN }, end: { x: PAGE.width - MARGIN, y: MARGIN }, thickness: 1, color: colours.leafPale });
    page.drawText(footer, { x: MARGIN, y: MARGIN - 16, size: 9, font: fonts.regular, color: colours.soft });
  });
  return doc.save({ useObjectStreams: false });
}
