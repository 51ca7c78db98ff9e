// One way for the site's forms to behave: the suggestion form and the contact form are this hook
// with their own fields and words. Without JavaScript (or before the app arrives) each is a plain
// form the server answers with its page (echo.ts); with it, the hook checks what was typed, sends
// it, and says what happened, and nothing typed is lost on a mistake, a refusal or a failed send.
//
//   check fails                the messages under the fields, a toast, the first wrong field focused
//   sent                       the form empties, `sent` is true, a toast thanks the visitor
//   refused by the server      as a failed check, with the server's messages
//   no connection              kept on this device (outbox.ts) and sent when the connection is back
//   check code cannot load     'offline' beside the form; everything typed stays
//   busy, failed, no server    that problem beside the form; everything typed stays
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { enteredBeforeApp } from '../lib/before-app';
import { notify } from '../lib/toast';
import type { FormEcho } from './echo';
import { outboxMessages, type OutboxForm } from './outbox';
import type { SendProblemKind } from './send-problem';
import type { SendResult } from './submissions';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** A form's check: the values to send, or one message per field that is wrong. */
export type FormCheck<Values, Ready> = (values: Values) => { ok: true; ready: Ready } | { ok: false; errors: FieldErrors<Values> };

export interface SiteFormSpec<Values extends { [K in keyof Values]: string | boolean }, Ready> {
  form: OutboxForm;
  empty: Values;
  /** The server's answer when the page came back from a plain POST. */
  echo?: FormEcho<Values>;
  /** Loads the form's check (zod loads with it, when the form is first used). */
  loadCheck: () => Promise<FormCheck<Values, Ready>>;
  send: (ready: Ready) => Promise<SendResult>;
  /** Keeps a send that found no connection (outbox.ts). */
  keep: (ready: Ready) => { persistent: boolean };
  words: { invalid: string; sent: string };
}

export function useSiteForm<Values extends { [K in keyof Values]: string | boolean }, Ready>(spec: SiteFormSpec<Values, Ready>) {
  const { echo, empty } = spec;
  const [values, setValues] = useState<Values>(echo?.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors<Values>>(echo?.errors ?? {});
  const [problem, setProblem] = useState<SendProblemKind | null>(
    echo?.outcome === 'busy' || echo?.outcome === 'failed' ? echo.outcome : null,
  );
  const [sent, setSent] = useState(echo?.outcome === 'sent');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // What was typed, chosen or ticked before the app arrived is the form's from the start.
  useEffect(() => {
    const entered = enteredBeforeApp(formRef.current, values);
    if (Object.keys(entered).length > 0) setValues((current) => ({ ...current, ...entered }));
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSent(false);
  };

  const showErrors = (found: FieldErrors<Values>) => {
    setErrors(found);
    void notify({ kind: 'error', title: spec.words.invalid });
    const first = (Object.keys(empty) as (keyof Values & string)[]).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const clear = () => {
    setValues(empty);
    setErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    let check: FormCheck<Values, Ready>;
    try {
      check = await spec.loadCheck();
    } catch {
      setProblem('offline');
      return;
    }
    const checked = check(values);
    if (!checked.ok) return showErrors(checked.errors);
    setSending(true);
    try {
      const result = await spec.send(checked.ready);
      if (result.status === 'sent') {
        clear();
        setSent(true);
        void notify({ kind: 'success', title: spec.words.sent });
      } else if (result.status === 'invalid') {
        showErrors(result.errors as FieldErrors<Values>);
      } else if (result.status === 'offline') {
        const { persistent } = spec.keep(checked.ready);
        clear();
        void notify({ kind: 'success', title: outboxMessages[spec.form].kept, description: persistent ? undefined : outboxMessages.keepPageOpen });
      } else {
        setProblem(result.status);
      }
    } finally {
      setSending(false);
    }
  };

  /** Loads the check as soon as the visitor starts on the form, so a send does not wait for it. */
  const onFocus = () => void spec.loadCheck().catch(() => {});

  return { values, errors, problem, sent, sending, formRef, update, onSubmit, onFocus, endThanks: () => setSent(false) };
}
