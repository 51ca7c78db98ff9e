// Read to me's row of controls (issue 35): Listen (on an article, Read to me and Read myself, which
// make the choice plain) with Reading options beside it. They work once the page's scripts have come
// (a press before then would do nothing): until then the prerendered page holds their place with
// the same buttons, unseen and inert, so that nothing moves when they appear, at any width or text
// size. Where the browser cannot speak, the page's look script has already hidden the reading
// buttons (needs-speech), and Reading options stays. Listen reads in the page's language.
import type { ReactNode } from 'react';
import { useLocale, useWords } from '../i18n/words';
import { useScriptsHere } from '../lib/scripts-here';
import { ListenControls, useCanSpeak } from './listen-controls';
import { blocksIn, stopReading } from './read-aloud';
import { ReadingOptionsButton } from './reading-options-button';
import { READING_WORDS, type ReadingWords } from './reading-words';

interface ReadingBarProps {
  /** Which reading its Listen is (unique on the page). */
  owner: string;
  /** The element whose blocks of text Listen reads. */
  within: () => Element | null;
  /** What is read, for Listen's accessible name ("Listen to {name}"). */
  name: string;
  /** The group's accessible name. */
  label: string;
  /** Read to me and Read myself (an article): the id of the element Read myself takes the reader to, which has tabIndex -1. */
  textStart?: string;
  /** The language it reads in, when not the page's. */
  lang?: string;
  className?: string;
}

const button = 'btn-secondary min-h-11 px-4 py-1.5 text-base';

/** The row, unseen and inert until the scripts have come, holding its room from the first paint. */
function HeldRow({ label, className, children }: { label?: string; className: string; children: ReactNode }) {
  const here = useScriptsHere();
  return (
    <div role={label ? 'group' : undefined} aria-label={label} inert={!here} className={`flex min-h-11 flex-wrap items-center gap-2 ${here ? '' : 'invisible'} ${className}`}>
      {children}
    </div>
  );
}

/** Reading options on its own, for a page with no Listen of its whole (the glossary, whose entries have one each). */
export function ReadingOptionsRow({ lang, className = '' }: { lang?: string; className?: string }) {
  const locale = useLocale();
  const canSpeak = useCanSpeak();
  return (
    <HeldRow className={className}>
      <ReadingOptionsButton canSpeak={canSpeak} lang={lang ?? locale} />
    </HeldRow>
  );
}

export function ReadingBar({ owner, within, name, label, textStart, lang, className = '' }: ReadingBarProps) {
  const words = useWords<ReadingWords>(READING_WORDS);
  const locale = useLocale();
  const readingLang = lang ?? locale;
  const canSpeak = useCanSpeak();
  // On an article, Read to me and Read myself make the choice plain; elsewhere Listen names what it reads.
  const readToMe = textStart ? words.readToMe() : undefined;
  const readMyself = () => {
    stopReading();
    const start = textStart ? document.getElementById(textStart) : null;
    start?.focus({ preventScroll: true });
    start?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  return (
    <HeldRow label={label} className={className}>
      {canSpeak ? (
        <ListenControls owner={owner} read={() => blocksIn(within())} name={name} label={readToMe} lang={readingLang} />
      ) : (
        <span className={`needs-speech ${button}`}>
          <span aria-hidden="true">🔊</span> {readToMe ?? words.listen()}
        </span>
      )}
      {textStart && (
        <button type="button" className={`needs-speech ${button}`} onClick={readMyself}>
          <span aria-hidden="true">📖</span> {words.readMyself()}
        </button>
      )}
      <ReadingOptionsButton canSpeak={canSpeak} lang={readingLang} />
    </HeldRow>
  );
}
