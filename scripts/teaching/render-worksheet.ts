// Renders a category's worksheet and its answer key as PDFs, in the printable guides' layout (US
// Letter that also prints on A4). Both are made from the site's own quiz, glossary and teacher
// guide (its written questions on the lesson's goals and its task) at build time, through
// `worksheetContent`, which the .docx worksheet uses too.
import { categories } from '../../src/content/categories/index.ts';
import { glossary } from '../../src/content/glossary/index.ts';
import { quizzes } from '../../src/content/quizzes/index.ts';
import type { CategorySlug } from '../../src/content/schemas.ts';
import { teacherGuides, teachLink } from '../../src/content/teaching/index.ts';
import { CONTENT_WIDTH, MARGIN, colours, textWidth, type Fonts } from '../guides/render-guide.ts';
import { Sheets, beside, drawFooters, nameLine, paragraph, printable, printableDocument, sectionHeading, spacer, stack, titleBlock, type Block } from './worksheet-layout.ts';

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Letter = (typeof LETTERS)[number];

/** Everything a worksheet and its answer key print, in the order they print it. */
export interface WorksheetContent {
  category: CategorySlug;
  /** The category's title, e.g. "Nutrition & Diet". */
  title: string;
  /** Where the printable comes from, in every footer. */
  address: string;
  /** The words to match, in the teacher guide's order, each with the letter of its meaning. */
  words: { term: string; answer: Letter }[];
  /** The meanings, lettered A, B, C... in their printed (shuffled) order. */
  meanings: { letter: Letter; meaning: string }[];
  /** The quiz's five questions, without their emoji (the PDF fonts have none). */
  questions: { question: string; choices: { letter: Letter; text: string }[]; answer: Letter; explanation: string }[];
  /** The guide's short written questions on the lesson's goals, each with what a good answer says (for the key). */
  written: { question: string; lookFor: string }[];
  task: string;
}

/** The worksheet's three parts, as both the PDF and the .docx head them. */
export const worksheetParts = {
  matching: { heading: 'Match each word to its meaning', instruction: 'Write the letter of the right meaning in the box next to each word.' },
  quiz: { heading: 'Answer the quiz questions', instruction: 'Write the letter of the best answer on the line.' },
  written: { heading: 'Explain in your own words', instruction: 'Write your answer on the lines under each question.' },
  task: { heading: 'Your turn', instruction: 'Write or draw your answer in the box.' },
};

/** How many lines the worksheet gives each written answer. */
export const WRITING_LINES = 3;

/** FNV-1a: a fixed number for a piece of text, so the meanings come out in the same order every build. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) value = Math.imul(value ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return value;
}

/** Which word's meaning each printed row holds: a fixed shuffle where no meaning sits level with its own word. */
export function meaningOrder(category: CategorySlug, wordIds: readonly string[]): number[] {
  const order = wordIds.map((_, index) => index).sort((a, b) => hash(`${category}:${wordIds[a]}`) - hash(`${category}:${wordIds[b]}`));
  // A meaning level with its own word gives its answer away: it swaps with a neighbour, which
  // leaves neither of the two level with its own word.
  order.forEach((word, row) => {
    if (word !== row) return;
    const other = row + 1 < order.length ? row + 1 : row - 1;
    [order[row], order[other]] = [order[other] ?? word, word];
  });
  return order;
}

const letter = (index: number): Letter => {
  const value = LETTERS[index];
  if (!value) throw new Error(`No letter for item ${index + 1}: a worksheet lists at most ${LETTERS.length}.`);
  return value;
};

/** The category's worksheet content, read from its teacher guide, glossary words and quiz. */
export function worksheetContent(category: CategorySlug): WorksheetContent {
  const guide = teacherGuides[category];
  const entries = guide.worksheetWords.map((id) => {
    const entry = glossary.find((item) => item.id === id);
    if (!entry) throw new Error(`The ${category} worksheet names "${id}", which is not in the glossary.`);
    return entry;
  });
  const order = meaningOrder(category, guide.worksheetWords);
  return {
    category,
    title: categories.find((item) => item.slug === category)?.title ?? category,
    // The site has no public address yet (docs/decisions.md, "The site's name and its people"),
    // so the footer names the site and the page's path on it.
    address: `HealthSprout · ${teachLink(category)}`,
    words: entries.map((entry, index) => ({ term: entry.term, answer: letter(order.indexOf(index)) })),
    meanings: order.map((word, row) => ({ letter: letter(row), meaning: entries[word]?.definition ?? '' })),
    questions: quizzes[category].map((quiz) => ({
      question: quiz.question,
      choices: quiz.choices.map((text, index) => ({ letter: letter(index), text })),
      answer: letter(quiz.correctIndex),
      explanation: quiz.explanation,
    })),
    written: guide.worksheetQuestions.map(({ question, lookFor }) => ({ question, lookFor })),
    task: guide.worksheetTask,
  };
}

