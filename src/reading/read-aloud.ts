// Read to me on a page (issue 35): one reading at a time, for whichever Listen was pressed last.
// This module is what a page carries before any press: what is being read (for the controls and
// the marks) and the presses. Carrying a reading out (cutting the text into pieces, the reader's
// machine, choosing the voice, the browser's speech engine) is speaking.ts, fetched with the first
// Listen press. Reading stops when the page goes away.
import { useSyncExternalStore } from 'react';
import { currentPiece, idleReader } from './reader-state';
import { generationNow, nextGeneration, readingNow, setReading, subscribe, type Reading, type ReadBlock } from './reading-store';
import type { Speaking } from './speaking';
import { readingLanguage } from './reading-language';

export type { Reading, ReadBlock } from './reading-store';

/** What a control or block that is not being read sees: one unchanging value, so it does not render again. */
const notReading: Reading = { owner: null, state: idleReader, problem: null, problemFor: null };

/**
 * What `owner`'s control needs to show: the reading while it is `owner`'s, else nothing. A page
 * has many (a glossary, 60 entries): each renders again only for its own reading, not for every
 * word another one says.
 */
export function useReadingOf(owner: string): Reading {
  const snapshot = () => {
    const reading = readingNow();
    return reading.owner === owner || reading.problemFor === owner ? reading : notReading;
  };
  return useSyncExternalStore(subscribe, snapshot, () => notReading);
}

/**
 * What the block of text `key` needs to show its marks: the reading while one of its sentences is
 * being read, else nothing; so only the block being read renders again at each word.
 */
export function useReadingOfBlock(key: string): Reading {
  const snapshot = () => {
    const reading = readingNow();
    return currentPiece(reading.state)?.block === key ? reading : notReading;
  };
  return useSyncExternalStore(subscribe, snapshot, () => notReading);
}

/** Whether this browser can speak: without it no Listen is shown (some in-app browsers have none). */
export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** The words of `element` as a reader sees them: its text, without a hard word's closed card (nor, when `seen`, what is hidden from a screen reader: an emoji). */
function shownText(element: Element, seen = false): string {
  let text = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(seen ? '[popover], [aria-hidden="true"]' : '[popover]')) text += node.nodeValue ?? '';
  }
  return text;
}

/** The page's blocks of text that a part marked data-read-all (a game's panel) reads beside its ReadableText blocks. */
const TEXT_BLOCKS = 'h1, h2, h3, h4, p, li, dt, dd';

/**
 * The blocks of text inside `root` that Read to me reads, in the page's order: each drawn by
 * ReadableText, which names its block, so that what is read is exactly what is shown. Inside a part
 * marked data-read-all, its other headings, paragraphs and list items are read too (shown whole
 * while read, since they have no marks of their own).
 */
export function blocksIn(root: Element | null): ReadBlock[] {
  if (!root) return [];
  const blocks: ReadBlock[] = [];
  const all = root.hasAttribute('data-read-all');
  root.querySelectorAll(all ? `[data-read], ${TEXT_BLOCKS}` : '[data-read]').forEach((element, index) => {
    const key = element.getAttribute('data-read');
    if (key !== null) return void blocks.push({ key, text: shownText(element) });
    // A heading holding a ReadableText, a list item holding paragraphs: their blocks are read as theirs.
    if (element.closest('[data-read]') || element.querySelector(`[data-read], ${TEXT_BLOCKS}`) || !element.checkVisibility()) return;
    const text = shownText(element, true).trim();
    if (text) blocks.push({ key: `text-${index}`, text, element });
  });
  return blocks;
}

let speaking: Promise<Speaking | null> | null = null;
/** speaking.ts once it has loaded, for the presses after the first. */
let loaded: Speaking | null = null;
/** The reading's code and its marks' drawing (marked-text.tsx), fetched once (null where they could not be: a dropped connection). */
export function loadSpeaking(): Promise<Speaking | null> {
  speaking ??= Promise.all([import('./speaking'), import('./marked-text')]).then(
    ([module]) => (loaded = module.speaking),
    () => {
      speaking = null; // the next press tries again
      return null;
    },
  );
  return speaking;
}

/** Ends whatever is being read at once, with nothing more from the engine about it. */
function silence() {
  nextGeneration();
  loaded?.cancel();
  setReading({ owner: null, state: idleReader });
}

/**
 * Reads `blocks` aloud for `owner` in `lang` (by default the page's language, as its root element
 * says it), stopping any other reading.
 */
export async function listen(owner: string, blocks: readonly ReadBlock[], lang: string = readingLanguage(document.documentElement.lang)): Promise<void> {
  silence();
  const mine = generationNow();
  setReading({ owner, problem: null, problemFor: null });
  const module = await loadSpeaking();
  if (mine !== generationNow()) return; // another Listen, or Stop, came first
  if (!module) return setReading({ owner: null, problem: 'notLoaded', problemFor: owner });
  await module.start(owner, blocks, lang, mine);
}

export const pauseReading = () => loaded?.dispatch({ type: 'pause' });
export const resumeReading = () => loaded?.dispatch({ type: 'resume' });
export const stopReading = () => silence();

/** Stops the reading if it is `owner`'s: its text is leaving the page. */
export function stopReadingOf(owner: string) {
  if (readingNow().owner === owner) silence();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', stopReading);
