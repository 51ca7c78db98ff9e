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
//   refused while offline      taken back from the outbox into the form, with the messages
//
// Each send carries an id (send-id.ts), the same until the send is stored or kept, so the server
// stores a repeated send once; the form posts it as a hidden field without JavaScript too.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { enteredBeforeApp } from '../lib/before-app';
import { notify } from '../lib/toast';
import type { FormEcho } from './echo';
import { outboxMessages, takeRefused, type OutboxForm } from './outbox';
import { newSendId } from './send-id';
import type { SendProblemKind } from './send-problem';
import type { Sendable, SendResult } from './submissions';

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
  send: (ready: Sendable<Ready>) => Promise<SendResult>;
  /** Keeps a send that found no connection (outbox.ts). */
  keep: (ready: Sendable<Ready>) => { persistent: boolean };
  /** The form's values again from a send the server refused while it waited offline. */
  valuesOf: (ready: Sendable<Ready>) => Values;
  /** Values to start from when the form is empty (a "Report a problem" link's message), and the field to put the cursor in. */
  prefill?: { values: Partial<Values>; focus: keyof Values & string };
  words: { invalid: string; sent: string };
}

export function useSiteForm<Values extends { [K in keyof Values]: string | boolean }, Ready>(spec: SiteFormSpec<Values, Ready>) {
  const { echo, empty } = spec;
  const [values, setValues] = useState<Values>(echo?.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors<Values>>(echo?.errors ?? {});
  const [problem, setProblem] = useState<SendProblemKind | null>(
    echo?.outcome === 'busy' || echo?.outcome === 'failed' || echo?.outcome === 'tooLarge' ? echo.outcome : null,
  );
  const [sent, setSent] = useState(echo?.outcome === 'sent');
  const [sending, setSending] = useState(false);
  /** The id of the next send; empty in the built page (every visitor gets their own once the app runs). */
  const [sendId, setSendId] = useState(echo?.id ?? '');
  /** Set when the form took back a send the server refused while it waited offline. */
  const [takenBack, setTakenBack] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Once, as the app takes the page over: what was typed, chosen or ticked before it arrived is the
  // form's from the start; a send that waited offline and was refused comes back to be fixed.
  useEffect(() => {
    const refused = takeRefused(spec.form);
    if (refused) {
      setValues(spec.valuesOf(refused.body as unknown as Sendable<Ready>));
      setErrors(refused.errors as FieldErrors<Values>);
      setSendId(refused.body.id ?? newSendId());
      setTakenBack(true);
      return;
    }
    const entered = enteredBeforeApp(formRef.current, values);
    if (Object.keys(entered).length > 0) setValues((current) => ({ ...current, ...entered }));
    else if (spec.prefill && !echo) {
      setValues((current) => ({ ...current, ...spec.prefill?.values }));
      const field = formRef.current?.querySelector<HTMLTextAreaElement | HTMLInputElement>(`[name="${spec.prefill.focus}"]`);
      window.requestAnimationFrame(() => {
        field?.focus();
        field?.setSelectionRange(field.value.length, field.value.length);
      });
    }
    setSendId((current: string) => current || newSendId());
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
    setTakenBack(false);
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
    // The same id until this send is stored or kept: a retry after a lost answer is the same send.
    const ready: Sendable<Ready> = { ...checked.ready, id: sendId || newSendId() };
    try {
      const result = await spec.send(ready);
      if (result.status === 'sent') {
        clear();
        setSendId(newSendId());
        setSent(true);
        void notify({ kind: 'success', title: spec.words.sent });
      } else if (result.status === 'invalid') {
        showErrors(result.errors as FieldErrors<Values>);
      } else if (result.status === 'offline') {
        const { persistent } = spec.keep(ready);
        clear();
        setSendId(newSendId());
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

  return { values, errors, problem, sent, sending, sendId, takenBack, formRef, update, onSubmit, onFocus, endThanks: () => setSent(false) };
}
