// Renders one printable guide to a PDF with pdf-lib: large type, headings, short sections, the
// guide's pictures and a footer on every page. The same guide always gives the same bytes.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Guide, GuidePage, GuidePicture, GuideSection, GuideSource, InfographicTile } from '../../src/content/guides/guide-types';
import { pictures } from './pictures.ts';

// US Letter, for a US-English site. Everything printed sits at least 48 pt from the sides and
// 36 pt from the top and bottom edges, so a page also prints whole on A4 at actual size (A4 is
// 17 pt narrower and 50 pt taller, and printers cannot print the last few points of the paper).
export const PAGE = { width: 612, height: 792 };
export const MARGIN = 54;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** The green header band: its top edge, and its height. */
export const BAND = { top: PAGE.height - 30, height: 32 };
export const CONTENT_TOP = BAND.top - BAND.height - 22;
/** The footer's rule; its two lines of text sit below it, the lower one 39 pt above the paper's edge. */
export const FOOTER_RULE = 64;
export const CONTENT_BOTTOM = FOOTER_RULE + 10;
const BODY = 15;
/** Line height, as a multiple of the type size. */
export const LINE = 1.32;
const PICTURE = 84;
/** A part's heading keeps its whole first section on the same sheet when that is no taller than this. */
const SHORT_PART_START = 260;
/** Every printable's creation date, so the same content always gives the same bytes. */
export const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export const hex = (value: string): RGB => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
export const colours = {
  ink: hex('#1f2937'),
  soft: hex('#4b5563'),
  leaf: hex('#15803d'),
  leafDark: hex('#14532d'),
  leafLight: hex('#86efac'),
  sun: hex('#fef3c7'),
  sunEdge: hex('#f59e0b'),
  white: rgb(1, 1, 1),
};
const tileTints = ['#e0f2fe', '#fef3c7', '#dcfce7', '#ffe4e1', '#f3e8ff', '#fde68a'].map(hex);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const glyphWidths = new WeakMap<PDFFont, Map<string, number>>();
/**
 * How wide `text` is drawn: the sum of its characters' widths. pdf-lib's drawText applies no
 * kerning, so none is counted here (pdf-lib's own widthOfTextAtSize counts it, and comes out short).
 */
export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = glyphWidths.get(font);
  if (!widths) glyphWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const character of text) {
    let width = widths.get(character);
    if (width === undefined) widths.set(character, (width = font.widthOfTextAtSize(character, 1000)));
    total += width;
  }
  return (total * size) / 1000;
}

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

interface TextOptions {
  size?: number;
  bold?: boolean;
  colour?: RGB;
  indent?: number;
  rightIndent?: number;
  gapAfter?: number;
  wrap?: WrapStyle;
}

/** The green band at the top of every page: the site's name on the left, `title` on the right. */
export function drawBand(page: PDFPage, fonts: Fonts, title: string) {
  const [width, height] = [CONTENT_WIDTH, BAND.height];
  // A rounded band inside the margins, so no printer trims it.
  const r = 8;
  const band = `M ${r} 0 H ${width - r} A ${r} ${r} 0 0 1 ${width} ${r} V ${height - r} A ${r} ${r} 0 0 1 ${width - r} ${height} H ${r} A ${r} ${r} 0 0 1 0 ${height - r} V ${r} A ${r} ${r} 0 0 1 ${r} 0 Z`;
  page.drawSvgPath(band, { x: MARGIN, y: BAND.top, color: colours.leaf });
  const middle = BAND.top - BAND.height / 2;
  page.drawText('HealthSprout', { x: MARGIN + 14, y: middle - 5, size: 14, font: fonts.bold, color: colours.white });
  const titleWidth = textWidth(title, fonts.regular, 12);
  page.drawText(title, { x: MARGIN + CONTENT_WIDTH - 14 - titleWidth, y: middle - 4.5, size: 12, font: fonts.regular, color: colours.white });
}

/**
 * Places content top-down. Paragraphs, bullets, boxes and tile rows are never split, and a heading
 * is only drawn where the first thing under it fits too; otherwise a fresh page starts.
 */
class Writer {
  page!: PDFPage;
  y = 0;
  /** Measuring: moves `y` as drawing would, but draws nothing. */
  private dry = false;
  /** A picture at the top right of the column: lines beside it are narrower. */
  private float: { bottom: number; width: number } | null = null;
  constructor(
    private doc: PDFDocument,
    private fonts: Fonts,
    private guide: Guide,
  ) {}