const WORD_COLUMN = 196;
const BOX = 26;

/**
 * One row of the matching section: a box and a word on the left, a lettered meaning on the right.
 * On the worksheet the box is empty and the meaning is the row's own; on the key the box holds the
 * word's letter and the meaning is that word's.
 */
function matchRow(fonts: Fonts, term: string, meaning: { letter: Letter; meaning: string }, filled: boolean): Block {
  const word = paragraph(fonts, term, MARGIN + BOX + 12, WORD_COLUMN - BOX - 22, { size: 14, bold: true, wrap: 'balance' });
  const meaningX = MARGIN + WORD_COLUMN;
  const letterLabel: Block = {
    height: 0,
    draw: (page, top) => page.drawText(`${meaning.letter}.`, { x: meaningX, y: top - 12, size: 12, font: fonts.bold, color: colours.leafDark }),
  };
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
        page.drawText(meaning.letter, { x: MARGIN + 1 + (BOX - width) / 2, y: top - BOX / 2 - 5.6, size: 16, font: fonts.bold, color: colours.leafDark });
      }
      word.draw(page, top - lead(14));
      text.draw(page, top - lead(12));
      page.drawLine({ start: { x: MARGIN, y: top - height + 6 }, end: { x: MARGIN + CONTENT_WIDTH, y: top - height + 6 }, thickness: 0.75, color: colours.leafLight });
    },
  };
}

/** Room at the right of a question for the child's answer. */
const ANSWER_ROOM = 112;
const INDENT = 24;

/** A question's number, hanging to the left of its text. */
function numbered(fonts: Fonts, number: number, text: Block): Block {
  const label: Block = {
    height: 0,
    draw: (page, top) => page.drawText(`${number}.`, { x: MARGIN, y: top - 13, size: 13, font: fonts.bold, color: colours.leafDark }),
  };
  return beside([label, text]);
}

/** A quiz question with its lettered choices (two columns when every choice fits on one line of one) and a line for the answer. */
function questionBlock(fonts: Fonts, number: number, question: WorksheetContent['questions'][number]): Block {
  const text = paragraph(fonts, question.question, MARGIN + INDENT, CONTENT_WIDTH - INDENT - ANSWER_ROOM, { size: 13 });
  const answer: Block = {
    height: 0,
    draw: (page, top) => {
      const x = MARGIN + CONTENT_WIDTH - ANSWER_ROOM + 20;
      page.drawText('Answer', { x, y: top - 13, size: 11, font: fonts.regular, color: colours.soft });
      page.drawLine({ start: { x: x + 44, y: top - 15 }, end: { x: MARGIN + CONTENT_WIDTH, y: top - 15 }, thickness: 1, color: colours.soft });
    },
  };
  const choices = question.choices.map((choice) => `${choice.letter}. ${choice.text}`);
  const gap = 16;
  const half = (CONTENT_WIDTH - INDENT - gap) / 2;
  const x = MARGIN + INDENT;
  const rows = choices.every((choice) => textWidth(printable(choice, fonts.regular), fonts.regular, 12) <= half)
    ? [0, 2].map((first) => beside([paragraph(fonts, choices[first] ?? '', x, half, { size: 12 }), paragraph(fonts, choices[first + 1] ?? '', x + half + gap, half, { size: 12 })]))
    : choices.map((choice) => paragraph(fonts, choice, x, CONTENT_WIDTH - INDENT, { size: 12 }));
  return stack([beside([numbered(fonts, number, text), answer]), spacer(5), stack(rows, 2), spacer(16)]);
}

