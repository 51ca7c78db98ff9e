import { PASSPORT_PATH } from '../site-map.ts';
import type { NavItem } from './schemas';

/** The five main pages, in header and footer order. */
export const mainNavigation: NavItem[] = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'E-Library', path: '/library' },
  { name: 'Resources', path: '/resources' },
  { name: 'Contact', path: '/contact' },
];

/** The footer's Useful Links add the teachers' pages and the passport after the five (the header keeps five). */
export const teachersLink: NavItem = { name: 'For Teachers', path: '/teach' };
export const passportLink: NavItem = { name: 'My Health Passport', path: PASSPORT_PATH };
