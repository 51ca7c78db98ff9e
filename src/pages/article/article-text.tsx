import { findEntry, parseMarks } from '../../content/article-bodies';
import type { GlossaryEntry } from '../../content/schemas';
import { GlossaryTerm } from '../../components/glossary-term';
import { useWords } from '../../i18n/words';
import { ReadableText, type TextRun } from '../../reading/listen-controls';
import type english from './words.en.json';

/**
 * The id of the popover for the mark at `run` in paragraph `paragraph` of `part` ('m' the main
 * text, 'd' Go deeper). Derived from the mark's place, so it is unique on the page and the same
 * in the server's HTML and in the browser that hydrates it.
 */
export function articleTermId(part: 'm' | 'd', paragraph: number, run: number): string {
  return `term-${part}${paragraph}-${run}`;
}

interface ArticleParagraphProps {
  text: string;
  part: 'm' | 'd';
  index: number;
  /** The glossary entries this article's marks stand for (from the page's loader). */
  terms: readonly GlossaryEntry[];
  className?: string;
}

/** One paragraph of an article, its marked hard words shown as glossary terms, and the sentence read aloud marked. */
export function ArticleParagraph({ text, part, index, terms, className }: ArticleParagraphProps) {
  const words = useWords<typeof english>('pages/article');
  const runs = parseMarks(text).map((run, i): TextRun => {
    if (run.kind === 'text') return { text: run.text };
    const entry = findEntry(run, terms);
    // A mark no entry answers (a typo, or an entry still being written) reads as plain text.
    if (!entry) return { text: run.text };
    return {
      text: run.text,
      wrap: (marked) => (
        <GlossaryTerm text={run.text} entry={entry} popoverId={articleTermId(part, index, i)} words={words}>
          {marked}
        </GlossaryTerm>
      ),
    };
  });
  return (
    <p className={className}>
      <ReadableText block={`article:${part}${index}`} runs={runs} />
    </p>
  );
}
