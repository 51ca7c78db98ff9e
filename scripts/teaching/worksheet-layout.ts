// The worksheet's own pieces, drawn with the shared print layout (scripts/print): numbered section
// headings, the name line, the matching rows, quiz questions and lines to write on.
import type { PDFPage } from 'pdf-lib';
import { beside, mark, paragraph, spacer, stack, type Block } from '../print/blocks.ts';
import { CONTENT_WIDTH, MARGIN, colours } from '../print/page.ts';
import type { Sheets } from '../print/sheets.ts';
import { drawText, textWidth, type Fonts } from '../print/text.ts';
import { WRITING_LINES, type Letter, type WorksheetContent } from './worksheet-content.ts';

/** Room at the right of a question for the child's answer. */
const ANSWER_ROOM = 112;
/** How far a question's text sits in from its number. */
export const INDENT = 24;
const WORD_COLUMN = 196;
const BOX = 26;

/** A section's heading: its number in a green circle, as on the guides' tiles, and what to do. */
export function sectionHeading(fonts: Fonts, number: number, heading: string, instruction: string): Block {
  const text = paragraph(fonts, heading, MARGIN + 32, CONTENT_WIDTH - 32, { size: 18, bold: true, colour: colours.leafDark, wrap: 'balance' });
  const help = paragraph(fonts, instruction, MARGIN + 32, CONTENT_WIDTH - 32, { size: 12, colour: colours.soft });
  const label = String(number);
  const circle = mark((page, top) => {
    page.drawCircle({ x: MARGIN + 12, y: top - 12, size: 12, color: colours.leaf });
    drawText(page, label, { x: MARGIN + 12 - textWidth(label, fonts.bold, 14) / 2, y: top - 17, size: 14, font: fonts.bold, colour: colours.white });
  });
  return stack([beside([circle, text]), spacer(2), help, spacer(10)]);
}

/** The kind of printable, small and green, over the category's title. */
export function titleBlock(fonts: Fonts, kind: string, title: string): Block {
  return stack([
    paragraph(fonts, kind.toUpperCase(), MARGIN, CONTENT_WIDTH, { size: 12, bold: true, colour: colours.leaf }),
    paragraph(fonts, title, MARGIN, CONTENT_WIDTH, { size: 30, bold: true, colour: colours.leafDark, wrap: 'balance' }),
    spacer(14),
  ]);
}

/** A section's heading, kept on the same sheet as its first item, then its items. */
export function placeSection(sheets: Sheets, heading: Block, items: Block[]) {
  sheets.place(heading, items[0]?.height ?? 0);
  items.forEach((item) => sheets.place(item));
  sheets.gap(8);
}

/** Lines to write one's name and the date on, at the top of a sheet to hand in. */
export function nameLine(fonts: Fonts): Block {
  const field = (page: PDFPage, top: number, label: string, from: number, to: number) => {
    drawText(page, label, { x: from, y: top - 14, size: 12, font: fonts.bold, colour: colours.soft });
    const start = from + textWidth(label, fonts.bold, 12) + 6;
    page.drawLine({ start: { x: start, y: top - 16 }, end: { x: to, y: top - 16 }, thickness: 1, color: colours.soft });
  };
  return {
    height: 34,
    draw: (page, top) => {
      field(page, top, 'Name', MARGIN, MARGIN + 330);
      field(page, top, 'Date', MARGIN + 350, MARGIN + CONTENT_WIDTH);
    },
  };
}

/**
 * One row of the matching section: a box and a word on the left, a lettered meaning on the right.
 * On the worksheet the box is empty and the meaning is the row's own; on the key the box holds the
 * word's letter and the meaning is that word's.
 */
