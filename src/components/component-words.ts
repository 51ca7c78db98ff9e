import type english from './words.en.json';
import { useWords } from '../i18n/words';

/** The shared components' words (and the frame's: src/app/shell-words.ts) in the page's language: src/components/words.<language>.json. */
export const useComponentWords = () => useWords<typeof english>('components');