  /** False while measuring. */
  get drawing() {
    return !this.dry;
  }

  get atTop() {
    return this.y === CONTENT_TOP;
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    drawBand(this.page, this.fonts, this.guide.title);
    this.y = CONTENT_TOP;
    this.float = null;
  }

  /** How far down `draw` would reach from here (a floating picture included), drawing nothing. */
  measure(draw: () => void): number {
    const { y, dry, float } = this;
    this.dry = true;
    draw();
    const lowest = Math.min(this.y, this.float?.bottom ?? Infinity);
    Object.assign(this, { y, dry, float });
    return y - lowest;
  }

  /** Starts a new page unless `height` fits below here (or this is the top of a page, or no page could hold it). */
  ensure(height: number) {
    if (!this.dry && !this.atTop && this.y - height < CONTENT_BOTTOM && height <= CONTENT_TOP - CONTENT_BOTTOM) this.newPage();
  }

  /** Draws `draw` where it fits whole: here, or on a new page. */
  keep(draw: () => void) {
    this.ensure(this.measure(draw));
    draw();
  }

  text(text: string, { size = BODY, bold = false, colour = colours.ink, indent = 0, rightIndent = 0, gapAfter = 8, wrap = 'no-widow' }: TextOptions = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const top = this.y;
    const float = this.float;
    const widthOf = (line: number) => {
      const beside = float !== null && top - line * size * LINE - 2 > float.bottom;
      return CONTENT_WIDTH - indent - Math.max(rightIndent, beside ? float.width : 0);
    };
    for (const line of wrapText(text, font, size, widthOf, wrap)) {
      this.y -= size;
      if (!this.dry) this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: colour });
      this.y -= size * (LINE - 1);
    }
    this.y -= gapAfter;
  }

  bullet(text: string) {
    // The dot's centre is level with the middle of the first line's small letters (x-height).
    if (!this.dry) this.page.drawCircle({ x: MARGIN + 8, y: this.y - BODY + BODY * 0.3, size: 3.2, color: colours.leaf });
    this.text(text, { indent: 22, gapAfter: 3 });
  }

  /** A picture at the top right, with the lines beside it made narrower. */
  floatPicture(name: GuidePicture, size = PICTURE) {
    if (!this.dry) drawPicture(this.page, name, MARGIN + CONTENT_WIDTH - size, this.y, size);
    this.float = { bottom: this.y - size - 8, width: size + 18 };
  }

  /** Moves below a floating picture, for content that needs the full width. */
  clearFloat() {
    if (this.float && this.y > this.float.bottom) this.y = this.float.bottom;
    this.float = null;
  }

  /** A thin rule between two parts of the guide on the same sheet. */
  divider() {
    this.clearFloat();
    this.y -= 6;
    if (!this.dry) this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 1.5, color: colours.leafLight });
    this.y -= 18;
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

/** An infographic's numbered tiles, two to a row; the whole grid stays on one sheet when it can. */
function drawTiles(writer: Writer, fonts: Fonts, tiles: InfographicTile[]) {
  writer.clearFloat();
  const columns = 2;
  const gap = 14;
  const width = (CONTENT_WIDTH - gap) / columns;
  // A tile's picture sits at its top right, so its words keep clear of that corner.
  const textRoom = (tile: InfographicTile) => width - 28 - (tile.picture ? 56 : 0);
  const lines = tiles.map((tile) => wrapText(tile.text, fonts.regular, 13, textRoom(tile), 'no-widow'));
  const heights = lines.map((tileLines) => 70 + tileLines.length * 13 * LINE);
  // One title size for the whole grid: the largest (up to 17 pt) at which every title fits its tile.
  const labelSize = Math.min(
    17,
    ...tiles.map((tile) => (17 * (width - 50 - (tile.picture ? 66 : 14))) / textWidth(tile.label, fonts.bold, 17)),
  );
  for (let row = 0; row < tiles.length; row += columns) {
    const rowHeight = Math.max(...heights.slice(row, row + columns), 104);
    writer.ensure(rowHeight);
    if (writer.drawing) {
      tiles.slice(row, row + columns).forEach((tile, column) => {
        const index = row + column;
        const x = MARGIN + column * (width + gap);
        const top = writer.y;
        writer.page.drawRectangle({ x, y: top - rowHeight, width, height: rowHeight, color: tileTints[index % tileTints.length] });
        writer.page.drawCircle({ x: x + 26, y: top - 26, size: 16, color: colours.leaf });
        const number = String(index + 1);
        writer.page.drawText(number, { x: x + 26 - textWidth(number, fonts.bold, 16) / 2, y: top - 32, size: 16, font: fonts.bold, color: colours.white });
        if (tile.picture) drawPicture(writer.page, tile.picture, x + width - 62, top - 10, 50);
        writer.page.drawText(tile.label, { x: x + 50, y: top - 26 - labelSize * 0.36, size: labelSize, font: fonts.bold, color: colours.leafDark });
        let y = top - 64;
        for (const line of lines[index] ?? []) {
          writer.page.drawText(line, { x: x + 14, y, size: 13, font: fonts.regular, color: colours.ink });
          y -= 13 * LINE;
        }
      });
    }
    writer.y -= rowHeight + gap;
  }
}

