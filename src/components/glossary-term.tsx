import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GlossaryEntry } from '../content/schemas';
import { addressIn } from '../i18n/address';
import { useLocale, type Words } from '../i18n/words';
import type { Locale } from '../site-map';

/** Where the page of every word explained lives; each entry is the element with its id there. */
export const GLOSSARY_PATH = '/glossary';

/** An entry on the glossary page in `locale`'s edition (the English page until the Spanish one is listed). */
export const glossaryLink = (id: string, locale: Locale = 'en') => `${addressIn(locale, GLOSSARY_PATH)}#${id}`;

/**
 * The card's fixed words. Only the article page shows hard words, so they are in that page's words
 * file (src/pages/article/words.<language>.json), which the page hands in: this component knows no
 * page, and no page fetches a second file for it.
 */
export type GlossaryTermWords = Words<Record<'termSayIt' | 'termSeeAll' | 'termClose', string>>;

interface GlossaryTermProps {
  /** The words as they stand in the sentence. */
  text: string;
  entry: GlossaryEntry;
  /**
   * The popover's id: unique on the page and the same on the server and in the browser, so it is
   * derived from where the mark stands (see articleTermId), never from useId or a counter.
   */
  popoverId: string;
  /** The words as drawn, when they differ from `text` (Read to me's marks inside them). */
  children?: ReactNode;
  words: GlossaryTermWords;
}

/**
 * A hard word in a sentence: a button that opens a small card with the word, how to say it, what
 * it means and a link to the glossary page. It uses the browser's own popover (the popover and
 * popovertarget attributes), so it works in the prerendered page before any JavaScript arrives:
 * Enter or a tap opens it, Escape or a tap outside closes it, and Tab moves into it.
 */
export function GlossaryTerm({ text, entry, popoverId, children, words }: GlossaryTermProps) {
  const titleId = `${popoverId}-term`;
  const locale = useLocale();
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        // Inline, not inline-block: the word stays part of its sentence and wraps with it.
        className="inline cursor-help rounded-sm px-0.5 font-semibold text-leaf-900 underline decoration-leaf-700 decoration-dotted decoration-2 underline-offset-4 hover:bg-leaf-50 hover:decoration-solid"
      >
        {children ?? text}
      </button>
      <span
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        // The browser shows it centered over the page; preflight's margin reset would pin it to the corner.
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl border-2 border-leaf-700 bg-white p-5 text-left text-base leading-normal font-normal text-ink shadow-xl"
      >
        <span className="block">
          <strong id={titleId} className="text-xl font-extrabold text-leaf-900">
            {entry.term}
          </strong>
        </span>
        <span className="mt-1 block text-ink-soft">
          {`${words.termSayIt()} `}
          <span className="font-bold text-ink">{entry.pronunciation}</span>
        </span>
        <span className="mt-2 block">{entry.definition}</span>
        <span className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <Link to={glossaryLink(entry.id, locale)} className="link inline-flex min-h-11 items-center">
            {words.termSeeAll()}
          </Link>
          <button
            type="button"
            popoverTarget={popoverId}
            popoverTargetAction="hide"
            className="btn-secondary min-h-11 px-4 py-1.5 text-base"
          >
            {words.termClose()}
          </button>
        </span>
      </span>
    </>
  );
}
