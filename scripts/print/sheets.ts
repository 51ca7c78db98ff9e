// The paginator: lays a printable's content down its pages, top to bottom, and starts a new page
// (with its band) where the next piece does not fit.
import type { PDFPage } from 'pdf-lib';
import { beside, paragraph, spacer, type Block, type TextStyle } from './blocks.ts';
import { drawBand, type PrintDocument } from './document.ts';
import { CONTENT_BOTTOM, CONTENT_TOP, CONTENT_WIDTH, LINE, MARGIN, PAGE } from './page.ts';

/** Where a paragraph sits in the column: how far in from the left and right margins. */
export interface ColumnPlace {
  indent?: number;
  rightIndent?: number;
}

/**
 * Content goes down in pieces that are never split: blocks (whose height is known) or drawing
 * steps, which `measure` runs once without drawing to learn how far down they reach. A piece
 * starts a new page when it does not fit below what is already there.
 */
export class Sheets {
  page!: PDFPage;
  y = 0;
  /** Measuring: moves `y` as drawing would, but draws nothing. */
  private dry = false;
  /** Something at the top right of the column (a picture): lines beside it are narrower. */
  private float: { bottom: number; width: number } | null = null;

  constructor(
    private document: PrintDocument,
    private bandTitle: string,
  ) {
    this.newPage();
  }

  get fonts() {
    return this.document.fonts;
  }

  /** False while measuring. */
  get drawing() {
    return !this.dry;
  }

  get atTop() {
    return this.y === CONTENT_TOP;
  }

  /** How much room is left above the footer. */
  get room() {
    return this.y - CONTENT_BOTTOM;
  }

  newPage() {
    this.page = this.document.pdf.addPage([PAGE.width, PAGE.height]);
    drawBand(this.page, this.document.fonts, this.bandTitle);
    this.y = CONTENT_TOP;
    this.float = null;
  }

  /** How far down `draw` would reach from here (a float included), drawing nothing. */
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

  /** Runs `draw` where it fits whole: here, or on a new page. */
  keep(draw: () => void) {
    this.ensure(this.measure(draw));
    draw();
  }

  /** Draws `block` here, or on a new page when it (and the `keepWith` points that must follow it) do not fit. */
  place(block: Block, keepWith = 0) {
    this.ensure(block.height + keepWith);
    if (!this.dry) block.draw(this.page, this.y);
    this.y -= block.height;
  }

  gap(height: number) {
    this.y -= height;
  }

  /** Puts something `size` points square at the top right of the column; the lines beside it are made narrower. */
  floatRight(size: number, draw: (page: PDFPage, x: number, top: number) => void) {
    if (!this.dry) draw(this.page, MARGIN + CONTENT_WIDTH - size, this.y);
    this.float = { bottom: this.y - size - 8, width: size + 18 };
  }

  /** Moves below a float, for content that needs the full width. */
  clearFloat() {
    if (this.float && this.y > this.float.bottom) this.y = this.float.bottom;
    this.float = null;
  }

  /** `text` as a paragraph starting here: each line as wide as the column leaves it, beside a float or not. */
  private paragraphHere(text: string, style: TextStyle, { indent = 0, rightIndent = 0 }: ColumnPlace = {}): Block {
    const { y: top, float } = this;
    const widthOf = (line: number) => {
      const besideFloat = float !== null && top - line * style.size * LINE - 2 > float.bottom;
      return CONTENT_WIDTH - indent - Math.max(rightIndent, besideFloat ? float.width : 0);
    };
    return paragraph(this.document.fonts, text, MARGIN + indent, widthOf, style);
  }

  /**
   * Places `text` here (or at the top of a new page), with `mark` (a bullet's dot) drawn from the
   * same top, then leaves `gapAfter` points.
   */
  text(text: string, style: TextStyle & ColumnPlace & { gapAfter?: number; mark?: Block }) {
    const block = () => beside([style.mark ?? spacer(0), this.paragraphHere(text, style, style)]);
    const page = this.page;
    let lines = block();
    this.ensure(lines.height);
    // On a new page no float narrows the lines: the text is wrapped again for the full column.
    if (this.page !== page) lines = block();
    this.place(lines);
    this.gap(style.gapAfter ?? 0);
  }
}