const isAdultNote = (section: GuideSection) => section.heading === 'Talk to a trusted adult';

/** The "Talk to a trusted adult" box: 16 pt of padding on every side. */
function drawAdultNote(writer: Writer, section: GuideSection) {
  const pad = 16;
  const paragraphs = section.paragraphs ?? [];
  const content = () => {
    writer.text(section.heading, { size: 17, bold: true, indent: pad, rightIndent: pad, gapAfter: 4 });
    paragraphs.forEach((paragraph, index) => writer.text(paragraph, { indent: pad, rightIndent: pad, gapAfter: index < paragraphs.length - 1 ? 4 : 0 }));
  };
  writer.clearFloat();
  // The last line's leading below its descenders is not part of the box.
  const height = pad + writer.measure(content) - BODY * (LINE - 1) + pad;
  writer.ensure(height);
  if (writer.drawing) writer.page.drawRectangle({ x: MARGIN, y: writer.y - height, width: CONTENT_WIDTH, height, color: colours.sun, borderColor: colours.sunEdge, borderWidth: 2 });
  const bottom = writer.y - height;
  writer.y -= pad;
  content();
  writer.y = bottom - 14;
}

/** A section's heading, and its paragraphs and bullets; the heading never ends a page alone. */
function drawSection(writer: Writer, section: GuideSection, onlyStart = false) {
  if (isAdultNote(section)) return drawAdultNote(writer, section);
  // A list splits across pages only with at least two items on each side (so a list of three stays whole).
  const bullets = section.bullets ?? [];
  const groups = bullets.length <= 3 ? [bullets] : [bullets.slice(0, 2), ...bullets.slice(2, -2).map((item) => [item]), bullets.slice(-2)];
  const pieces = [
    ...(section.paragraphs ?? []).map((paragraph) => ({ draw: () => writer.text(paragraph), leadIn: paragraph.endsWith(':') })),
    ...groups.filter((group) => group.length > 0).map((group) => ({ draw: () => group.forEach((item) => writer.bullet(item)), leadIn: false })),
  ];
  // A line that ends with a colon stays with what it leads into.
  const blocks: (() => void)[] = [];
  pieces.forEach((piece, index) => {
    const previous = pieces[index - 1];
    if (previous?.leadIn) {
      const lead = blocks.pop();
      blocks.push(() => {
        lead?.();
        piece.draw();
      });
    } else blocks.push(piece.draw);
  });
  const heading = () => writer.text(section.heading, { size: 18, bold: true, colour: colours.leaf, gapAfter: 4, wrap: 'balance' });
  if (onlyStart) {
    heading();
    blocks[0]?.();
    return;
  }
  writer.ensure(writer.measure(() => drawSection(writer, section, true)));
  heading();
  for (const block of blocks) writer.keep(block);
  writer.y -= 6;
}

