// The topic-suggestion form's rules and messages (SPEC.md §5), checked with zod's small build.
import * as z from 'zod/mini';

export const ageGroups = [
  { value: '8-10', label: 'Student, age 8-10' },
  { value: '11-14', label: 'Student, age 11-14' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'parent', label: 'Parent or guardian' },
] as const;

export type AgeGroup = (typeof ageGroups)[number]['value'];

export const SUGGESTION_MIN = 10;
export const SUGGESTION_MAX = 500;
export const NAME_MAX = 100;
/** How long the thank-you panel shows before the form resets (SPEC.md §9). */
export const THANK_YOU_MS = 3000;

export const suggestionMessages = {
  name: 'Name must be less than 100 characters',
  ageGroup: 'Please select an age group',
  tooShort: 'Please tell us more (at least 10 characters)',
  tooLong: 'Suggestion must be less than 500 characters',
  agree: 'You must agree to share your idea',
  invalidToast: 'Please check the form and try again',
  thanksToast: 'Thank you! Your idea helps us teach more kids about health.',
} as const;

/** What the form holds while the visitor types. */
export interface SuggestionDraft {
  name: string;
  ageGroup: AgeGroup | '';
  topicSuggestion: string;
  agreeToShare: boolean;
}

export const emptySuggestion: SuggestionDraft = { name: '', ageGroup: '', topicSuggestion: '', agreeToShare: false };

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

/** A suggestion ready to send: trimmed, with the time it was made. */
export interface TopicSuggestion {
  name?: string;
  ageGroup: AgeGroup;
  topicSuggestion: string;
  agreeToShare: true;
  createdAt: string;
}

export type SuggestionErrors = Partial<Record<keyof SuggestionDraft, string>>;

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
