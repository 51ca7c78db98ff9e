import { useEffect, useId } from 'react';
import { submitTopicSuggestion } from '../../forms/submissions';
import type { FormEcho } from '../../forms/echo';
import { keepToSend } from '../../forms/outbox';
import { SendProblem, TakenBack, WaitingToSend } from '../../forms/send-problem';
import { useSiteForm } from '../../forms/use-site-form';
import { countedLength } from '../../forms/text-rules';
import {
  ageGroups,
  emptySuggestion,
  SUGGESTION_MAX,
  suggestionAddresses,
  suggestionMessages,
  THANK_YOU_MS,
  type SuggestionDraft,
} from '../../forms/suggestion';

/** The address a plain POST of this form goes to (server/forms.ts answers it with the E-Library page). */
export const SUGGESTION_FORM_ACTION = `${suggestionAddresses.page}#${suggestionAddresses.anchor}`;

/**
 * The topic-suggestion form: messages under each field, nothing typed is lost on a mistake or a
 * failed send (src/forms/use-site-form.ts). Without JavaScript it is posted as a normal form and
 * `echo` is the server's answer.
 */
export function SuggestionForm({ echo }: { echo?: FormEcho<SuggestionDraft> }) {
  const { values: draft, errors, problem, sent: thanking, sending, sendId, takenBack, formRef, update, onSubmit, onFocus, endThanks } = useSiteForm({
    form: 'suggestion',
    empty: emptySuggestion,
    echo,
    loadCheck: () => import('../../forms/suggestion-check').then(({ checkSuggestion }) => (values: SuggestionDraft) => checkSuggestion(values)),
    send: submitTopicSuggestion,
    keep: (suggestion) => keepToSend('suggestion', suggestion),
    valuesOf: ({ name, ageGroup, topicSuggestion, agreeToShare }) => ({ name: name ?? '', ageGroup, topicSuggestion, agreeToShare }),
    words: { invalid: suggestionMessages.invalidToast, sent: suggestionMessages.thanksToast },
  });
  const id = useId();

  // The thank-you panel shows for a while, then the empty form comes back for another idea.
  useEffect(() => {
    if (!thanking) return;
    const timer = window.setTimeout(endThanks, THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [thanking, endThanks]);

  const describe = (field: keyof SuggestionDraft, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const errorText = (field: keyof SuggestionDraft) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 font-semibold text-coral-700">
        {errors[field]}
      </p>
    );

  if (thanking) {
    return (
      <div role="status" className="card flex flex-col items-center gap-3 py-12 text-center">
        <span aria-hidden="true" className="text-6xl">
          🌱
        </span>
        <p className="text-2xl font-extrabold text-leaf-900">Thank you for your idea!</p>
        <p className="text-lg text-ink-soft">{suggestionMessages.thanksToast}</p>
      </div>
    );
  }

  // The count the rule counts (src/forms/text-rules.ts): the trimmed text, spaces between words included.
  const length = countedLength(draft.topicSuggestion);
  return (
    <form
      ref={formRef}
      method="post"
      action={SUGGESTION_FORM_ACTION}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label="Suggest a topic"
      className="card grid gap-5"
    >
      {/* The send's id, so the server stores it once even when it is posted again. */}
      <input type="hidden" name="id" value={sendId} />
      {takenBack && <TakenBack />}
      {echo?.outcome === 'invalid' && (
        <p role="alert" className="font-semibold text-coral-700">
          {suggestionMessages.invalidToast}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          Your first name <span className="font-normal text-ink-soft">(optional)</span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="given-name"
          className="field-input"
          value={draft.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          onChange={(e) => update('name', e.target.value)}
        />
        {errorText('name')}
      </div>
      <div>
        <label htmlFor={`${id}-age`} className="field-label">
          Who are you?
        </label>
        <select
          id={`${id}-age`}
          name="ageGroup"
          className="field-input"
          value={draft.ageGroup}
          aria-required="true"
          aria-invalid={errors.ageGroup ? true : undefined}
          aria-describedby={describe('ageGroup')}
          onChange={(e) => update('ageGroup', e.target.value as SuggestionDraft['ageGroup'])}
        >
          <option value="">Choose one…</option>
          {ageGroups.map((group) => (
            <option key={group.value} value={group.value}>
              {group.label}
            </option>
          ))}
        </select>
        {errorText('ageGroup')}
      </div>
      <div>
        <label htmlFor={`${id}-topic`} className="field-label">
          What health topic should we write about?
        </label>
        <textarea
          id={`${id}-topic`}
          name="topicSuggestion"
          rows={4}
          className="field-input"
          value={draft.topicSuggestion}
          aria-required="true"
          aria-invalid={errors.topicSuggestion ? true : undefined}
          aria-describedby={describe('topicSuggestion', `${id}-count`)}
          onChange={(e) => update('topicSuggestion', e.target.value)}
        />
        <p id={`${id}-count`} className={`mt-1 text-sm ${length > SUGGESTION_MAX ? 'font-bold text-coral-700' : 'text-ink-soft'}`}>
          {length}/{SUGGESTION_MAX}
        </p>
        {errorText('topicSuggestion')}
      </div>
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="agreeToShare"
            className="mt-1 h-6 w-6 shrink-0 accent-leaf-700"
            checked={draft.agreeToShare}
            aria-invalid={errors.agreeToShare ? true : undefined}
            aria-describedby={describe('agreeToShare')}
            onChange={(e) => update('agreeToShare', e.target.checked)}
          />
          <span>I agree that HealthSprout may use my idea to plan new articles.</span>
        </label>
        {errorText('agreeToShare')}
      </div>
      {problem && <SendProblem problem={problem} />}
      <WaitingToSend form="suggestion" />
      <button type="submit" className="btn-primary justify-self-start text-lg" disabled={sending}>
        Send my idea
      </button>
    </form>
  );
}
