// Read to me's controls and marks (issue 35): a Listen button for a piece of the page, Pause or
// Resume and Stop while it is read, and the text of each block with the sentence being read (and
// the word, where the browser reports words) inside a <mark>, which forced-colour modes show too.
// Nothing is shown where the browser cannot speak, and nothing moves when a mark comes and goes.
import { useEffect, useSyncExternalStore } from 'react';
import { markedParts } from './marks';
import { currentPiece } from './reader';
import { listen, pauseReading, resumeReading, speechSupported, stopReading, stopReadingOf, useReadingOf } from './read-aloud';

const noChange = () => () => {};

/** Listen, then Pause or Resume and Stop, for the blocks of text `owner` names. */
export function ListenControls({ owner, blocks, name, lang = 'en' }: { owner: string; blocks: readonly string[]; name: string; lang?: string }) {
  const canSpeak = useSyncExternalStore(noChange, speechSupported, () => false);
  const { owner: reading, state, problem, problemFor } = useReadingOf(owner);
  // Leaving the page (or the text going away) stops its reading.
  useEffect(() => () => stopReadingOf(owner), [owner]);
  if (!canSpeak) return null;
  const mine = reading === owner;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {!mine || state.status === 'idle' ? (
        <button type="button" className="btn-secondary min-h-11 px-4 py-1.5 text-base" onClick={() => void listen(owner, blocks, lang)}>
          <span aria-hidden="true">🔊</span> Listen<span className="sr-only"> to {name}</span>
        </button>
      ) : (
        <>
          {state.status === 'paused' ? (
            <button type="button" className="btn-secondary min-h-11 px-4 py-1.5 text-base" onClick={resumeReading}>
              Resume
            </button>
          ) : (
            <button type="button" className="btn-secondary min-h-11 px-4 py-1.5 text-base" onClick={pauseReading}>
              Pause
            </button>
          )}
          <button type="button" className="btn-secondary min-h-11 px-4 py-1.5 text-base" onClick={stopReading}>
            Stop
          </button>
        </>
      )}
      {problem && problemFor === owner && <span role="status">{problem}</span>}
    </span>
  );
}

/** One block of `owner`'s text, with the sentence being read and its word marked. */
export function ReadableText({ owner, block, text }: { owner: string; block: number; text: string }) {
  const { owner: reading, state } = useReadingOf(owner);
  const piece = reading === owner ? currentPiece(state) : null;
  if (!piece || piece.block !== block) return <>{text}</>;
  const word = state.status === 'reading' && state.word ? { start: piece.start + state.word.start, end: piece.start + state.word.end } : null;
  const [parts = []] = markedParts([text], { start: piece.start, end: piece.end }, word);
  const first = parts.findIndex((part) => part.sentence);
  if (first === -1) return <>{text}</>;
  const end = first + parts.slice(first).findIndex((part) => !part.sentence);
  const sentence = parts.slice(first, end < first ? parts.length : end);
  const after = parts.slice(first + sentence.length);
  return (
    <>
      {parts
        .slice(0, first)
        .map((part) => part.text)
        .join('')}
      <mark className="reading-sentence" data-reading="sentence">
        {sentence.map((part, index) =>
          part.word ? (
            <mark key={index} className="reading-word" data-reading="word">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </mark>
      {after.map((part) => part.text).join('')}
    </>
  );
}