/** A written question and the ruled lines to answer it on. */
function writtenBlock(fonts: Fonts, number: number, question: string): Block {
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

/** A section's heading, kept on the same sheet as its first item, then its items. */
function placeSection(sheets: Sheets, heading: Block, items: Block[]) {
  sheets.place(heading, items[0]?.height ?? 0);
  items.forEach((item) => sheets.place(item));
  sheets.gap(8);
}

/** The category's worksheet as PDF bytes: matching, the quiz, and a task with a box to write or draw in. */
export async function renderWorksheet(category: CategorySlug): Promise<Uint8Array> {
  const content = worksheetContent(category);
  const name = `${content.title} worksheet`;
  const [doc, fonts] = await printableDocument(name, `A worksheet on ${content.title}: words and meanings, five quiz questions, questions to answer in writing and a task.`);
  const sheets = new Sheets(doc, fonts, name);
  sheets.place(nameLine(fonts));
  sheets.place(titleBlock(fonts, 'Worksheet', content.title));
  placeSection(
    sheets,
    sectionHeading(fonts, 1, worksheetParts.matching.heading, worksheetParts.matching.instruction),
    content.words.map((word, row) => matchRow(fonts, word.term, content.meanings[row] ?? { letter: 'A', meaning: '' }, false)),
  );
  placeSection(
    sheets,
    sectionHeading(fonts, 2, worksheetParts.quiz.heading, worksheetParts.quiz.instruction),
    content.questions.map((question, index) => questionBlock(fonts, index + 1, question)),
  );
  placeSection(
    sheets,
    sectionHeading(fonts, 3, worksheetParts.written.heading, worksheetParts.written.instruction),
    content.written.map((item, index) => writtenBlock(fonts, index + 1, item.question)),
  );
  // The task keeps a box at least 2.5 inches tall under it (room for a drawing); the box then takes
  // the rest of the sheet, up to about half a sheet, and stays clear of the footer's rule.
  const [smallestBox, largestBox, clearOfFooter] = [180, 380, 8];
  const task = stack([sectionHeading(fonts, 4, worksheetParts.task.heading, worksheetParts.task.instruction), paragraph(fonts, content.task, MARGIN, CONTENT_WIDTH, { size: 13 }), spacer(8)]);
  sheets.place(task, smallestBox + clearOfFooter);
  const box = Math.min(sheets.room - clearOfFooter, largestBox);
  sheets.page.drawRectangle({ x: MARGIN + 1, y: sheets.y - box, width: CONTENT_WIDTH - 2, height: box, borderColor: colours.leaf, borderWidth: 1.5 });
  drawFooters(doc, fonts, content.address);
  return doc.save({ useObjectStreams: false });
}

/** The worksheet's answer key as PDF bytes: the letter for each word, and each quiz answer with its reason. */
export async function renderAnswerKey(category: CategorySlug): Promise<Uint8Array> {
  const content = worksheetContent(category);
  const name = `${content.title} answer key`;
  const [doc, fonts] = await printableDocument(name, `The answers to the ${content.title} worksheet, with the reason for each quiz answer.`);
  const sheets = new Sheets(doc, fonts, name);
  sheets.place(titleBlock(fonts, 'Answer key', content.title));
  sheets.place(paragraph(fonts, `For the teacher: the answers to the ${content.title} worksheet, with the reason for each quiz answer.`, MARGIN, CONTENT_WIDTH, { size: 13, colour: colours.soft }));
  sheets.gap(12);
  const meaningOf = (answer: Letter) => content.meanings.find((meaning) => meaning.letter === answer) ?? { letter: answer, meaning: '' };
  placeSection(
    sheets,
    sectionHeading(fonts, 1, worksheetParts.matching.heading, 'The letter that goes in each box, and the meaning it stands for.'),
    content.words.map((word) => matchRow(fonts, word.term, meaningOf(word.answer), true)),
  );
  const x = MARGIN + INDENT;
  const width = CONTENT_WIDTH - INDENT;
  placeSection(
    sheets,
    sectionHeading(fonts, 2, worksheetParts.quiz.heading, 'The right answer to each question, and why it is right.'),
    content.questions.map((question, index) => {
      const right = question.choices.find((choice) => choice.letter === question.answer);
      return stack([
        numbered(fonts, index + 1, paragraph(fonts, question.question, x, width, { size: 13 })),
        spacer(3),
        paragraph(fonts, `${question.answer}. ${right?.text ?? ''}`, x, width, { size: 13, bold: true, colour: colours.leaf }),
        spacer(2),
        paragraph(fonts, `Why: ${question.explanation}`, x, width, { size: 12, colour: colours.soft }),
        spacer(14),
      ]);
    }),
  );
  placeSection(
    sheets,
    sectionHeading(fonts, 3, worksheetParts.written.heading, 'Words will vary. What a good answer says:'),
    content.written.map((item, index) =>
      stack([
        numbered(fonts, index + 1, paragraph(fonts, item.question, x, width, { size: 13 })),
        spacer(3),
        paragraph(fonts, `A good answer: ${item.lookFor}`, x, width, { size: 12, colour: colours.soft }),
        spacer(14),
      ]),
    ),
  );
  placeSection(sheets, sectionHeading(fonts, 4, worksheetParts.task.heading, 'Answers will vary. The task was:'), [paragraph(fonts, content.task, MARGIN, CONTENT_WIDTH, { size: 13 })]);
  drawFooters(doc, fonts, content.address);
  return doc.save({ useObjectStreams: false });
}
