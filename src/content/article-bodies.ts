import type { CategorySlug, GlossaryEntry } from './schemas';

// Article bodies are plain text files; each one becomes its own chunk, loaded only on its page.
// The text has two small pieces of markup (README, "How to fix or add an article"):
//   [[word]] or [[shown text|entry-id]]   a hard word, explained by the glossary (src/content/glossary/)
//   a line that is exactly "## Go deeper"  starts the last paragraph, for older readers
//   ("## Profundiza" in a Spanish body, src/content/es/articles/)
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

/** The line that starts the Go deeper part of an article; a Spanish body's is `## Profundiza`. */
export const GO_DEEPER_LINE = '## Go deeper';
export const GO_DEEPER_LINE_ES = '## Profundiza';
const GO_DEEPER = /^## (?:Go deeper|Profundiza)[ \t]*\r?$/m;

export interface ArticleBody {
  /** The paragraphs before the Go deeper line (all of them when there is none). */
  main: string[];
  /** The paragraphs after it: one, as the brief asks, or none. */
  deeper: string[];
}

/** Splits a body at its `## Go deeper` (or `## Profundiza`) line into the main paragraphs and the Go deeper ones. */
export function splitBody(text: string): ArticleBody {
  const match = GO_DEEPER.exec(text);
  if (!match) return { main: paragraphsOf(text), deeper: [] };
  return {
    main: paragraphsOf(text.slice(0, match.index)),
    deeper: paragraphsOf(text.slice(match.index + match[0].length)),
  };
}

/** Plain text in a paragraph. */
export interface TextRun {
  kind: 'text';
  text: string;
}

/** A marked hard word: `[[text]]`, or `[[text|id]]` naming its glossary entry. */
export interface MarkRun {
  kind: 'mark';
  /** The words shown to the reader. */
  text: string;
  /** The glossary entry's id, when the mark names one. */
  id?: string;
}

export type Run = TextRun | MarkRun;

/** `[[text]]` or `[[text|id]]`; neither part may hold brackets or a bar, so marks never nest. */
const MARK = /\[\[([^[\]|]+?)(?:\|([^[\]|]+?))?\]\]/g;

/** A paragraph as text runs and marks, in order. Anything that is not a whole mark stays text. */
export function parseMarks(paragraph: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(MARK)) {
    const [whole, shown = '', id] = match;
    const text = shown.trim();
    if (!text) continue;
    if (match.index > last) runs.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    const ref = id?.trim();
    runs.push(ref ? { kind: 'mark', text, id: ref } : { kind: 'mark', text });
    last = match.index + whole.length;
  }
  if (last < paragraph.length) runs.push({ kind: 'text', text: paragraph.slice(last) });
  return runs;
}

/** Every mark in a text, in order. */
export function marksOf(text: string): MarkRun[] {
  return parseMarks(text).filter((run): run is MarkRun => run.kind === 'mark');
}

/** The text as the reader sees it: each mark replaced by its shown words. */
export function stripMarks(text: string): string {
  return parseMarks(text)
    .map((run) => run.text)
    .join('');
}

const normalized = (words: string) => words.trim().toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');

/**
 * The glossary entry a mark stands for: the entry with its id, or else the one whose term or one
 * of whose forms is the mark's text (ignoring case). Undefined when none is (a typo, or an entry
 * not written yet): the page then shows the words as plain text.
 */
export function findEntry(mark: MarkRun, entries: readonly GlossaryEntry[]): GlossaryEntry | undefined {
  if (mark.id !== undefined) return entries.find((entry) => entry.id === mark.id);
  const words = normalized(mark.text);
  return entries.find(
    (entry) => normalized(entry.term) === words || (entry.forms ?? []).some((form) => normalized(form) === words),
  );
}

/** The entries a body's marks stand for, each once, in order of first use. */
export function entriesUsedBy(text: string, entries: readonly GlossaryEntry[]): GlossaryEntry[] {
  const used = new Map<string, GlossaryEntry>();
  for (const mark of marksOf(text)) {
    const entry = findEntry(mark, entries);
    if (entry && !used.has(entry.id)) used.set(entry.id, entry);
  }
  return [...used.values()];
}

/** Reading speed used for the minutes estimate (docs/product.md §9). */
export const WORDS_PER_MINUTE = 200;

/** Words in a text: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read = words shown (marks count as their shown words) / 200, rounded up. */
export function readingMinutes(text: string): number {
  return Math.ceil(countWords(stripMarks(text)) / WORDS_PER_MINUTE);
}
