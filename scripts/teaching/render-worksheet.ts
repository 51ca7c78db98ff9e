// Renders a category's worksheet and its answer key as PDFs in the shared print layout
// (scripts/print: US Letter that also prints on A4), from `worksheetContent`, which the .docx
// worksheet uses too.
import type { CategorySlug } from '../../src/content/schemas.ts';
import { paragraph, spacer, stack } from '../print/blocks.ts';
import { createPrintDocument, drawFooters, savePrintDocument } from '../print/document.ts';
import { CONTENT_WIDTH, MARGIN, colours } from '../print/page.ts';
import { Sheets } from '../print/sheets.ts';
import { worksheetContent, worksheetParts, type Letter } from './worksheet-content.ts';
import { INDENT, matchRow, nameLine, numbered, placeSection, questionBlock, sectionHeading, titleBlock, writtenBlock } from './worksheet-layout.ts';

const creator = 'HealthSprout worksheet generator';

/** The category's worksheet as PDF bytes: matching, the quiz, and a task with a box to write or draw in. */
export async function renderWorksheet(category: CategorySlug): Promise<Uint8Array> {
  const content = worksheetContent(category);
  const name = `${content.title} worksheet`;
  const subject = `A worksheet on ${content.title}: words and meanings, five quiz questions, questions to answer in writing and a task.`;
  const document = await createPrintDocument({ title: name, subject, creator, language: 'en' });
  const { fonts } = document;
  const sheets = new Sheets(document, name);
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
  drawFooters(document, [content.address]);
  return savePrintDocument(document);
}

/** The worksheet's answer key as PDF bytes: the letter for each word, and each quiz answer with its reason. */
export async function renderAnswerKey(category: CategorySlug): Promise<Uint8Array> {
  const content = worksheetContent(category);
  const name = `${content.title} answer key`;
  // "the Human Body worksheet", not "the The Human Body worksheet".
  const worksheet = `the ${content.title.replace(/^The /, '')} worksheet`;
  const subject = `The answers to ${worksheet}, with the reason for each quiz answer.`;
  const document = await createPrintDocument({ title: name, subject, creator, language: 'en' });
  const { fonts } = document;
  const sheets = new Sheets(document, name);
  sheets.place(titleBlock(fonts, 'Answer key', content.title));
  sheets.place(paragraph(fonts, `For the teacher: the answers to ${worksheet}, with the reason for each quiz answer.`, MARGIN, CONTENT_WIDTH, { size: 13, colour: colours.soft }));
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
  drawFooters(document, [content.address]);
  return savePrintDocument(document);
}
