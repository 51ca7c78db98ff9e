// A block of text while Read to me reads it (issue 35): the sentence being read inside a <mark>
// (which forced-colour modes show too) and, where the browser reports words, the word inside a
// <mark> of its own, kept in view as the reading moves on; nothing else moves. It comes with the
// first Listen press (read-aloud.ts), since nothing is marked before one.
import { Fragment, useEffect } from 'react';
import type { TextRun } from './listen-controls';
import { markedParts, type MarkedPart } from './marks';
import type { ReaderState, ReadPiece } from './reader-state';

/** A run's parts: the parts in the sentence read as one <mark>, the word said as a <mark> inside it. */
function MarkedRun({ parts }: { parts: readonly MarkedPart[] }) {
  const groups: { sentence: boolean; parts: MarkedPart[] }[] = [];
  for (const part of parts) {
    const last = groups.at(-1);
    if (last && last.sentence === part.sentence) last.parts.push(part);
    else groups.push({ sentence: part.sentence, parts: [part] });
  }
  return groups.map((group, index) => {
    const words = group.parts.map((part, at) =>
      part.word ? (
        <mark key={at} className="reading-word" data-reading="word">
          {part.text}
        </mark>
      ) : (
        <Fragment key={at}>{part.text}</Fragment>
      ),
    );
    if (!group.sentence) return <Fragment key={index}>{words}</Fragment>;
    return (
      <mark key={index} className="reading-sentence" data-reading="sentence">
        {words}
      </mark>
    );
  });
}

/** Room kept clear at the window's top (the sticky header) and bottom (Back to top), in px. */
const CLEAR = 96;

/** Whether the reader sees all of `element`, clear of the header and Back to top. */
const inView = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.top >= CLEAR && box.bottom <= window.innerHeight - CLEAR;
};

export interface MarkedTextProps {
  block: string;
  runs: readonly TextRun[];
  state: ReaderState;
  /** The piece being read, one of this block's. */
  piece: ReadPiece;
}

export default function MarkedText({ block, runs, state, piece }: MarkedTextProps) {
  useEffect(() => {
    // One reading at a time on a page: its sentence is the page's only one marked.
    const mark = document.querySelector<HTMLElement>('mark[data-reading="sentence"]');
    if (!mark || inView(mark)) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    mark.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [piece.start]);
  const word = state.status === 'reading' && state.word ? { start: piece.start + state.word.start, end: piece.start + state.word.end } : null;
  const marked = markedParts(
    runs.map((run) => run.text),
    { start: piece.start, end: piece.end },
    word,
  );
  return (
    <span data-read={block}>
      {runs.map((run, index) => {
        const content = <MarkedRun parts={marked[index] ?? []} />;
        return <Fragment key={index}>{run.wrap ? run.wrap(content) : content}</Fragment>;
      })}
    </span>
  );
}
