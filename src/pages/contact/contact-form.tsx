import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { enteredBeforeApp } from '../../lib/before-app';
import { Link } from 'react-router-dom';
import { retention } from '../../content/privacy';
import { notify } from '../../lib/toast';
import { submitContactMessage } from '../../lib/submissions';
import type { FormEcho } from '../../lib/form-echo';
import { keepToSend, outboxMessages } from '../../lib/outbox';
import { SendProblem, WaitingToSend, type SendProblemKind } from '../../components/send-problem';
import {
  CONTACT_LIMITS,
  contactFieldLabels,
  contactToasts,
  emptyContactMessage,
  type ContactField,
  type ContactMessage,
} from '../../lib/forms/contact-message';
import type { ContactErrors } from './contact-check';

const loadCheck = () => import('./contact-check');

/** The address a plain POST of this form goes to (server/forms.ts answers it with this page). */
export const CONTACT_FORM_ACTION = '/contact';

/**
 * The message form. Nothing typed is lost on an incomplete or failed send; a sent message clears
 * it. Without JavaScript it is posted as a normal form and `echo` is the server's answer.
 */
export function ContactForm({ echo }: { echo?: FormEcho<ContactMessage> }) {
  const [values, setValues] = useState<ContactMessage>(echo?.values ?? emptyContactMessage);
  const [errors, setErrors] = useState<ContactErrors>(echo?.errors ?? {});
  const [problem, setProblem] = useState<SendProblemKind | null>(
    echo?.outcome === 'busy' || echo?.outcome === 'failed' ? echo.outcome : null,
  );
  const [sent, setSent] = useState(echo?.outcome === 'sent');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // What was typed before the app arrived is the form's from the start.
  useEffect(() => {
    const typed = enteredBeforeApp(formRef.current, values);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSent(false);
    if (value.trim() !== '') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    void notify({ kind: 'error', title: contactToasts.incomplete });
    const first = (Object.keys(emptyContactMessage) as ContactField[]).find((field) => found[field]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    let checkContactMessage;
    try {
      ({ checkContactMessage } = await loadCheck());
    } catch {
      setProblem('offline');
      return;
    }
    const checked = checkContactMessage(values);
    if (!checked.ok) return showErrors(checked.errors);
    setSending(true);
    try {
      const result = await submitContactMessage(checked.message);
      if (result.status === 'sent') {
        setValues(emptyContactMessage);
        setErrors({});
        setSent(true);
        void notify({ kind: 'success', title: contactToasts.sent });
      } else if (result.status === 'invalid') {
        showErrors(result.errors);
      } else if (result.status === 'offline') {
        // No connection: the message waits on this device and is sent when the connection is back.
        const { persistent } = keepToSend('contact', checked.message);
        setValues(emptyContactMessage);
        setErrors({});
        void notify({ kind: 'success', title: outboxMessages.contact.kept, description: persistent ? undefined : outboxMessages.keepPageOpen });
      } else {
        setProblem(result.status);
      }
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    required: true,
    maxLength: CONTACT_LIMITS[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    className: 'field-input',
  });

  const errorFor = (field: ContactField) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 font-semibold text-coral-700">
        {errors[field]}
      </p>
    );

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_ACTION}
      onSubmit={onSubmit}
      onFocus={() => void loadCheck().catch(() => {})}
      noValidate
      aria-labelledby={`${id}-title`}
      className="card grid gap-5"
    >
      <h2 id={`${id}-title`} className="text-2xl">
        Send us a message
      </h2>
      {sent && (
        // Announced here only when the server sent this page (no JavaScript); otherwise the toast says it.
        <p role={echo?.outcome === 'sent' ? 'status' : undefined} className="rounded-2xl bg-leaf-100 p-4 font-semibold text-leaf-900">
          {contactToasts.sent}
        </p>
      )}
      {echo?.outcome === 'invalid' && (
        <p role="alert" className="font-semibold text-coral-700">
          {contactToasts.incomplete}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          {contactFieldLabels.name}
        </label>
        <input type="text" autoComplete="name" {...fieldProps('name')} onChange={(e) => update('name', e.target.value)} />
        {errorFor('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {contactFieldLabels.email}
        </label>
        <input type="email" autoComplete="email" {...fieldProps('email')} onChange={(e) => update('email', e.target.value)} />
        {errorFor('email')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          {contactFieldLabels.message}
        </label>
        <textarea rows={6} {...fieldProps('message')} onChange={(e) => update('message', e.target.value)} />
        {errorFor('message')}
      </div>
      <p className="text-sm text-ink-soft">
        If you are under 13, please ask a parent or guardian before you send us your email address. We use it only to
        reply to you, and we delete messages after {retention.contactDays} days (see our{' '}
        <Link to="/privacy" className="link">
          privacy page
        </Link>
        ).
      </p>
      {problem && <SendProblem problem={problem} />}
      <WaitingToSend form="contact" />
      <button type="submit" className="btn-primary justify-self-start text-lg" disabled={sending}>
        Send Message
      </button>
    </form>
  );
}
