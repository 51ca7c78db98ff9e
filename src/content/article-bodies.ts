import type { CategorySlug } from './schemas';

// Article bodies are plain text files; each one becomes its own chunk, loaded only on its page.
const bodyFiles = import.meta.glob<string>('./articles/*/*.md', { query: '?raw', import: 'default' });

/** The full text of an article, or null when it has none yet. */
export async function loadArticleBody(category: CategorySlug, slug: string): Promise<string | null> {
  const load = bodyFiles[`./articles/${category}/${slug}.md`];
  return load ? (await load()).trim() : null;
}

/** Splits a body into paragraphs on blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** Reading speed used for the minutes estimate (SPEC.md §9). */
export const WORDS_PER_MINUTE = 200;

/** Words in a text: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read = words of the full text (or of the summary) / 200, rounded up. */
export function readingMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}
