// Where the site's forms send what visitors write. There is no server yet (SPEC.md §7): each
// submission is logged, and a real endpoint can replace these bodies without touching the forms.

import type { ContactMessage } from '../pages/contact/contact-message';
import type { TopicSuggestion } from '../pages/library/topic-suggestion';

/** Sends a contact message; resolves when it has been accepted. */
export async function submitContactMessage(message: ContactMessage): Promise<void> {
  console.info('Contact message received', { ...message, sentAt: new Date().toISOString() });
}

/** Sends a topic suggestion from the E-Library form. */
export async function submitTopicSuggestion(suggestion: TopicSuggestion): Promise<void> {
  console.info('Topic suggestion received', suggestion);
}
