// The contact form (docs/product.md §5), the one place its fields, limits and messages are
// written: all three fields are required and whitespace (or any invisible mark) counts as empty;
// a control character is refused (text-rules.ts); no e-mail format check
// beyond the input's type; the lengths only keep a message a sensible size. Read by the form
// (pages/contact/contact-form.tsx), the zod check (contact-check.ts) and the server.

import { formatCount } from '../lib/format';
import { unusualCharacterMessage, withoutControlCharacters } from './text-rules';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const emptyContactMessage: ContactMessage = { name: '', email: '', message: '' };

export const contactFieldLabels: Record<ContactField, string> = {
  name: 'Your name',
  email: 'Your email',
  message: 'Your message',
};

/** The longest each field may be. */
export const CONTACT_LIMITS: Record<ContactField, number> = { name: 100, email: 254, message: 5000 };

/** Where the app sends a message, and where the form posts without JavaScript. */
export const contactAddresses = { api: '/api/contact', page: '/contact' } as const;

const what: Record<ContactField, string> = { name: 'your name', email: 'your email', message: 'your message' };
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const contactFieldMessages = Object.fromEntries(
  (Object.keys(CONTACT_LIMITS) as ContactField[]).map((field) => [
    field,
    {
      missing: `Please fill in ${what[field]}.`,
      unusual: unusualCharacterMessage(what[field]),
      tooLong: `${capitalized(what[field])} must be less than ${formatCount(CONTACT_LIMITS[field])} characters.`,
    },
  ]),
) as Record<ContactField, { missing: string; unusual: string; tooLong: string }>;

export const contactToasts = {
  incomplete: 'Oops! Please fill in all fields.',
  sent: "Thank you! We've received your message and will get back to you soon.",
} as const;

/** What a "Report a problem" link names: the page it was on, and the video or other item on it. */
export interface ProblemReport {
  page: string;
  video: string;
}

/** The contact form's address with a problem report in it (the form then starts with a message that names it). */
export function reportProblemLink(report: ProblemReport): string {
  const query = new URLSearchParams({ report: 'video', page: report.page, video: report.video });
  return `${contactAddresses.page}?${query.toString()}`;
}

/** The message a problem report starts the form with, or undefined when the address holds none. */
export function reportedMessage(search: string): string | undefined {
  const query = new URLSearchParams(search);
  if (query.get('report') !== 'video') return undefined;
  // Only text, and not much of it: the visitor sees and edits it before anything is sent.
  const clean = (text: string | null) => withoutControlCharacters(text ?? '').trim().slice(0, 200);
  const video = clean(query.get('video'));
  const page = clean(query.get('page'));
  if (!video) return undefined;
  return `There is a problem with the video "${video}"${page ? ` on the page ${page}` : ''}. What I noticed: `;
}
