// The contact form's rules (SPEC.md §5): all three fields are required; whitespace counts as empty.

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

/** The fields still empty, in form order; none means the message can be sent. */
export function missingContactFields(values: ContactMessage): ContactField[] {
  return (Object.keys(emptyContactMessage) as ContactField[]).filter((field) => values[field].trim() === '');
}

export const contactToasts = {
  incomplete: 'Oops! Please fill in all fields.',
  sent: "Thank you! We've received your message and will get back to you soon.",
} as const;
