// Checks a topic suggestion with zod's small build: the browser loads it when the form is first
// used (so the E-Library page does not download zod before), and the server (server/forms.ts)
// checks every suggestion it receives with the same schema.
import * as z from 'zod/mini';
import {
  ageGroupValues,
  NAME_MAX,
  SUGGESTION_MAX,
  SUGGESTION_MIN,
  suggestionMessages,
  type SuggestionDraft,
  type SuggestionErrors,
  type TopicSuggestion,
} from './suggestion';
import { countedLength, hasControlCharacter, withSingleLineBreaks } from './text-rules';
import type { Sendable } from './submissions';

export const suggestionSchema = z.object({
  name: z.string().check(
    z.refine((text) => !hasControlCharacter(text), suggestionMessages.nameUnusual),
    z.maxLength(NAME_MAX, suggestionMessages.name),
  ),
  ageGroup: z.enum(ageGroupValues, suggestionMessages.ageGroup),
  topicSuggestion: z
    .string()
    .check(
      z.overwrite(withSingleLineBreaks),
      z.trim(),
      // Counted as the form's counter counts (text-rules.ts): "heart care" is 10 characters.
      z.refine((text) => countedLength(text) >= SUGGESTION_MIN, suggestionMessages.tooShort),
      z.refine((text) => !hasControlCharacter(text), suggestionMessages.topicUnusual),
      z.refine((text) => countedLength(text) <= SUGGESTION_MAX, suggestionMessages.tooLong),
      // Marks that take no room are not counted, but they are stored: they may not swell the text.
      z.maxLength(SUGGESTION_MAX * 2, suggestionMessages.tooLong),
    ),
  agreeToShare: z.literal(true, suggestionMessages.agree),
  id: z.optional(z.uuid()),
});

/** Checks a draft: either the suggestion to send, or one message per field that is wrong. */
export function checkSuggestion(
  draft: SuggestionDraft,
  now: Date = new Date(),
): { ok: true; ready: Sendable<TopicSuggestion> } | { ok: false; errors: SuggestionErrors } {
  const result = suggestionSchema.safeParse(draft);
  if (!result.success) {
    const errors: SuggestionErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof SuggestionDraft;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { name, ...rest } = result.data;
  const trimmedName = countedLength(name) > 0 ? name.trim() : '';
  return {
    ok: true,
    ready: { ...rest, ...(trimmedName ? { name: trimmedName } : {}), createdAt: now.toISOString() },
  };
}
