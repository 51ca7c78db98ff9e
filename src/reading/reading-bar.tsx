// The top of an article (issue 35): Read to me and Read myself make the choice plain, with Reading
// options beside them. They work once the page's scripts have come (a press before then would do
// nothing): until then the prerendered page holds their place with the same buttons, unseen and
// inert, so that nothing moves when they appear, at any width or text size.
import { useSyncExternalStore } from 'react';
import { ListenControls, useCanSpeak } from './listen-controls';
import { stopReading } from './read-aloud';
import { ReadingOptionsButton } from './reading-options-button';

const noChange = () => () => {};
const useScriptsHere = () => useSyncExternalStore(noChange, () => true, () => false);

interface ReadingBarProps {
  /** Which reading Read to me is (unique on the page). */
  owner: string;
  /** The element whose blocks of text Read to me reads. */
  within: () => Element | null;
  /** The text's name, for the controls' accessible names. */
  name: string;
  /** The id of the element Read myself takes the reader to (the start of the text); it has tabIndex -1. */
  textStart: string;
  lang?: string;
}

const button = 'btn-secondary min-h-11 px-4 py-1.5 text-base';

export function ReadingBar({ owner, within, name, textStart, lang = 'en' }: ReadingBarProps) {
  const here = useScriptsHere();
  const canSpeak = useCanSpeak();
  const readMyself = () => {
    stopReading();
    const start = document.getElementById(textStart);
    start?.focus({ preventScroll: true });
    start?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  // Until the scripts come the bar is drawn unseen and inert, holding its room; where the browser
  // cannot speak, the page's look script has already hidden the two reading buttons (needs-speech).
  return (
    <div role="group" aria-label="How to read this page" inert={!here} className={`mt-5 flex min-h-11 flex-wrap items-center gap-2 ${here ? '' : 'invisible'}`}>
      {canSpeak ? (
        <ListenControls owner={owner} within={within} name={name} label="Read to me" lang={lang} />
      ) : (
        <span className={`needs-speech ${button}`}>
          <span aria-hidden="true">🔊</span> Read to me
        </span>
      )}
      <button type="button" className={`needs-speech ${button}`} onClick={readMyself}>
        <span aria-hidden="true">📖</span> Read myself
      </button>
      <ReadingOptionsButton canSpeak={canSpeak} lang={lang} />
    </div>
  );
}
