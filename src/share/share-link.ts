// What Share with your class shows and sends for a page: its public address, the short form a
// class types, and the plain link to Google Classroom's share page (a link, no script: nothing is
// asked of Google until a teacher follows it). Pure.
import { pageAddress, shortAddress } from '../lib/site-address';

/** Google Classroom's share page; it takes the address and a title (developers.google.com/classroom/guides/sharebutton). */
export const CLASSROOM_SHARE = 'https://classroom.google.com/share';

export interface ShareTarget {
  /** The page's public address, with no query or #part: what the QR code holds and Copy link copies. */
  address: string;
  /** The address without https:// or www., for the board. */
  short: string;
  /** Google Classroom's share page for the address and title. */
  classroom: string;
}

/**
 * The share target for the page at `path`, at the site's public address (`siteUrl`, the build's
 * setting) or, when the build was not given one, at the address the browser is on (`origin`).
 */
export function shareTarget(siteUrl: string | null, origin: string, path: string, title: string): ShareTarget {
  const address = pageAddress(siteUrl ?? origin, path);
  const classroom = new URL(CLASSROOM_SHARE);
  classroom.searchParams.set('url', address);
  classroom.searchParams.set('title', title);
  return { address, short: shortAddress(address), classroom: classroom.href };
}
