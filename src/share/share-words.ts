// Every word of Share with your class is in this folder's words files (words.en.json and
// words.es.json, one per language), which the button and the dialog read in the page's language
// with useWords(SHARE_WORDS). The page that shows the button loads them with its screen
// (src/site-map.ts, `words`). Pure: the folder and the words' type.
import type english from './words.en.json';
import type { Words } from '../i18n/words';

/** The words' folder under src/. */
export const SHARE_WORDS = 'share';

export type ShareWords = Words<typeof english>;
