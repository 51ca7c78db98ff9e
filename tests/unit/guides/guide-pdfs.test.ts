import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { guides } from '../../../src/content/guides';
import { guidePictures } from '../../../src/content/guides/guide-types';
import { printedAddress, renderGuide } from '../../../scripts/guides/render-guide';
import { embedFonts, textWidth } from '../../../scripts/print/text';
import { wrapText } from '../../../scripts/print/wrap';
import { emergencyNumbers, poisonLines } from '../../../src/content/help-lines';
import { guideCatalog } from 'virtual:guide-files';
import { expectLetterPagesPrintableOnA4, openPdf, pdfText } from '../print/read-pdf';

/** The regular weight of the font the printables are set in. */
const printFont = async () => (await embedFonts(await PDFDocument.create())).regular;

describe('the twelve guides', () => {
  it('are twelve, four of each kind, with unique slugs', () => {
    expect(guides).toHaveLength(12);
    for (const kind of ['guide', 'infographic', 'reading'] as const) {
      expect(guides.filter((g) => g.kind === kind)).toHaveLength(4);
    }
    expect(new Set(guides.map((g) => g.slug)).size).toBe(12);
    guides.forEach((g) => expect(g.id).toBe(g.slug));
  });

  it('use only characters the PDF font can print and pictures the generator can draw', () => {
    for (const guide of guides) {
      expect(JSON.stringify(guide)).toMatch(/^[\x20-\x7e]*$/);
      for (const page of guide.pages) {
        for (const picture of [page.picture, ...(page.tiles ?? []).map((t) => t.picture)]) {
          if (picture) expect(guidePictures).toContain(picture);
        }
      }
    }
  });

  it('end every item of a bullet list the same way: all with a full stop, or none', () => {
    for (const guide of guides) {
      for (const section of guide.pages.flatMap((page) => page.sections ?? [])) {
        const bullets = section.bullets ?? [];
        const stops = new Set(bullets.map((item) => /[.!?]$/.test(item)));
        expect(stops.size, `${guide.slug}: ${section.heading}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('each name 2 or 3 public https pages they were checked against, and the month they were checked', async () => {
    const font = await printFont();
    for (const guide of guides) {
      expect(guide.sources.length, guide.slug).toBeGreaterThanOrEqual(2);
      expect(guide.sources.length, guide.slug).toBeLessThanOrEqual(3);
      expect(new Set(guide.sources.map((source) => source.url)).size, guide.slug).toBe(guide.sources.length);
      for (const source of guide.sources) {
        expect(source.title.trim(), guide.slug).not.toBe('');
        expect(source.publisher.trim(), guide.slug).not.toBe('');
        expect(source.url, guide.slug).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}(\/\S*)?$/);
        // The printed address is never broken across lines: it fits the text column (504 pt) at 9 pt.
        expect(textWidth(printedAddress(source.url), font, 9), source.url).toBeLessThanOrEqual(504);
      }
      expect(guide.lastChecked, guide.slug).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
    }
  });

  it('show help numbers only in the first-aid guide, which lists every one help-lines.ts has (it imports them)', () => {
    const numbers = [...emergencyNumbers.map((line) => line.number), ...poisonLines.map((line) => line.contact)];
    const firstAid = guides.find((guide) => guide.slug === 'first-aid-basics');
    const text = JSON.stringify(firstAid?.pages);
    for (const line of emergencyNumbers) expect(text).toContain(line.number);
    for (const line of poisonLines) expect(text).toContain(line.contact);
    // Any other guide that names a number would have typed it ("000" inside "100,000" is no number).
    const standalone = (number: string) => new RegExp(`(?<![\\d,])${number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d,])`);
    for (const guide of guides.filter((g) => g !== firstAid)) {
      const words = JSON.stringify(guide.pages);
      for (const number of numbers) expect(words, guide.slug).not.toMatch(standalone(number));
    }
  });

  it('end with a note to talk to a trusted adult, and infographics have a tile page', () => {
    for (const guide of guides) {
      const last = guide.pages.at(-1);
      expect(last?.sections?.some((s) => s.heading === 'Talk to a trusted adult'), guide.slug).toBe(true);
      if (guide.kind === 'infographic') expect(guide.pages.some((p) => (p.tiles?.length ?? 0) >= 4), guide.slug).toBe(true);
    }
  });
});

describe.each(guides.map((guide) => [guide.slug, guide] as const))('the %s PDF', (_slug, guide) => {
  it('parses with PDF.js, has at least two pages, and shows its title and the site name', async () => {
    const pages = await pdfText(await renderGuide(guide));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain(guide.title);
    expect(pages.join(' ')).toContain('Talk to a trusted adult');
    pages.forEach((text) => expect(text).toContain('HealthSprout'));
  });

  it('prints its sources and checked month after its last part, and the checked month on every page', async () => {
    const pages = await pdfText(await renderGuide(guide));
    const last = pages.at(-1) ?? '';
    expect(last).toContain(`Sources (checked ${guide.lastChecked})`);
    for (const source of guide.sources) expect(last).toContain(printedAddress(source.url));
    pages.forEach((text) => expect(text).toContain(`Facts checked ${guide.lastChecked}`));
  });

  it('is listed with its real size, page count and page size', async () => {
    const bytes = await renderGuide(guide);
    const listed = guideCatalog.find((item) => item.slug === guide.slug);
    const pdf = await openPdf(bytes);
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect(listed).toMatchObject({ bytes: bytes.length, pages: pdf.numPages, pageWidth: width, pageHeight: height });
    await pdf.destroy();
  });

  it('is US Letter, with every line of text where both Letter and A4 paper print it at actual size', async () => {
    await expectLetterPagesPrintableOnA4(await renderGuide(guide));
  });

  it('comes out the same every time', async () => {
    expect(Buffer.from(await renderGuide(guide)).equals(Buffer.from(await renderGuide(guide)))).toBe(true);
  });
});

describe('wrapText', () => {
  it('keeps every line within the width and loses no word', async () => {
    const font = await printFont();
    const text = 'Wash your hands with soap and water for at least twenty seconds, then dry them well.';
    const lines = wrapText(text, font, 15, 160);
    expect(lines.length).toBeGreaterThan(1);
    lines.forEach((line) => expect(font.widthOfTextAtSize(line, 15)).toBeLessThanOrEqual(160));
    expect(lines.join(' ')).toBe(text);
  });

  it('measures lines as they are drawn (without kerning), and leaves no word alone on a last line when asked', async () => {
    // "AVA" is a pair the font would kern; the width PDF.js reads back is the one drawn.
    const doc = await PDFDocument.create();
    const { regular: font } = await embedFonts(doc);
    doc.addPage().drawText('AVA', { x: 50, y: 50, size: 15, font });
    const pdf = await openPdf(await doc.save());
    const [drawn] = (await (await pdf.getPage(1)).getTextContent()).items;
    expect(drawn && 'width' in drawn ? drawn.width : 0).toBeCloseTo(textWidth('AVA', font, 15), 6);
    await pdf.destroy();
    const text = 'Your immune system is a team of cells that finds and fights germs in your body.';
    expect(wrapText(text, font, 15, 260).at(-1)).toBe('body.');
    const lines = wrapText(text, font, 15, 260, 'no-widow');
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toBe('your body.');
    lines.forEach((line) => expect(textWidth(line, font, 15)).toBeLessThanOrEqual(260));
    expect(lines.join(' ')).toBe(text);
  });
});
