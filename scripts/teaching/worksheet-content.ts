// What a category's worksheet and answer key print, read at build time from the site's own quiz,
// glossary and teacher guide (its written questions on the lesson's goals and its task). The PDFs
// (render-worksheet.ts) and the editable .docx (worksheet-docx.ts) are both made from it.
import { categories } from '../../src/content/categories/index.ts';
import { glossary } from '../../src/content/glossary/index.ts';
import { quizzes } from '../../src/content/quizzes/index.ts';
import type { CategorySlug } from '../../src/content/schemas.ts';
import { teacherGuides, teachLink } from '../../src/content/teaching/index.ts';

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
