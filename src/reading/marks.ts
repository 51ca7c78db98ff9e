// Where the marks of Read to me fall in a block of text the page shows in parts (issue 35): the
// sentence being read and, inside it, the word. A block is drawn as runs (plain words, and a hard
// word that opens its glossary card), and the reader's offsets are into the block's whole text, so
// each run is cut where a mark starts or ends. Pure: lengths and ranges in, parts out.

/** A stretch [start, end) of a block's text. */
export interface Span {
  start: number;
  end: number;
}

/** A part of one run: its text, and whether it lies in the sentence read and in the word said. */
export interface MarkedPart {
  text: string;
  sentence: boolean;
  word: boolean;
}

const inside = (at: number, span: Span | null) => span !== null && at >= span.start && at < span.end;

/**
 * Cuts each of `runs` (the block's text in order) where `sentence` or `word` starts or ends, and
 * says which parts lie in them. With no sentence, each run is one unmarked part.
 */
export function markedParts(runs: readonly string[], sentence: Span | null, word: Span | null): MarkedPart[][] {
  const cuts = [sentence?.start, sentence?.end, word?.start, word?.end].filter((at): at is number => at !== undefined);
  let offset = 0;
  return runs.map((run) => {
    const start = offset;
    offset += run.length;
    const edges = [0, ...cuts.map((at) => at - start).filter((at) => at > 0 && at < run.length), run.length].sort((a, b) => a - b);
    const parts: MarkedPart[] = [];
    for (let i = 0; i + 1 < edges.length; i += 1) {
      const from = edges[i] ?? 0;
      const to = edges[i + 1] ?? 0;
      if (to <= from) continue;
      parts.push({ text: run.slice(from, to), sentence: inside(start + from, sentence), word: inside(start + from, word) && inside(start + from, sentence) });
    }
    return parts.length > 0 ? parts : [{ text: run, sentence: false, word: false }];
  });
}
