// The topic-suggestion form (docs/product.md §5): its fields, limits and messages, the one place
// they are written. The browser's form (pages/library/suggestion-form.tsx), the zod check
// (suggestion-check.ts, loaded when the form is first used), the server (server/forms.ts) and the
// database's constraint (server/migrations/001-forms.sql, held to this list by a test) read it.

import { unusualCharacterMessage } from './text-rules';

/** Who may suggest a topic: the value sent and stored, and the label the form shows. */
export const ageGroups = [
  { value: '8-10', label: 'Student, age 8-10' },
  { value: '11-14', label: 'Student, age 11-14' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'parent', label: 'Parent or guardian' },
] as const;

export type AgeGroup = (typeof ageGroups)[number]['value'];

/** The values of ageGroups, for zod's enum and the server. */
export const ageGroupValues = ageGroups.map((group) => group.value) as [AgeGroup, ...AgeGroup[]];

export const SUGGESTION_MIN = 10;
export const SUGGESTION_MAX = 500;
export const NAME_MAX = 100;
/** How long the thank-you panel shows before the form resets (docs/product.md §9). */
export const THANK_YOU_MS = 3000;

/** Where the app sends a suggestion, and where the form posts without JavaScript (the server answers with the E-Library page). */
export const suggestionAddresses = { api: '/api/suggestions', page: '/library', anchor: 'suggest-topic' } as const;

export const suggestionMessages = {
  name: `Name must be less than ${NAME_MAX} characters`,
  nameUnusual: unusualCharacterMessage('your name'),
  topicUnusual: unusualCharacterMessage('your idea'),
  ageGroup: 'Please select an age group',
  tooShort: `Please tell us more (at least ${SUGGESTION_MIN} characters)`,
  tooLong: `Suggestion must be less than ${SUGGESTION_MAX} characters`,
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

/** A suggestion ready to send: trimmed, with the time it was made. */
export interface TopicSuggestion {
  name?: string;
  ageGroup: AgeGroup;
  topicSuggestion: string;
  agreeToShare: true;
  createdAt: string;
}

export type SuggestionErrors = Partial<Record<keyof SuggestionDraft, string>>;
