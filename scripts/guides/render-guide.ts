// Renders one printable guide to a PDF in the shared print layout (scripts/print): large type,
// headings, short sections, the guide's pictures and a footer on every page. The same guide always
// gives the same bytes.
import type { PDFPage } from 'pdf-lib';
import type { Guide, GuidePage, GuidePicture, GuideSection, GuideSource, InfographicTile } from '../../src/content/guides/guide-types';
import { mark, paragraph, spacer, stack } from '../print/blocks.ts';
import { createPrintDocument, drawFooters, savePrintDocument } from '../print/document.ts';
import { CONTENT_WIDTH, LINE, MARGIN, colours, hex } from '../print/page.ts';
import { Sheets } from '../print/sheets.ts';
import { drawText, textWidth } from '../print/text.ts';
import { wrapText } from '../print/wrap.ts';
import { pictures } from './pictures.ts';

const BODY = 15;
const PICTURE = 84;
/** A part's heading keeps its whole first section on the same sheet when that is no taller than this. */
const SHORT_PART_START = 260;
const tileTints = ['#e0f2fe', '#fef3c7', '#dcfce7', '#ffe4e1', '#f3e8ff', '#fde68a'].map(hex);

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

function bullet(sheets: Sheets, text: string) {
  // The dot's centre is level with the middle of the first line's small letters (x-height).
  const dot = mark((page, top) => page.drawCircle({ x: MARGIN + 8, y: top - BODY + BODY * 0.3, size: 3.2, color: colours.leaf }));
  sheets.text(text, { size: BODY, indent: 22, gapAfter: 3, mark: dot });
}

/** A thin rule between two parts of the guide on the same sheet. */
function divider(sheets: Sheets) {
  sheets.clearFloat();
  sheets.gap(6);
  if (sheets.drawing) sheets.page.drawLine({ start: { x: MARGIN, y: sheets.y }, end: { x: MARGIN + CONTENT_WIDTH, y: sheets.y }, thickness: 1.5, color: colours.leafLight });
  sheets.gap(18);
}

/** An infographic's numbered tiles, two to a row; the whole grid stays on one sheet when it can. */
function drawTiles(sheets: Sheets, tiles: InfographicTile[]) {
  const { fonts } = sheets;
  sheets.clearFloat();
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
  const drawTile = (page: PDFPage, top: number, tile: InfographicTile, index: number, height: number) => {
    const x = MARGIN + (index % columns) * (width + gap);
    page.drawRectangle({ x, y: top - height, width, height, color: tileTints[index % tileTints.length] });
    page.drawCircle({ x: x + 26, y: top - 26, size: 16, color: colours.leaf });
    const number = String(index + 1);
    drawText(page, number, { x: x + 26 - textWidth(number, fonts.bold, 16) / 2, y: top - 32, size: 16, font: fonts.bold, colour: colours.white });
    if (tile.picture) drawPicture(page, tile.picture, x + width - 62, top - 10, 50);
    drawText(page, tile.label, { x: x + 50, y: top - 26 - labelSize * 0.36, size: labelSize, font: fonts.bold, colour: colours.leafDark });
    (lines[index] ?? []).forEach((line, row) => drawText(page, line, { x: x + 14, y: top - 64 - row * 13 * LINE, size: 13, font: fonts.regular, colour: colours.ink }));
  };
  for (let row = 0; row < tiles.length; row += columns) {
    const height = Math.max(...heights.slice(row, row + columns), 104);
    sheets.place({ height, draw: (page, top) => tiles.slice(row, row + columns).forEach((tile, column) => drawTile(page, top, tile, row + column, height)) });
    sheets.gap(gap);
  }
}

const isAdultNote = (section: GuideSection) => section.heading === 'Talk to a trusted adult';

/** The "Talk to a trusted adult" box: 16 pt of padding on every side. */
function drawAdultNote(sheets: Sheets, section: GuideSection) {
  const pad = 16;
  const [x, width] = [MARGIN + pad, CONTENT_WIDTH - 2 * pad];
  const content = stack([
    paragraph(sheets.fonts, section.heading, x, width, { size: 17, bold: true }),
    spacer(4),
    stack((section.paragraphs ?? []).map((text) => paragraph(sheets.fonts, text, x, width, { size: BODY })), 4),
  ]);
  sheets.clearFloat();
  // The last line's leading below its descenders is not part of the box.
  const height = pad + content.height - BODY * (LINE - 1) + pad;
  sheets.place({
    height,
    draw: (page, top) => {
      page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: colours.sun, borderColor: colours.sunEdge, borderWidth: 2 });
      content.draw(page, top - pad);
    },
  });
  sheets.gap(14);
}

