// The printables' typeface, and how text is checked, measured and drawn in it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { withoutHinting } from './font-file.ts';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

// Liberation Sans (SIL Open Font License, which allows embedding it in documents; the licence is
// LICENSE_LIBERATION beside the files) has the same letter widths as Helvetica, which the
// printables were first laid out in, and it has every Latin letter Spanish needs. PDF.js ships it.
const fontFile = (name: string) => withoutHinting(readFileSync(createRequire(import.meta.url).resolve(`pdfjs-dist/standard_fonts/${name}`)));
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;

/**
 * Embeds the two weights in `doc`, each cut down to the letters the document uses (a printable
 * then carries 10 to 15 KB of font, not the 140 KB of each file). The text stays text: each letter
 * is mapped back to its character, so it can be searched, copied and read aloud.
 */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  fontFiles ??= { regular: fontFile('LiberationSans-Regular.ttf'), bold: fontFile('LiberationSans-Bold.ttf') };
  doc.registerFontkit(fontkit);
  return {
    regular: await doc.embedFont(fontFiles.regular, { subset: true }),
    bold: await doc.embedFont(fontFiles.bold, { subset: true }),
  };
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** The characters of `text` that `font` has no letter for (a font draws those as a blank or a box). */
export function missingCharacters(text: string, font: PDFFont): string[] {
  let drawable = characterSets.get(font);
  if (!drawable) characterSets.set(font, (drawable = new Set(font.getCharacterSet())));
  return [...new Set(text.normalize('NFC'))].filter((character) => !drawable.has(character.codePointAt(0) ?? 0));
}

/**
 * The text as it is printed: accents joined to their letters (NFC: "e" + "◌́" is the font's "é").
 * A character the font cannot draw stops the build with its name, never prints as a blank.
 */
export function printableText(text: string, font: PDFFont): string {
  const missing = missingCharacters(text, font);
  if (missing.length > 0) {
    const named = missing.map((character) => `"${character}" (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`);
    throw new Error(`The print font cannot draw ${named.join(', ')}, in: "${text}"`);
  }
  return text.normalize('NFC');
}

const glyphWidths = new WeakMap<PDFFont, Map<string, number>>();
/**
 * How wide `text` is drawn: the sum of its characters' widths. pdf-lib draws no kerning and the
 * font has no ligatures, so that sum is the drawn width; the widths are kept, as wrapping a
 * paragraph measures the same letters many times.
 */
export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = glyphWidths.get(font);
  if (!widths) glyphWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const character of text.normalize('NFC')) {
    let width = widths.get(character);
    if (width === undefined) widths.set(character, (width = font.widthOfTextAtSize(character, 1000)));
    total += width;
  }
  return (total * size) / 1000;
}

/** Draws one line of text with its baseline at `y`, after checking the font can draw all of it. */
export function drawText(page: PDFPage, text: string, { x, y, size, font, colour }: { x: number; y: number; size: number; font: PDFFont; colour: RGB }) {
  page.drawText(printableText(text, font), { x, y, size, font, color: colour });
}
