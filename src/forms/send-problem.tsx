import { site } from '../content/site';
import { sendProblemMessages } from './echo';
import { outboxMessages, useWaiting, type OutboxForm } from './outbox';

export type SendProblemKind = keyof typeof sendProblemMessages;

/** Says why a form was not sent, beside the form, which keeps everything typed. */
export function SendProblem({ problem }: { problem: SendProblemKind }) {
  return (
    <p role="alert" className="rounded-2xl border-2 border-coral-700 bg-white p-4 font-semibold text-coral-700">
      {sendProblemMessages[problem]}
      {problem === 'unavailable' && (
        <>
          {' '}
          <a href={`mailto:${site.email}`} className="link break-all">
            {site.email}
          </a>
        </>
      )}
    </p>
  );
}

/** Says how many of this form's sends wait on this device for a connection (src/forms/outbox.ts). */
export function WaitingToSend({ form }: { form: OutboxForm }) {
  const count = useWaiting(form);
  if (count === 0) return null;
  return (
    <p className="rounded-2xl bg-sky-100 p-4 font-semibold text-ink">
      <span aria-hidden="true">📮 </span>
      {outboxMessages[form].waiting(count)}
    </p>
  );
}

/** Says that the form holds a send the server refused while it waited offline, with its messages under the fields. */
export function TakenBack() {
  return (
    <p role="alert" className="rounded-2xl border-2 border-coral-700 bg-white p-4 font-semibold text-coral-700">
      {outboxMessages.takenBack}
    </p>
  );
}
