import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../lib/toast';
import { submitContactMessage } from '../../lib/submissions';
import {
  contactFieldLabels,
  contactToasts,
  emptyContactMessage,
  missingContactFields,
  type ContactField,
  type ContactMessage,
} from './contact-message';

/** The message form: nothing typed is lost on an incomplete send; a sent message clears it. */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage);
  const [missing, setMissing] = useState<ContactField[]>([]);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim() !== '') setMissing((current) => current.filter((f) => f !== field));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = missingContactFields(values);
    setMissing(empty);
    if (empty.length > 0) {
      void notify({ kind: 'error', title: contactToasts.incomplete });
      formRef.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await submitContactMessage(values);
      setValues(emptyContactMessage);
      void notify({ kind: 'success', title: contactToasts.sent });
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-required': true,
    'aria-invalid': missing.includes(field) || undefined,
    'aria-describedby': missing.includes(field) ? `${id}-${field}-error` : undefined,
    className: 'field-input',
  });

  const errorFor = (field: ContactField) =>
    missing.includes(field) && (
      <p id={`${id}-${field}-error`} className="mt-1 font-semibold text-coral-700">
        Please fill in {contactFieldLabels[field].toLowerCase()}.
      </p>
    );

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="card grid gap-5">
      <h2 id={`${id}-title`} className="text-2xl">
        Send us a message
      </h2>
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
        Students: please ask a parent, caregiver or teacher before sending us your email address.
      </p>
      <button type="submit" className="btn-primary justify-self-start text-lg" disabled={sending}>
        Send Message
      </button>
    </form>
  );
}
