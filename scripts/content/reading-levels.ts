// Every article's words and Flesch-Kincaid grade, as the
// content tests measure them (tests/unit/content/library-content.test.ts holds each to its limits),
// as a Markdown table for the content records (`node scripts/reading-levels.mjs` prints it).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { syllable } from 'syllable';
import { categories } from '../../src/content/categories';
import { splitBody, stripMarks } from '../../src/content/article-bodies';

/** Flesch-Kincaid grade level, counting words, sentences and syllables plainly. */
export function fleschKincaid(text: string) {
  const words = text.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g) ?? [];
  const sentences = text.split(/[.!?]+(?=[\s"”’)]|$)/).filter((s) => /[A-Za-z0-9]/.test(s)).length || 1;
  const syllables = words.reduce((n, word) => n + Math.max(1, syllable(word)), 0);
  return { words: words.length, grade: 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59 };
}

/** What a reader sees of an article: its main text and its Go deeper, marks shown as their words. */
export function articleText(category: string, slug: string) {
  const { main, deeper } = splitBody(readFileSync(resolve('src/content/articles', category, `${slug}.md`), 'utf8'));
  return { mainText: stripMarks(main.join('\n\n')), deeperText: stripMarks(deeper.join('\n\n')) };
}

/** The table of every article's words and grades, as Markdown lines. */
export function readingLevelTable(): string[] {
  const lines = ['| article | main words | main grade | Go deeper words | Go deeper grade | whole grade |', '|---|---:|---:|---:|---:|---:|'];
  for (const category of categories) {
    for (const article of category.articles) {
      const { mainText, deeperText } = articleText(category.slug, article.slug);
      const main = fleschKincaid(mainText);
      const deeper = fleschKincaid(deeperText);
      const whole = fleschKincaid(`${mainText}\n\n${deeperText}`);
      lines.push(`| ${category.slug}/${article.slug} | ${main.words} | ${main.grade.toFixed(1)} | ${deeper.words} | ${deeper.grade.toFixed(1)} | ${whole.grade.toFixed(1)} |`);
    }
  }
  return lines;
}
