// Every word of Read to me and Reading options is in this folder's words files (words.en.json and
// words.es.json, one per language), read in the page's language with useWords(READING_WORDS). A
// page that shows a reading control loads them with its screen (src/site-map.ts, `words`). The
// reading's own code (speaking.ts, read-aloud.ts) says what went wrong as a ReadingProblem, and the
// controls say it in the page's words, so that no words live in the reading's logic. `listenTo` is
// the hidden end of Listen's name ("Listen" + " to {name}"; in Spanish "Escuchar" + " {name}"), so
// it starts with its space. Pure.
import type english from './words.en.json';
import type { Words } from '../i18n/words';
import type { ReadingProblem } from './reading-store';

/** The words' folder under src/. */
export const READING_WORDS = 'reading';

export type ReadingWords = Words<typeof english>;

/** The message that says each problem a reading can meet. */
export const problemMessage: Readonly<Record<ReadingProblem, keyof typeof english>> = {
  noVoice: 'problemNoVoice',
  failed: 'problemFailed',
  noSpeech: 'problemNoSpeech',
  notLoaded: 'problemNotLoaded',
};
