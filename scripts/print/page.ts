// The printed page every HealthSprout printable shares (guides, worksheets, answer keys): its size,
// margins, line height, colours and fixed date.
import { rgb, type RGB } from 'pdf-lib';

// US Letter, for a US-English site. Everything printed sits at least 48 pt from the sides and
// 36 pt from the top and bottom edges, so a page also prints whole on A4 at actual size (A4 is
// 17 pt narrower and 50 pt taller, and printers cannot print the last few points of the paper).
export const PAGE = { width: 612, height: 792 };
export const MARGIN = 54;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** The green header band: its top edge, and its height. */
export const BAND = { top: PAGE.height - 30, height: 32 };
export const CONTENT_TOP = BAND.top - BAND.height - 22;
/** The footer's rule; its lines of text sit below it, the second one 39 pt above the paper's edge. */
export const FOOTER_RULE = 64;
export const CONTENT_BOTTOM = FOOTER_RULE + 10;
/** Line height, as a multiple of the type size. */
export const LINE = 1.32;
/** Every printable's creation date, so the same content always gives the same bytes. */
export const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** A colour written as "#rrggbb", as pdf-lib draws it. */
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
