// The contact form's rules (SPEC.md §5): all three fields are required; whitespace counts as empty.
// No e-mail format check beyond the input's type; the lengths only keep a message a sensible size.

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

export const contactFieldMessages: Record<ContactField, { missing: string; tooLong: string }> = {
  name: { missing: 'Please fill in your name.', tooLong: 'Your name must be less than 100 characters.' },
  email: { missing: 'Please fill in your email.', tooLong: 'Your email must be less than 254 characters.' },
  message: { missing: 'Please fill in your message.', tooLong: 'Your message must be less than 5,000 characters.' },
};

export const contactToasts = {
  incomplete: 'Oops! Please fill in all fields.',
  sent: "Thank you! We've received your message and will get back to you soon.",
} as const;
