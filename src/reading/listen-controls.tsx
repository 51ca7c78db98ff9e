// Read to me's controls and marks (issue 35): a Listen button for a piece of the page, Pause or
// Resume and Stop while it is read, and the text of each block with the sentence being read (and
// the word, where the browser reports words) inside a <mark>, which forced-colour modes show too.
// Nothing is shown where the browser cannot speak, and nothing moves when a mark comes and goes.
// It reads in the page's language, with a voice that speaks it, and speaks in the page's words.
import { Fragment, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale, useWords } from '../i18n/words';
import { currentPiece } from './reader-state';
import { listen, pauseReading, resumeReading, speechSupported, stopReading, stopReadingOf, useReadingOf, useReadingOfBlock, type ReadBlock } from './read-aloud';
import { problemMessage, READING_WORDS, type ReadingWords } from './reading-words';

const noChange = () => () => {};
/** The marks' drawing, fetched with the first Listen press (read-aloud.ts), before any block is read. */
const MarkedText = lazy(() => import('./marked-text'));

/** Whether this browser can speak; false on the server and in the first render that hydrates it. */
export function useCanSpeak(): boolean {
  return useSyncExternalStore(noChange, speechSupported, () => false);
}

interface ListenControlsProps {
  /** Which reading this is (unique on the page). */
  owner: string;
  /** What it reads, in order, found when Listen is pressed: usually `blocksIn` an element of the page. */
  read: () => readonly ReadBlock[];
  /** What is read, for the button's accessible name: "Listen to {name}". */
  name: string;
  /** The button's words, when not "Listen" (which names what it reads). */
  label?: string;
  /** The language it reads in, when not the page's. */
  lang?: string;
  /** Whether this Listen's part takes the page over (a game): its coming stops what the page was reading. */
  takesOver?: boolean;
}

const button = 'btn-secondary min-h-11 px-4 py-1.5 text-base';

/** Listen, then Pause or Resume and Stop, for the blocks of text `read` finds. */
export function ListenControls({ owner, read, name, label, lang, takesOver = false }: ListenControlsProps) {
  const words = useWords<ReadingWords>(READING_WORDS);
  const locale = useLocale();
  const canSpeak = useCanSpeak();
  const { owner: reading, state, problem, problemFor } = useReadingOf(owner);
  // Leaving the page (or the text going away) stops its reading.
  useEffect(() => () => stopReadingOf(owner), [owner]);
  useEffect(() => {
    if (takesOver) stopReading();
  }, [takesOver]);
  if (!canSpeak) return null;
  const mine = reading === owner;
  const start = () => void listen(owner, read(), lang ?? locale);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {!mine || state.status === 'idle' ? (
        <button type="button" className={button} onClick={start}>
          <span aria-hidden="true">🔊</span> {label ?? words.listen()}
          {label === undefined && <span className="sr-only">{words.listenTo({ name })}</span>}
        </button>
      ) : (
        <>
          {state.status === 'paused' ? (
            <button type="button" className={button} onClick={resumeReading}>
              {words.resume()}
            </button>
          ) : (
            <button type="button" className={button} onClick={pauseReading}>
              {words.pause()}
            </button>
          )}
          <button type="button" className={button} onClick={stopReading}>
            {words.stop()}
          </button>
        </>
      )}
      {problem && problemFor === owner && <span role="status">{words[problemMessage[problem]]()}</span>}
    </span>
  );
}

/** A stretch of a block drawn its own way (a hard word's button, a bold number): its text, and how to wrap it. */
export interface TextRun {
  text: string;
  wrap?: (children: ReactNode) => ReactNode;
}

/**
 * One block of text (given whole as `text`, or as `runs` drawn each their own way). Its element
 * names the block (data-read), so that a Listen reads what is shown (blocksIn). While one of its
 * sentences is read, marked-text.tsx (which comes with the first Listen press) draws it with the
 * sentence and its word marked.
 */
export function ReadableText({ block, text, runs }: { block: string; text?: string; runs?: readonly TextRun[] }) {
  const { state } = useReadingOfBlock(block);
  const piece = currentPiece(state);
  const parts = runs ?? [{ text: text ?? '' }];
  const plain = <span data-read={block}>{parts.map((run, index) => <Fragment key={index}>{run.wrap ? run.wrap(run.text) : run.text}</Fragment>)}</span>;
  if (piece?.block !== block) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkedText block={block} runs={parts} state={state} piece={piece} />
    </Suspense>
  );
}
