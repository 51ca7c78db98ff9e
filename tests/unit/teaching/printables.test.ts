import { afterEach, describe, expect, it, vi } from 'vitest';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { categorySlugs, type CategorySlug } from '../../../src/content/schemas';
import { glossary } from '../../../src/content/glossary';
import { quizzes } from '../../../src/content/quizzes';
import { teacherGuides } from '../../../src/content/teaching';
import { LETTERS, meaningOrder, worksheetContent } from '../../../scripts/teaching/worksheet-content';
import { renderAnswerKey, renderWorksheet } from '../../../scripts/teaching/render-worksheet';
import { embedFonts, missingCharacters } from '../../../scripts/print/text';
import { renderWorksheetDocx } from '../../../scripts/teaching/worksheet-docx';
import { expectLetterPagesPrintableOnA4, pdfText as pdfPages } from '../print/read-pdf';

const MAX_BYTES = 60 * 1024;

/** Runs of white space as one space: wrapped lines come back as separate text items. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each page's text, its items joined by spaces and white space squashed. */
async function pdfText(bytes: Uint8Array) {
  return (await pdfPages(bytes)).map(squash);
}

/** The visible text of word/document.xml: paragraphs apart, tags dropped, entities read. */
async function docxText(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return squash(
    xml
      .replace(/<\/w:p>|<w:tab\/>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x?[0-9a-f]+|\w+);/gi, (_, name: string) =>
        name.startsWith('#') ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10)) : (entities[name] ?? ''),
      ),
  );
}

const rightChoice = (category: CategorySlug, index: number) => {
  const quiz = quizzes[category][index];
  return `${LETTERS[quiz?.correctIndex ?? 0]}. ${quiz?.choices[quiz.correctIndex] ?? ''}`;
};

