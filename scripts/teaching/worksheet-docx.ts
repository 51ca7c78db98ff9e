// Writes a category's worksheet as an editable Word file (.docx), with the same content as the PDF
// (`worksheetContent`), so a teacher can change a question or add their own before printing.
import {
  BorderStyle,
  Document,
  Footer,
  Header,
  HeightRule,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Tab,
  TabStopType,
  TextRun,
  VerticalAlignTable,
  WidthType,
  type IBorderOptions,
  type IParagraphOptions,
} from 'docx';
import type { RGB } from 'pdf-lib';
import type { CategorySlug } from '../../src/content/schemas.ts';
import { FIXED_DATE, MARGIN, PAGE as PDF_PAGE, colours } from '../print/page.ts';
import { WRITING_LINES, worksheetContent, worksheetParts, type WorksheetContent } from './worksheet-content.ts';

// The printables' page (US Letter, margins that also print whole on A4) in Word's twentieths of a point.
const PAGE = { width: PDF_PAGE.width * 20, height: PDF_PAGE.height * 20, margin: MARGIN * 20 };
const COLUMN = PAGE.width - 2 * PAGE.margin;

/** A colour of the printables as Word writes it: six hex digits. */
const wordColour = ({ red, green, blue }: RGB) => [red, green, blue].map((part) => Math.round(part * 255).toString(16).padStart(2, '0')).join('').toUpperCase();
const LEAF = wordColour(colours.leaf);
const LEAF_DARK = wordColour(colours.leafDark);
const LEAF_LIGHT = wordColour(colours.leafLight);
const SOFT = wordColour(colours.soft);

const line = (colour: string, size = 8): IBorderOptions => ({ style: BorderStyle.SINGLE, size, color: colour });
const noLine: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/** A paragraph of one run; sizes are in points. */
function text(words: string, { size = 12, bold = false, colour, ...options }: { size?: number; bold?: boolean; colour?: string } & IParagraphOptions = {}) {
  return new Paragraph({ spacing: { after: 80 }, ...options, children: [new TextRun({ text: words, size: size * 2, bold, color: colour })] });
}

/** A numbered section heading, kept with what follows it, and what to do. */
function sectionHeading(number: number, { heading, instruction }: { heading: string; instruction: string }) {
  return [
    text(`${number}. ${heading}`, { size: 16, bold: true, colour: LEAF_DARK, keepNext: true, spacing: { before: 280, after: 40 } }),
    text(instruction, { size: 11, colour: SOFT, keepNext: true, spacing: { after: 120 } }),
  ];
}

/** The matching table: an empty box for the letter, the word, and a meaning on every row. */
function matchingTable(content: WorksheetContent) {
  const widths = [720, 2520, COLUMN - 720 - 2520];
  const cell = (children: Paragraph[], width: number, borders = { top: noLine, bottom: line(LEAF_LIGHT), left: noLine, right: noLine }) =>
    new TableCell({ children, width: { size: width, type: WidthType.DXA }, borders, verticalAlign: VerticalAlignTable.CENTER, margins: { top: 80, bottom: 80, left: 100, right: 100 } });
  const box = line(LEAF, 12);
  return new Table({
    width: { size: COLUMN, type: WidthType.DXA },
    columnWidths: widths,
    borders: { top: noLine, bottom: noLine, left: noLine, right: noLine, insideHorizontal: noLine, insideVertical: noLine },
    rows: content.words.map(
      (word, row) =>
        new TableRow({
          cantSplit: true,
          height: { value: 560, rule: HeightRule.ATLEAST },
          children: [
            cell([text('', { spacing: { after: 0 } })], widths[0] ?? 0, { top: box, bottom: box, left: box, right: box }),
            cell([text(word.term, { size: 14, bold: true, spacing: { after: 0 } })], widths[1] ?? 0),
            cell(
              [
                new Paragraph({
                  indent: { left: 320, hanging: 320 },
                  children: [new TextRun({ text: `${content.meanings[row]?.letter}.`, bold: true, color: LEAF_DARK, size: 24 }), new TextRun({ children: [new Tab(), content.meanings[row]?.meaning ?? ''], size: 24 })],
                  tabStops: [{ type: TabStopType.LEFT, position: 320 }],
                }),
              ],
              widths[2] ?? 0,
            ),
          ],
        }),
    ),
  });
}

/** A question's number and words, hanging at the left, kept with what follows it. */
function numbered(number: number, question: string) {
  return new Paragraph({
    keepNext: true,
    keepLines: true,
    spacing: { before: 200, after: 60 },
    indent: { left: 400, hanging: 400 },
    tabStops: [{ type: TabStopType.LEFT, position: 400 }],
    children: [new TextRun({ text: `${number}.`, bold: true, color: LEAF_DARK, size: 26 }), new TextRun({ children: [new Tab(), question], size: 26 })],
  });
}

/** A quiz question, its lettered choices and a line for the answer, kept on one page. */
function question(number: number, { question, choices }: WorksheetContent['questions'][number]) {
  return [
    numbered(number, question),
    ...choices.map((choice) => text(`${choice.letter}. ${choice.text}`, { indent: { left: 400 }, keepNext: true, spacing: { after: 20 } })),
    text('Answer: ________', { colour: SOFT, indent: { left: 400 }, spacing: { before: 60 } }),
  ];
}

