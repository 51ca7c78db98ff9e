import type english from '../components/words.en.json';
import type { NavItem } from '../content/schemas';
import { useWords, type Words } from '../i18n/words';

type ShellWords = Words<typeof english>;

/**
 * The frame's words (header, footer, skip link) in the page's language. They share one file with
 * the shared components' words, src/components/words.<language>.json, as every page shows both:
 * one file to fetch, not two.
 */
export const useShellWords = (): ShellWords => useWords<typeof english>('components');

/** A menu link's name: `navHome` for the key `home`. */
export const navName = (words: ShellWords, item: NavItem): string =>
  words[`nav${item.key[0]?.toUpperCase()}${item.key.slice(1)}` as keyof ShellWords]();

