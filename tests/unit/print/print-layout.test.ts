import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { beside, mark, paragraph, spacer, stack } from '../../../scripts/print/blocks';
import { createPrintDocument, drawFooters, savePrintDocument } from '../../../scripts/print/document';
import { withoutHinting } from '../../../scripts/print/font-file';
import { CONTENT_WIDTH, MARGIN, colours } from '../../../scripts/print/page';
import { Sheets } from '../../../scripts/print/sheets';
import { expectLetterPagesPrintableOnA4, pdfText } from './read-pdf';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

// Spanish with every accented letter and both opening marks: á é í ó ú ñ ü ¿ ¡ (and Í, Ó capitals).
const spanish = {
  band: 'Guía: El corazón',
  kind: 'GUÍA IMPRIMIBLE',
  heading: '¿Qué hace el corazón?',
  paragraph: '¡Tu corazón late más de cien mil veces al día! Es un músculo del tamaño de tu puño que bombea sangre por todo el cuerpo, también cuando duermes.',
  bullets: ['El pingüino y el búho también tienen corazón.', 'Un niño que corre cada día tiene un corazón más fuerte.'],
  footer: 'De HealthSprout, un sitio de salud gratis para niños y niñas.',
};

const newDocument = (language: 'en' | 'es' = 'es') => createPrintDocument({ title: spanish.band, subject: spanish.heading, creator: 'print layout test', language });

/** A page as a guide lays it out: a picture at the top right with lines beside it, a heading, a paragraph, bullets. */
async function guideLikePage() {
  const document = await newDocument();
  const sheets = new Sheets(document, spanish.band);
  sheets.floatRight(84, (page, x, top) => page.drawCircle({ x: x + 42, y: top - 42, size: 40, color: colours.leafLight }));
  sheets.text(spanish.kind, { size: 12, bold: true, colour: colours.leaf, gapAfter: 4 });
  sheets.text(spanish.heading, { size: 24, bold: true, colour: colours.leafDark, gapAfter: 6, wrap: 'balance' });
  sheets.text(spanish.paragraph, { size: 15, gapAfter: 8 });
  for (const item of spanish.bullets) {
    const dot = mark((page, top) => page.drawCircle({ x: MARGIN + 8, y: top - 10.5, size: 3.2, color: colours.leaf }));
    sheets.text(item, { size: 15, indent: 22, gapAfter: 3, mark: dot });
  }
  drawFooters(document, [spanish.footer]);
  return savePrintDocument(document);
}

const worksheet = {
  title: 'Ficha: El cuerpo humano',
  section: 'Une cada palabra con su significado',
  rows: [
    ['corazón', 'A. El órgano que bombea la sangre por el cuerpo.'],
    ['pulmón', 'B. El órgano que lleva el aire al cuerpo cuando respiras.'],
  ],
  question: '¿Cuántas veces late el corazón de un niño en un minuto?',
  choices: ['A. Unas diez', 'B. Unas ochenta', 'C. Unas mil', 'D. Ninguna'],
  address: 'HealthSprout · /es/enseñar/cuerpo',
};

/** A page as a worksheet lays it out: blocks that are never split, side by side and one under another. */
async function worksheetLikePage() {
  const document = await newDocument();
  const { fonts } = document;
  const sheets = new Sheets(document, worksheet.title);
  const rows = worksheet.rows.map(([word = '', meaning = '']) =>
    beside([paragraph(fonts, word, MARGIN, 150, { size: 14, bold: true }), paragraph(fonts, meaning, MARGIN + 170, CONTENT_WIDTH - 170, { size: 12 })]),
  );
  sheets.place(paragraph(fonts, worksheet.section, MARGIN, CONTENT_WIDTH, { size: 18, bold: true, colour: colours.leafDark }), rows[0]?.height ?? 0);
  for (const row of rows) sheets.place(stack([row, spacer(12)]));
  const half = (CONTENT_WIDTH - 16) / 2;
  const choices = [0, 2].map((first) =>
    beside(
      [first, first + 1].map((index, column) => paragraph(fonts, worksheet.choices[index] ?? '', MARGIN + column * (half + 16), half, { size: 12 })),
    ),
  );
  sheets.place(stack([paragraph(fonts, worksheet.question, MARGIN, CONTENT_WIDTH, { size: 13 }), spacer(5), stack(choices, 2)]));
  drawFooters(document, [worksheet.address]);
  return savePrintDocument(document);
}