/** A written question on the lesson's goals, and ruled lines to answer on, kept on one page. */
function writtenQuestion(number: number, question: string) {
  return [
    numbered(number, question),
    ...Array.from({ length: WRITING_LINES }, (_, row) => new Paragraph({ keepNext: row < WRITING_LINES - 1, indent: { left: 400 }, spacing: { before: 320 }, border: { bottom: line(SOFT) }, children: [] })),
  ];
}

/** An empty box for the task's writing or drawing: one bordered cell 3.5 inches tall. */
function taskBox() {
  const border = line(LEAF, 12);
  return new Table({
    width: { size: COLUMN, type: WidthType.DXA },
    columnWidths: [COLUMN],
    rows: [
      new TableRow({
        cantSplit: true,
        height: { value: 5040, rule: HeightRule.ATLEAST },
        children: [new TableCell({ children: [new Paragraph({})], borders: { top: border, bottom: border, left: border, right: border } })],
      }),
    ],
  });
}

/**
 * docProps/core.xml with the printables' fixed date: the library stamps the time of packing there, and
 * its options have no date, so the file is given whole (Packer's documented `overrides`).
 */
function coreProperties(title: string) {
  const date = FIXED_DATE.toISOString().replace('.000Z', 'Z');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `<dc:title>${escaped}</dc:title><dc:creator>HealthSprout</dc:creator><cp:lastModifiedBy>HealthSprout</cp:lastModifiedBy>`,
    `<dcterms:created xsi:type="dcterms:W3CDTF">${date}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${date}</dcterms:modified>`,
    '</cp:coreProperties>',
  ].join('');
}

/**
 * Sets every entry's modified time in a zip to the fixed date. The library's zip stamps each entry
 * with the time of packing and takes no date, so the same worksheet would differ on every build.
 * The times sit at fixed places in each central directory record and the local header it points to.
 */
function fixZipDates(zip: Uint8Array): Uint8Array {
  const bytes = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const dosDate = ((FIXED_DATE.getUTCFullYear() - 1980) << 9) | ((FIXED_DATE.getUTCMonth() + 1) << 5) | FIXED_DATE.getUTCDate();
  // The end-of-central-directory record is the last 22 bytes (the library writes no zip comment).
  const end = zip.byteLength - 22;
  if (bytes.getUint32(end, true) !== 0x06054b50) throw new Error('The .docx does not end as a zip file without a comment does.');
  const entries = bytes.getUint16(end + 10, true);
  let record = bytes.getUint32(end + 16, true);
  for (let entry = 0; entry < entries; entry += 1) {
    if (bytes.getUint32(record, true) !== 0x02014b50) throw new Error('Unexpected zip central directory record.');
    const local = bytes.getUint32(record + 42, true);
    for (const at of [record + 12, local + 10]) {
      bytes.setUint16(at, 0, true);
      bytes.setUint16(at + 2, dosDate, true);
    }
    record += 46 + bytes.getUint16(record + 28, true) + bytes.getUint16(record + 30, true) + bytes.getUint16(record + 32, true);
  }
  return zip;
}

/** The category's worksheet as .docx bytes: the same words, meanings, questions and task as the PDF. */
export async function renderWorksheetDocx(category: CategorySlug): Promise<Uint8Array> {
  const content = worksheetContent(category);
  const name = `${content.title} worksheet`;
  const rightTab = [{ type: TabStopType.RIGHT, position: COLUMN }];
  const doc = new Document({
    title: `${name} - HealthSprout`,
    creator: 'HealthSprout',
    styles: { default: { document: { run: { font: 'Arial', size: 24 } } } },
    sections: [
      {
        properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, header: 600, footer: 600 } } },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                tabStops: rightTab,
                border: { bottom: line(LEAF, 12) },
                children: [new TextRun({ text: 'HealthSprout', bold: true, color: LEAF, size: 26 }), new TextRun({ children: [new Tab(), name], color: LEAF, size: 22 })],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: rightTab,
                border: { top: line(LEAF, 8) },
                children: [
                  new TextRun({ text: content.address, color: SOFT, size: 18 }),
                  new TextRun({ children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], bold: true, color: SOFT, size: 20 }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ spacing: { before: 120, after: 240 }, children: [new TextRun({ text: 'Name ______________________________________    Date ____________________', bold: true, color: SOFT, size: 24 })] }),
          text('WORKSHEET', { bold: true, colour: LEAF, spacing: { after: 0 } }),
          text(content.title, { size: 30, bold: true, colour: LEAF_DARK, spacing: { after: 120 } }),
          ...sectionHeading(1, worksheetParts.matching),
          matchingTable(content),
          ...sectionHeading(2, worksheetParts.quiz),
          ...content.questions.flatMap((item, index) => question(index + 1, item)),
          ...sectionHeading(3, worksheetParts.written),
          ...content.written.flatMap((item, index) => writtenQuestion(index + 1, item.question)),
          ...sectionHeading(4, worksheetParts.task),
          text(content.task, { size: 13, keepNext: true, spacing: { after: 160 } }),
          taskBox(),
        ],
      },
    ],
  });
  const packed = await Packer.toBuffer(doc, false, [{ path: 'docProps/core.xml', data: coreProperties(`${name} - HealthSprout`) }]);
  return fixZipDates(new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength));
}
