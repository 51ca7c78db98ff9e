// Reads a printable back as a reader would, with PDF.js: its text, and where each line sits.
import { expect } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { resolve } from 'node:path';

const standardFontDataUrl = `${resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

export function openPdf(bytes: Uint8Array) {
  return getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl }).promise;
}

/** Each page's text: its items in the order they are drawn, joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** Expects US Letter pages with every line of text where both Letter and A4 paper print it at actual size. */
export async function expectLetterPagesPrintableOnA4(bytes: Uint8Array) {
  const pdf = await openPdf(bytes);
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    expect(page.view).toEqual([0, 0, 612, 792]);
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [size = 0, , , , x = 0, y = 0] = item.transform as number[];
      // At least 48 pt from the sides (A4 is 17 pt narrower), 36 pt from the top and bottom.
      expect(x, item.str).toBeGreaterThanOrEqual(48);
      expect(x + item.width, item.str).toBeLessThanOrEqual(612 - 48);
      expect(y, item.str).toBeGreaterThanOrEqual(36);
      expect(y + size, item.str).toBeLessThanOrEqual(792 - 36);
    }
  }
  await pdf.destroy();
}
