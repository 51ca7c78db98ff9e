import { Fragment } from 'react';
import { findEntry, parseMarks } from '../../content/article-bodies';
import type { GlossaryEntry } from '../../content/schemas';
import { GlossaryTerm } from '../../components/glossary-term';

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

/** One paragraph of an article, its marked hard words shown as glossary terms. */
export function ArticleParagraph({ text, part, index, terms, className }: ArticleParagraphProps) {
  return (
    <p className={className}>
      {parseMarks(text).map((run, i) => {
        if (run.kind === 'text') return <Fragment key={i}>{run.text}</Fragment>;
        const entry = findEntry(run, terms);
        // A mark no entry answers (a typo, or an entry still being written) reads as plain text.
        if (!entry) return <Fragment key={i}>{run.text}</Fragment>;
        return <GlossaryTerm key={i} text={run.text} entry={entry} popoverId={articleTermId(part, index, i)} />;
      })}
    </p>
  );
}
