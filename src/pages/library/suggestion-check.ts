// Checks a topic suggestion with zod's small build. Loaded on demand, so the E-Library page
// does not download zod until someone uses the form.
import * as z from 'zod/mini';
import {
  NAME_MAX,
  SUGGESTION_MAX,
  SUGGESTION_MIN,
  suggestionMessages,
  type SuggestionDraft,
  type SuggestionErrors,
  type TopicSuggestion,
} from '../../lib/forms/topic-suggestion';

export const suggestionSchema = z.object({
  name: z.string().check(z.maxLength(NAME_MAX, suggestionMessages.name)),
  ageGroup: z.enum(['8-10', '11-14', 'teacher', 'parent'], suggestionMessages.ageGroup),
  topicSuggestion: z
    .string()
    .check(
      z.trim(),
      z.minLength(SUGGESTION_MIN, suggestionMessages.tooShort),
      z.maxLength(SUGGESTION_MAX, suggestionMessages.tooLong),
    ),
  agreeToShare: z.literal(true, suggestionMessages.agree),
});

/** Checks a draft: either the suggestion to send, or one message per field that is wrong. */
export function checkSuggestion(
  draft: SuggestionDraft,
  now: Date = new Date(),
): { ok: true; suggestion: TopicSuggestion } | { ok: false; errors: SuggestionErrors } {
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
  const trimmedName = name.trim();
  return {
    ok: true,
    suggestion: { ...rest, ...(trimmedName ? { name: trimmedName } : {}), createdAt: now.toISOString() },
  };
}
