// The topic-suggestion form's fields, limits and messages (SPEC.md §5). The zod check itself
// lives in suggestion-check.ts, loaded when the visitor starts using the form.

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
  offlineToast: 'We could not send your idea just now. Please check your connection and try again.',
} as const;

/** What the form holds while the visitor types. */
export interface SuggestionDraft {
  name: string;
  ageGroup: AgeGroup | '';
  topicSuggestion: string;
  agreeToShare: boolean;
}

export const emptySuggestion: SuggestionDraft = { name: '', ageGroup: '', topicSuggestion: '', agreeToShare: false };

/** A suggestion ready to send: trimmed, with the time it was made. */
export interface TopicSuggestion {
  name?: string;
  ageGroup: AgeGroup;
  topicSuggestion: string;
  agreeToShare: true;
  createdAt: string;
}

export type SuggestionErrors = Partial<Record<keyof SuggestionDraft, string>>;
