// Where the site's forms send what visitors write. There is no server yet (SPEC.md §7): each
// submission is logged, and a real endpoint can replace these bodies without touching the forms.

import type { ContactMessage } from '../pages/contact/contact-message';

/** Sends a contact message; resolves when it has been accepted. */
export async function submitContactMessage(message: ContactMessage): Promise<void> {
  console.info('Contact message received', { ...message, sentAt: new Date().toISOString() });
}
