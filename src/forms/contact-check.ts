// Checks a contact message with zod's small build: the browser loads it when the form is first
// used, and the server (server/forms.ts) checks every message it receives with the same schema.
import * as z from 'zod/mini';
import type { Sendable } from './submissions';
import { contactFieldMessages, CONTACT_LIMITS, type ContactField, type ContactMessage } from './contact';
import { countedLength, hasControlCharacter, withSingleLineBreaks } from './text-rules';

const field = (name: ContactField) =>
  z.string().check(
    // A form sends line breaks as CRLF: a message that fits the textarea fits here (security review S6).
    z.overwrite(withSingleLineBreaks),
    z.trim(),
    z.refine((text) => countedLength(text) > 0, contactFieldMessages[name].missing),
    z.refine((text) => !hasControlCharacter(text), contactFieldMessages[name].unusual),
    z.maxLength(CONTACT_LIMITS[name], contactFieldMessages[name].tooLong),
  );

export const contactSchema = z.object({ name: field('name'), email: field('email'), message: field('message'), id: z.optional(z.uuid()) });

export type ContactErrors = Partial<Record<ContactField, string>>;

/** Either the message to send (trimmed), or one message per field that is wrong, in form order. */
export function checkContactMessage(values: unknown): { ok: true; ready: Sendable<ContactMessage> } | { ok: false; errors: ContactErrors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, ready: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (name === 'name' || name === 'email' || name === 'message') errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
