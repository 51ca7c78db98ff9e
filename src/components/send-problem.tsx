import { site } from '../content/site';
import { sendProblemMessages } from '../lib/form-echo';

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
