import type { NavItem } from './schemas';

/** The five main pages, in header and footer order. */
export const mainNavigation: NavItem[] = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'E-Library', path: '/library' },
  { name: 'Resources', path: '/resources' },
  { name: 'Contact', path: '/contact' },
];