/** One part of the guide: its heading, lede and picture, then its tiles or sections. */
function drawPart(writer: Writer, fonts: Fonts, page: GuidePage, first: boolean) {
  const head = () => {
    if (!first && !writer.atTop) writer.divider();
    if (page.picture && !page.tiles) writer.floatPicture(page.picture);
    writer.text(page.heading, { size: 24, bold: true, colour: colours.leafDark, gapAfter: 6, wrap: 'balance' });
    if (page.intro) writer.text(page.intro, { size: 16, colour: colours.soft, gapAfter: 8 });
  };
  const sections = page.sections ?? [];
  // The "Talk to a trusted adult" box is never alone on a page: it keeps with the section before it.
  const note = sections.find(isAdultNote);
  const beforeNote = note ? sections[sections.indexOf(note) - 1] : undefined;
  const sectionStart = (section: GuideSection) => {
    drawSection(writer, section, section !== beforeNote);
    if (note && section === beforeNote) drawSection(writer, note);
  };
  const [firstSection] = sections;
  // The part starts here if its heading fits with what comes first under it: a tile grid whole,
  // a short first section whole, or else the first section's heading and first block.
  if (!first) {
    const start = writer.measure(() => {
      head();
      if (page.tiles) drawTiles(writer, fonts, page.tiles);
      else if (firstSection) sectionStart(firstSection);
    });
    const whole =
      firstSection && !page.tiles
        ? writer.measure(() => {
            head();
            drawSection(writer, firstSection);
          })
        : 0;
    writer.ensure(whole > start && whole <= SHORT_PART_START ? whole : start);
    // The closing part (the one with the box) would run onto another sheet: it starts on that
    // sheet instead when it fits there whole, so the last sheet is not a stray section and a box.
    if (note) {
      writer.ensure(
        writer.measure(() => {
          head();
          for (const section of sections) drawSection(writer, section);
        }),
      );
    }
  }
  head();
  if (page.tiles) drawTiles(writer, fonts, page.tiles);
  for (const section of sections) {
    if (section !== firstSection && section === beforeNote) writer.ensure(writer.measure(() => sectionStart(section)));
    drawSection(writer, section);
  }
}

/** How a source's address is printed: without the scheme and a leading "www.". */
export const printedAddress = (url: string) => url.replace(/^https:\/\//, '').replace(/^www\./, '');

/**
 * The guide's sources, small, after its last part: what its facts were checked against, and when.
 * The block is kept whole on one sheet.
 */
function drawSources(writer: Writer, sources: GuideSource[], lastChecked: string) {
  const size = 9;
  const content = () => {
    writer.text(`Sources (checked ${lastChecked})`, { size: 11, bold: true, colour: colours.leaf, gapAfter: 2 });
    for (const source of sources) {
      writer.text(`${source.publisher}: ${source.title}. ${printedAddress(source.url)}`, { size, colour: colours.soft, gapAfter: 1, wrap: 'plain' });
    }
  };
  writer.clearFloat();
  writer.y -= 4;
  writer.keep(content);
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

  writer.newPage();
  const kind = { guide: 'Printable guide', infographic: 'Infographic', reading: 'Reading material' }[guide.kind];
  writer.text(kind.toUpperCase(), { size: 12, bold: true, colour: colours.leaf, gapAfter: 4 });
  writer.text(guide.title, { size: 34, bold: true, colour: colours.leafDark, gapAfter: 8, wrap: 'balance' });
  writer.text(guide.summary, { size: 16, colour: colours.soft, gapAfter: 16 });
  guide.pages.forEach((page, index) => drawPart(writer, fonts, page, index === 0));
  drawSources(writer, guide.sources, guide.lastChecked);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: FOOTER_RULE }, end: { x: MARGIN + CONTENT_WIDTH, y: FOOTER_RULE }, thickness: 1, color: colours.leaf });
    const from = 'From HealthSprout, a free health site for kids (Resources page).';
    page.drawText(from, { x: MARGIN, y: FOOTER_RULE - 14, size: 9, font: fonts.regular, color: colours.soft });
    const checked = `For learning only, not medical advice. Facts checked ${guide.lastChecked}; sources on the last page.`;
    page.drawText(checked, { x: MARGIN, y: FOOTER_RULE - 25, size: 9, font: fonts.regular, color: colours.soft });
    const number = `Page ${index + 1} of ${pages.length}`;
    const numberWidth = textWidth(number, fonts.bold, 10);
    page.drawText(number, { x: MARGIN + CONTENT_WIDTH - numberWidth, y: FOOTER_RULE - 14, size: 10, font: fonts.bold, color: colours.soft });
  });
  return doc.save({ useObjectStreams: false });
}
