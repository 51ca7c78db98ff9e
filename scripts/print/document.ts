// A printable PDF: its metadata and fonts, the green band at the top of each page and the footer
// at the bottom, and its bytes.
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { BAND, CONTENT_WIDTH, FIXED_DATE, FOOTER_RULE, MARGIN, colours } from './page.ts';
import { drawText, embedFonts, textWidth, type Fonts } from './text.ts';

/** The languages a printable can be written in; the layout's own words (the page numbers) follow it. */
export type PrintLanguage = 'en' | 'es';

const pageNumber: Record<PrintLanguage, (page: number, pages: number) => string> = {
  en: (page, pages) => `Page ${page} of ${pages}`,
  es: (page, pages) => `Página ${page} de ${pages}`,
};

export interface PrintDocument {
  pdf: PDFDocument;
  fonts: Fonts;
  language: PrintLanguage;
}

/** A new printable with the site's metadata, a fixed date (the same content always gives the same bytes) and the fonts. */
export async function createPrintDocument({ title, subject, creator, language }: { title: string; subject: string; creator: string; language: PrintLanguage }): Promise<PrintDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${title} - HealthSprout`, { showInWindowTitleBar: true });
  pdf.setAuthor('HealthSprout');
  pdf.setSubject(subject);
  pdf.setLanguage(language);
  pdf.setCreator(creator);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  return { pdf, fonts: await embedFonts(pdf), language };
}

/** The green band at the top of every page: the site's name on the left, `title` on the right. */
export function drawBand(page: PDFPage, fonts: Fonts, title: string) {
  const [width, height] = [CONTENT_WIDTH, BAND.height];
  // A rounded band inside the margins, so no printer trims it.
  const r = 8;
  const band = `M ${r} 0 H ${width - r} A ${r} ${r} 0 0 1 ${width} ${r} V ${height - r} A ${r} ${r} 0 0 1 ${width - r} ${height} H ${r} A ${r} ${r} 0 0 1 0 ${height - r} V ${r} A ${r} ${r} 0 0 1 ${r} 0 Z`;
  page.drawSvgPath(band, { x: MARGIN, y: BAND.top, color: colours.leaf });
  const middle = BAND.top - BAND.height / 2;
  drawText(page, 'HealthSprout', { x: MARGIN + 14, y: middle - 5, size: 14, font: fonts.bold, colour: colours.white });
  drawText(page, title, { x: MARGIN + CONTENT_WIDTH - 14 - textWidth(title, fonts.regular, 12), y: middle - 4.5, size: 12, font: fonts.regular, colour: colours.white });
}

/** The footer on every page: a rule, `lines` of small print under it, and the page number on the right. */
export function drawFooters({ pdf, fonts, language }: PrintDocument, lines: string[]) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: FOOTER_RULE }, end: { x: MARGIN + CONTENT_WIDTH, y: FOOTER_RULE }, thickness: 1, color: colours.leaf });
    lines.forEach((line, row) => drawText(page, line, { x: MARGIN, y: FOOTER_RULE - 14 - 11 * row, size: 9, font: fonts.regular, colour: colours.soft }));
    const number = pageNumber[language](index + 1, pages.length);
    drawText(page, number, { x: MARGIN + CONTENT_WIDTH - textWidth(number, fonts.bold, 10), y: FOOTER_RULE - 14, size: 10, font: fonts.bold, colour: colours.soft });
  });
}

/** The printable's bytes, with a plain cross-reference table (no object streams), which every PDF reader opens. */
export const savePrintDocument = ({ pdf }: PrintDocument) => pdf.save({ useObjectStreams: false });