export function matchRow(fonts: Fonts, term: string, meaning: { letter: Letter; meaning: string }, filled: boolean): Block {
  const word = paragraph(fonts, term, MARGIN + BOX + 12, WORD_COLUMN - BOX - 22, { size: 14, bold: true, wrap: 'balance' });
  const meaningX = MARGIN + WORD_COLUMN;
  const letterLabel = mark((page, top) => drawText(page, `${meaning.letter}.`, { x: meaningX, y: top - 12, size: 12, font: fonts.bold, colour: colours.leafDark }));
  const text = beside([letterLabel, paragraph(fonts, meaning.meaning, meaningX + 18, CONTENT_WIDTH - WORD_COLUMN - 18, { size: 12 })]);
  // How far below the row's top a text starts so that its first line's letters centre on the box:
  // that line's baseline sits a third of the type size below the box's middle.
  const lead = (size: number) => BOX / 2 + size / 3 - size;
  const height = Math.max(BOX, lead(14) + word.height, lead(12) + text.height) + 12;
  return {
    height,
    draw: (page, top) => {
      page.drawRectangle({ x: MARGIN + 1, y: top - BOX, width: BOX, height: BOX, borderColor: colours.leaf, borderWidth: 1.5, color: filled ? colours.sun : undefined });
      if (filled) {
        const width = textWidth(meaning.letter, fonts.bold, 16);
        drawText(page, meaning.letter, { x: MARGIN + 1 + (BOX - width) / 2, y: top - BOX / 2 - 5.6, size: 16, font: fonts.bold, colour: colours.leafDark });
      }
      word.draw(page, top - lead(14));
      text.draw(page, top - lead(12));
      page.drawLine({ start: { x: MARGIN, y: top - height + 6 }, end: { x: MARGIN + CONTENT_WIDTH, y: top - height + 6 }, thickness: 0.75, color: colours.leafLight });
    },
  };
}

/** A question's number, hanging to the left of its text. */
export function numbered(fonts: Fonts, number: number, text: Block): Block {
  const label = mark((page, top) => drawText(page, `${number}.`, { x: MARGIN, y: top - 13, size: 13, font: fonts.bold, colour: colours.leafDark }));
  return beside([label, text]);
}

/** A quiz question with its lettered choices (two columns when every choice fits on one line of one) and a line for the answer. */
export function questionBlock(fonts: Fonts, number: number, question: WorksheetContent['questions'][number]): Block {
  const text = paragraph(fonts, question.question, MARGIN + INDENT, CONTENT_WIDTH - INDENT - ANSWER_ROOM, { size: 13 });
  const answer = mark((page, top) => {
    const x = MARGIN + CONTENT_WIDTH - ANSWER_ROOM + 20;
    drawText(page, 'Answer', { x, y: top - 13, size: 11, font: fonts.regular, colour: colours.soft });
    page.drawLine({ start: { x: x + 44, y: top - 15 }, end: { x: MARGIN + CONTENT_WIDTH, y: top - 15 }, thickness: 1, color: colours.soft });
  });
  const choices = question.choices.map((choice) => `${choice.letter}. ${choice.text}`);
  const gap = 16;
  const half = (CONTENT_WIDTH - INDENT - gap) / 2;
  const x = MARGIN + INDENT;
  const rows = choices.every((choice) => textWidth(choice, fonts.regular, 12) <= half)
    ? [0, 2].map((first) => beside([paragraph(fonts, choices[first] ?? '', x, half, { size: 12 }), paragraph(fonts, choices[first + 1] ?? '', x + half + gap, half, { size: 12 })]))
    : choices.map((choice) => paragraph(fonts, choice, x, CONTENT_WIDTH - INDENT, { size: 12 }));
  return stack([beside([numbered(fonts, number, text), answer]), spacer(5), stack(rows, 2), spacer(16)]);
}

/** A written question and the ruled lines to answer it on. */
export function writtenBlock(fonts: Fonts, number: number, question: string): Block {
  const gap = 26;
  const lines: Block = {
    height: WRITING_LINES * gap,
    draw: (page, top) => {
      for (let line = 1; line <= WRITING_LINES; line += 1) {
        const y = top - line * gap;
        page.drawLine({ start: { x: MARGIN + INDENT, y }, end: { x: MARGIN + CONTENT_WIDTH, y }, thickness: 0.75, color: colours.soft });
      }
    },
  };
  return stack([numbered(fonts, number, paragraph(fonts, question, MARGIN + INDENT, CONTENT_WIDTH - INDENT, { size: 13 })), lines, spacer(14)]);
}