describe.each(categorySlugs.map((category) => [category]))('the %s printables', (category) => {
  const content = worksheetContent(category);

  it('take their words from the glossary, and every meaning is the glossary’s for its word', () => {
    const guide = teacherGuides[category];
    for (const id of guide.worksheetWords) expect(glossary.some((entry) => entry.id === id), id).toBe(true);
    content.words.forEach((word, index) => {
      const entry = glossary.find((item) => item.id === guide.worksheetWords[index]);
      expect(word.term).toBe(entry?.term);
      expect(content.meanings.find((meaning) => meaning.letter === word.answer)?.meaning).toBe(entry?.definition);
    });
  });

  it('list the meanings in a fixed order where no meaning is level with its own word', () => {
    expect(worksheetContent(category)).toEqual(content);
    content.words.forEach((word, row) => expect(word.answer, word.term).not.toBe(LETTERS[row]));
    expect(new Set(content.words.map((word) => word.answer)).size).toBe(content.words.length);
  });

  it('hold only characters the PDF fonts can print, and no emoji', async () => {
    const fonts = Object.values(await embedFonts(await PDFDocument.create()));
    const texts = [content.title, content.address, content.task, ...content.words.map((w) => w.term), ...content.meanings.map((m) => m.meaning)];
    texts.push(...content.written.flatMap((item) => [item.question, item.lookFor]));
    texts.push(...content.questions.flatMap((q) => [q.question, q.explanation, ...q.choices.map((c) => c.text)]));
    for (const text of texts) {
      for (const font of fonts) expect(missingCharacters(text, font), text).toEqual([]);
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('print the five questions and every lettered choice on the worksheet, with the footer on every page', async () => {
    const bytes = await renderWorksheet(category);
    const pages = await pdfText(bytes);
    const text = pages.join(' ');
    expect(pages[0]).toContain(content.title);
    expect(pages[0]).toMatch(/Name .*Date/);
    expect(quizzes[category]).toHaveLength(5);
    for (const quiz of quizzes[category]) {
      expect(text).toContain(squash(quiz.question));
      quiz.choices.forEach((choice, index) => expect(text).toContain(squash(`${LETTERS[index]}. ${choice}`)));
      if (quiz.emoji) expect(text).not.toContain(quiz.emoji);
    }
    for (const word of content.words) expect(text).toContain(word.term);
    for (const meaning of content.meanings) expect(text).toContain(squash(meaning.meaning));
    for (const item of content.written) {
      expect(text).toContain(squash(item.question));
      expect(text).not.toContain(squash(item.lookFor));
    }
    expect(text).toContain(squash(content.task));
    pages.forEach((page, index) => {
      expect(page).toContain(content.address);
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('ask the guide’s written questions on the lesson’s goals, which are not the quiz’s', () => {
    const guide = teacherGuides[category];
    expect(content.written).toEqual(guide.worksheetQuestions.map(({ question, lookFor }) => ({ question, lookFor })));
    expect(content.written.length).toBeGreaterThanOrEqual(2);
    for (const item of content.written) expect(content.questions.map((q) => q.question)).not.toContain(item.question);
  });

  it('give every right answer, its reason and each word’s letter in the answer key', async () => {
    const text = (await pdfText(await renderAnswerKey(category))).join(' ');
    quizzes[category].forEach((quiz, index) => {
      expect(text).toContain(squash(rightChoice(category, index)));
      expect(text).toContain(squash(quiz.explanation));
    });
    for (const word of content.words) {
      const meaning = content.meanings.find((item) => item.letter === word.answer)?.meaning ?? '';
      expect(text).toContain(squash(`${word.answer} ${word.term} ${word.answer}. ${meaning}`));
    }
    for (const item of content.written) expect(text).toContain(squash(`A good answer: ${item.lookFor}`));
  });

  it('are US Letter PDFs under 60 KB, with all text where both Letter and A4 print it', async () => {
    for (const bytes of [await renderWorksheet(category), await renderAnswerKey(category)]) {
      expect(bytes.length).toBeLessThan(MAX_BYTES);
      await expectLetterPagesPrintableOnA4(bytes);
    }
  });

  it('come out the same every time', async () => {
    expect(Buffer.from(await renderWorksheet(category)).equals(Buffer.from(await renderWorksheet(category)))).toBe(true);
    expect(Buffer.from(await renderAnswerKey(category)).equals(Buffer.from(await renderAnswerKey(category)))).toBe(true);
  });

  it('write the same worksheet as an editable .docx', async () => {
    const text = await docxText(await renderWorksheetDocx(category));
    expect(text).toContain(content.title);
    for (const quiz of quizzes[category]) {
      expect(text).toContain(squash(quiz.question));
      quiz.choices.forEach((choice, index) => expect(text).toContain(squash(`${LETTERS[index]}. ${choice}`)));
    }
    for (const word of content.words) expect(text).toContain(word.term);
    for (const meaning of content.meanings) expect(text).toContain(squash(`${meaning.letter}. ${meaning.meaning}`));
    for (const item of content.written) expect(text).toContain(squash(item.question));
    expect(text).toContain(squash(content.task));
  });
});

describe('the answer keys', () => {
  it('give the right letter and choice of all 30 questions', async () => {
    let found = 0;
    for (const category of categorySlugs) {
      const text = (await pdfText(await renderAnswerKey(category))).join(' ');
      quizzes[category].forEach((_, index) => {
        if (text.includes(squash(rightChoice(category, index)))) found += 1;
      });
    }
    expect(found).toBe(30);
  });
});

describe('the .docx worksheet', () => {
  afterEach(() => vi.useRealTimers());

  it('is the same file whenever it is made (fixed dates in its properties and its zip)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-04T05:06:07Z'));
    const first = await renderWorksheetDocx('nutrition');
    vi.setSystemTime(new Date('2031-08-09T10:11:12Z'));
    const second = await renderWorksheetDocx('nutrition');
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const core = await (await JSZip.loadAsync(first)).file('docProps/core.xml')?.async('string');
    expect(core).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2026-01-01T00:00:00Z</dcterms:created>');
  });
});

describe('meaningOrder', () => {
  it('never leaves a meaning level with its own word, for any list of 2 to 6 words', () => {
    for (const category of categorySlugs) {
      for (let size = 2; size <= 6; size += 1) {
        const ids = glossary.slice(size * 3, size * 4).map((entry) => entry.id);
        const order = meaningOrder(category, ids);
        expect([...order].sort()).toEqual(ids.map((_, index) => index));
        order.forEach((word, row) => expect(word, `${category} ${ids.join(',')}`).not.toBe(row));
      }
    }
  });
});

describe('the answer key’s words', () => {
  it('name the worksheet without a doubled article ("the Human Body worksheet", never "the The")', async () => {
    const text = (await pdfText(await renderAnswerKey('body'))).join(' ');
    expect(text).toContain('the answers to the Human Body worksheet');
    expect(text).not.toMatch(/the The /);
  });
});
