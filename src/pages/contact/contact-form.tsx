import { useId } from 'react';
import { Link } from 'react-router-dom';
import { retention } from '../../content/privacy';
import { submitContactMessage } from '../../forms/submissions';
import type { FormEcho } from '../../forms/echo';
import { keepToSend } from '../../forms/outbox';
import { SendProblem, TakenBack, WaitingToSend } from '../../forms/send-problem';
import { useSiteForm } from '../../forms/use-site-form';
import {
  CONTACT_LIMITS,
  contactAddresses,
  contactFieldLabels,
  contactToasts,
  emptyContactMessage,
  type ContactField,
  type ContactMessage,
} from '../../forms/contact';

/** The address a plain POST of this form goes to (server/forms.ts answers it with this page). */
export const CONTACT_FORM_ACTION = contactAddresses.page;

/**
 * The message form. Nothing typed is lost on an incomplete or failed send; a sent message clears
 * it (src/forms/use-site-form.ts). Without JavaScript it is posted as a normal form and `echo` is
 * the server's answer.
 */
export function ContactForm({ echo, report }: { echo?: FormEcho<ContactMessage>; report?: string }) {
  const { values, errors, problem, sent, sending, sendId, takenBack, formRef, update, onSubmit, onFocus } = useSiteForm({
    form: 'contact',
    empty: emptyContactMessage,
    echo,
    loadCheck: () => import('../../forms/contact-check').then(({ checkContactMessage }) => (values: ContactMessage) => checkContactMessage(values)),
    send: submitContactMessage,
    keep: (message) => keepToSend('contact', message),
    valuesOf: ({ name, email, message }) => ({ name, email, message }),
    prefill: report ? { values: { message: report }, focus: 'name' } : undefined,
    words: { invalid: contactToasts.incomplete, sent: contactToasts.sent },
  });
  const id = useId();

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
      onFocus={onFocus}
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
      {/* The send's id, so the server stores it once even when it is posted again. */}
      <input type="hidden" name="id" value={sendId} />
      {takenBack && <TakenBack />}
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
