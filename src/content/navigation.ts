import { PASSPORT_PATH } from '../site-map.ts';
import type { NavItem } from './schemas';

// The menus' pages. Their names are words of the frame, in each language (src/app/words.*.json);
// the addresses are the English pages', and a Spanish page links each one's Spanish twin where it
// has one (src/site-map.ts, twinAddress).

/** The five main pages, in header and footer order. */
export const mainNavigation: NavItem[] = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'library', path: '/library' },
  { key: 'resources', path: '/resources' },
  { key: 'contact', path: '/contact' },
];

/** The footer's Useful Links add the teachers' pages and the passport after the five (the header keeps five). */
export const teachersLink: NavItem = { key: 'teachers', path: '/teach' };
export const passportLink: NavItem = { key: 'passport', path: PASSPORT_PATH };
