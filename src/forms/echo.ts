// What the server answers a form sent as a plain POST (JavaScript off, or not loaded yet) with:
// the same page, rendered again with what was typed and what happened. The router carries it as
// the page's action data (src/entry-server.tsx), so the page reads it with useActionData both on
// the server and when the app takes the page over.

/**
 * sent: stored; invalid: the field messages say why; busy: too many sends from this address;
 * tooLarge: more than the server reads; failed: the server could not store it.
 */
export type FormOutcome = 'sent' | 'invalid' | 'busy' | 'tooLarge' | 'failed';

export interface FormEcho<Values> {
  form: 'contact' | 'suggestion';
  outcome: FormOutcome;
  /** What the visitor typed, to put back in the form (empty after a successful send). */
  values: Values;
  /** One message per field that is wrong. */
  errors: Partial<Record<keyof Values, string>>;
  /** The id the form's next send carries: the one just tried again after a failure, a new one after a send. */
  id?: string;
}

/** The echo for `form`, if this page's action data is one (anything else is ignored). */
export function echoFor<Values>(actionData: unknown, form: FormEcho<Values>['form']): FormEcho<Values> | undefined {
  if (typeof actionData !== 'object' || actionData === null) return undefined;
  return (actionData as { form?: unknown }).form === form ? (actionData as FormEcho<Values>) : undefined;
}

/** What the site says when a form could not be sent, whichever the form. */
export const sendProblemMessages = {
  busy: 'Lots of messages are arriving from your network right now. Please wait a minute, then try again.',
  tooLarge: 'That was too long to send. Press your browser’s Back button to get your words back, then make them shorter.',
  failed: 'Something went wrong on our side, so it was not sent. Please try again in a moment.',
  offline: 'It could not be sent just now. Please check your connection and try again.',
  unavailable: 'This copy of HealthSprout cannot send forms. Please email us instead:',
} as const;