describe('the print layout', () => {
  it('prints a guide-like page in Spanish that reads back exactly', async () => {
    const bytes = await guideLikePage();
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(1);
    expect(squash(pages[0] ?? '')).toBe(
      ['HealthSprout', spanish.band, spanish.kind, spanish.heading, spanish.paragraph, ...spanish.bullets, spanish.footer, 'Página 1 de 1'].join(' '),
    );
    await expectLetterPagesPrintableOnA4(bytes);
  });

  it('prints a worksheet-like page in Spanish that reads back exactly', async () => {
    const bytes = await worksheetLikePage();
    const pages = await pdfText(bytes);
    expect(squash(pages[0] ?? '')).toBe(
      ['HealthSprout', worksheet.title, worksheet.section, ...worksheet.rows.flat(), worksheet.question, ...worksheet.choices, worksheet.address, 'Página 1 de 1'].join(' '),
    );
    await expectLetterPagesPrintableOnA4(bytes);
  });

  it('embeds only the letters a printable uses, so a page of text stays small', async () => {
    // The two font files are 276 KB together; a page carries its letters only.
    expect((await guideLikePage()).length).toBeLessThan(20 * 1024);
  });

  it('comes out the same every time', async () => {
    expect(Buffer.from(await worksheetLikePage()).equals(Buffer.from(await worksheetLikePage()))).toBe(true);
  });

  it('prints an accent typed as a separate mark as the one accented letter', async () => {
    const document = await newDocument();
    new Sheets(document, 'Corazo\u0301n').text('El corazo\u0301n late.', { size: 15 });
    const [page] = await pdfText(await savePrintDocument(document));
    expect(squash(page ?? '')).toBe('HealthSprout Corazón El corazón late.');
  });

  it('stops with the name of a character the font cannot draw, never printing a blank', async () => {
    const document = await newDocument();
    const sheets = new Sheets(document, spanish.band);
    expect(() => sheets.text('Lávate las manos 🧼 con jabón', { size: 15 })).toThrow('The print font cannot draw "🧼" (U+1F9FC), in: "Lávate las manos 🧼 con jabón"');
    expect(() => paragraph(document.fonts, '心臓', MARGIN, CONTENT_WIDTH, { size: 12, bold: true })).toThrow('The print font cannot draw "心" (U+5FC3), "臓" (U+81D3), in: "心臓"');
    expect(() => drawFooters(document, ['Hecho ✓'])).toThrow('The print font cannot draw "✓" (U+2713), in: "Hecho ✓"');
  });

  it('numbers the pages in the printable’s language', async () => {
    const document = await newDocument('en');
    new Sheets(document, 'Heart');
    drawFooters(document, []);
    expect(squash((await pdfText(await savePrintDocument(document)))[0] ?? '')).toBe('HealthSprout Heart Page 1 of 1');
  });
});

describe('the print font without its hinting', () => {
  const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`pdfjs-dist/standard_fonts/${name}`));
  /** The tags of a font file's tables, from its table directory. */
  const tables = (font: Uint8Array) => {
    const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
    return Array.from({ length: view.getUint16(4) }, (_, index) => String.fromCharCode(...font.subarray(12 + 16 * index, 16 + 16 * index)));
  };

  it.each(['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'])('%s keeps every letter’s outline and width', (name) => {
    const hintedFile = fontFile(name);
    const plainFile = withoutHinting(hintedFile);
    const hinted = fontkit.create(hintedFile);
    const plain = fontkit.create(plainFile);
    expect(plain.numGlyphs).toBe(hinted.numGlyphs);
    expect(plain.characterSet).toEqual(hinted.characterSet);
    for (let id = 0; id < hinted.numGlyphs; id += 1) {
      expect(plain.getGlyph(id).path.toSVG(), `letter ${id}`).toBe(hinted.getGlyph(id).path.toSVG());
      expect(plain.getGlyph(id).advanceWidth, `letter ${id}`).toBe(hinted.getGlyph(id).advanceWidth);
    }
    expect(tables(hintedFile)).toEqual(expect.arrayContaining(['fpgm', 'prep', 'cvt ']));
    expect(tables(plainFile).filter((tag) => ['fpgm', 'prep', 'cvt '].includes(tag))).toEqual([]);
    // The hinting was about half of the file.
    expect(plainFile.length).toBeLessThan(hintedFile.length * 0.55);
    expect(withoutHinting(plainFile)).toEqual(plainFile);
  });
});