/** A section's heading, and its paragraphs and bullets; the heading never ends a page alone. */
function drawSection(sheets: Sheets, section: GuideSection, onlyStart = false) {
  if (isAdultNote(section)) return drawAdultNote(sheets, section);
  // A list splits across pages only with at least two items on each side (so a list of three stays whole).
  const bullets = section.bullets ?? [];
  const groups = bullets.length <= 3 ? [bullets] : [bullets.slice(0, 2), ...bullets.slice(2, -2).map((item) => [item]), bullets.slice(-2)];
  const pieces = [
    ...(section.paragraphs ?? []).map((text) => ({ draw: () => sheets.text(text, { size: BODY, gapAfter: 8 }), leadIn: text.endsWith(':') })),
    ...groups.filter((group) => group.length > 0).map((group) => ({ draw: () => group.forEach((item) => bullet(sheets, item)), leadIn: false })),
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
  const heading = () => sheets.text(section.heading, { size: 18, bold: true, colour: colours.leaf, gapAfter: 4, wrap: 'balance' });
  if (onlyStart) {
    heading();
    blocks[0]?.();
    return;
  }
  sheets.ensure(sheets.measure(() => drawSection(sheets, section, true)));
  heading();
  for (const block of blocks) sheets.keep(block);
  sheets.gap(6);
}

/** One part of the guide: its heading, lede and picture, then its tiles or sections. */
function drawPart(sheets: Sheets, page: GuidePage, first: boolean) {
  const head = () => {
    if (!first && !sheets.atTop) divider(sheets);
    const { picture } = page;
    if (picture && !page.tiles) sheets.floatRight(PICTURE, (pdfPage, x, top) => drawPicture(pdfPage, picture, x, top, PICTURE));
    sheets.text(page.heading, { size: 24, bold: true, colour: colours.leafDark, gapAfter: 6, wrap: 'balance' });
    if (page.intro) sheets.text(page.intro, { size: 16, colour: colours.soft, gapAfter: 8 });
  };
  const sections = page.sections ?? [];
  // The "Talk to a trusted adult" box is never alone on a page: it keeps with the section before it.
  const note = sections.find(isAdultNote);
  const beforeNote = note ? sections[sections.indexOf(note) - 1] : undefined;
  const sectionStart = (section: GuideSection) => {
    drawSection(sheets, section, section !== beforeNote);
    if (note && section === beforeNote) drawSection(sheets, note);
  };
  const [firstSection] = sections;
  // The part starts here if its heading fits with what comes first under it: a tile grid whole,
  // a short first section whole, or else the first section's heading and first block.
  if (!first) {
    const start = sheets.measure(() => {
      head();
      if (page.tiles) drawTiles(sheets, page.tiles);
      else if (firstSection) sectionStart(firstSection);
    });
    const whole =
      firstSection && !page.tiles
        ? sheets.measure(() => {
            head();
            drawSection(sheets, firstSection);
          })
        : 0;
    sheets.ensure(whole > start && whole <= SHORT_PART_START ? whole : start);
    // The closing part (the one with the box) would run onto another sheet: it starts on that
    // sheet instead when it fits there whole, so the last sheet is not a stray section and a box.
    if (note) {
      sheets.ensure(
        sheets.measure(() => {
          head();
          for (const section of sections) drawSection(sheets, section);
        }),
      );
    }
  }
  head();
  if (page.tiles) drawTiles(sheets, page.tiles);
  for (const section of sections) {
    if (section !== firstSection && section === beforeNote) sheets.ensure(sheets.measure(() => sectionStart(section)));
    drawSection(sheets, section);
  }
}

/** How a source's address is printed: without the scheme and a leading "www.". */
export const printedAddress = (url: string) => url.replace(/^https:\/\//, '').replace(/^www\./, '');

/**
 * The guide's sources, small, after its last part: what its facts were checked against, and when.
 * The block is kept whole on one sheet.
 */
function drawSources(sheets: Sheets, sources: GuideSource[], lastChecked: string) {
  const content = () => {
    sheets.text(`Sources (checked ${lastChecked})`, { size: 11, bold: true, colour: colours.leaf, gapAfter: 2 });
    for (const source of sources) {
      sheets.text(`${source.publisher}: ${source.title}. ${printedAddress(source.url)}`, { size: 9, colour: colours.soft, gapAfter: 1, wrap: 'plain' });
    }
  };
  sheets.clearFloat();
  sheets.gap(4);
  sheets.keep(content);
}

/** The guide as PDF bytes. */
export async function renderGuide(guide: Guide): Promise<Uint8Array> {
  const document = await createPrintDocument({ title: guide.title, subject: guide.summary, creator: 'HealthSprout guide generator', language: 'en' });
  const sheets = new Sheets(document, guide.title);
  const kind = { guide: 'Printable guide', infographic: 'Infographic', reading: 'Reading material' }[guide.kind];
  sheets.text(kind.toUpperCase(), { size: 12, bold: true, colour: colours.leaf, gapAfter: 4 });
  sheets.text(guide.title, { size: 34, bold: true, colour: colours.leafDark, gapAfter: 8, wrap: 'balance' });
  sheets.text(guide.summary, { size: 16, colour: colours.soft, gapAfter: 16 });
  guide.pages.forEach((page, index) => drawPart(sheets, page, index === 0));
  drawSources(sheets, guide.sources, guide.lastChecked);
  drawFooters(document, [
    'From HealthSprout, a free health site for kids (Resources page).',
    `For learning only, not medical advice. Facts checked ${guide.lastChecked}; sources on the last page.`,
  ]);
  return savePrintDocument(document);
}
