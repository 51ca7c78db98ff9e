// What Read to me is reading and where it has got to (issue 35): the reader's state (reader.ts
// moves it on), apart from the machine, so that a page's marks need only this much before a press.
import type { Piece } from './pieces';

/** A piece to read, and which of the page's blocks (title, box, paragraph) it comes from, by the block's key. */
export interface ReadPiece extends Piece {
  block: string;
}

export type ReaderState =
  | { status: 'idle' }
  | {
      status: 'reading' | 'paused';
      pieces: readonly ReadPiece[];
      /** The piece being read (or paused in). */
      index: number;
      /** The word being said, within the piece, when the engine reports word boundaries. */
      word: { start: number; end: number } | null;
      /** Which utterance is the current one: events of an older one (cancelled) are ignored. */
      utterance: number;
    };

export const idleReader: ReaderState = { status: 'idle' };

/** The piece being read or paused in, or null when nothing is. */
export function currentPiece(state: ReaderState): ReadPiece | null {
  return state.status === 'idle' ? null : (state.pieces[state.index] ?? null);
}
