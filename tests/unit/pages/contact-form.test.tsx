import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../src/pages/contact/contact-form';
import type { SendResult } from '../../../src/forms/submissions';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../src/lib/toast', () => ({ notify }));
const submitContactMessage = vi.hoisted(() => vi.fn(async (): Promise<SendResult> => ({ status: 'sent' })));
vi.mock('../../../src/forms/submissions', () => ({ submitContactMessage }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderForm = (props: Parameters<typeof ContactForm>[0] = {}) =>
  render(
    <MemoryRouter>
      <ContactForm {...props} />
    </MemoryRouter>,
  );

async function fillIn(fields: { name?: string; email?: string; message?: string }) {
  if (fields.name) await userEvent.type(screen.getByLabelText('Your name'), fields.name);
  if (fields.email) await userEvent.type(screen.getByLabelText('Your email'), fields.email);
  if (fields.message) await userEvent.type(screen.getByLabelText('Your message'), fields.message);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactForm', () => {
  beforeEach(() => {
    notify.mockClear();
    submitContactMessage.mockClear();
    submitContactMessage.mockResolvedValue({ status: 'sent' });
  });

  it('is a plain POST form, so it also works before or without the app', () => {
    const { container } = renderForm();
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
  });

  it('keeps what was typed and says so when a field is empty, sending nothing', async () => {
    renderForm();
    await fillIn({ name: 'Ava', message: 'Can you write about bones?' });
    expect(await screen.findByText('Please fill in your email.')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: 'Oops! Please fill in all fields.' });
    expect(submitContactMessage).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ava');
    expect(screen.getByLabelText('Your message')).toHaveValue('Can you write about bones?');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your email')).toHaveFocus();
  });

  it('sends the message, thanks the sender and clears the form', async () => {
    renderForm();
    await fillIn({ name: ' Ava ', email: 'ava@example.com', message: 'Hello!' });
    // The toast announces it; the note beside the form stays for the eye.
    expect(await screen.findByText("Thank you! We've received your message and will get back to you soon.")).toBeInTheDocument();
    expect(submitContactMessage).toHaveBeenCalledWith({ name: 'Ava', email: 'ava@example.com', message: 'Hello!', id: expect.stringMatching(UUID) });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: "Thank you! We've received your message and will get back to you soon." });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('on a static host, says it cannot send, offers the e-mail link and keeps everything typed', async () => {
    submitContactMessage.mockResolvedValue({ status: 'unavailable' });
    renderForm();
    await fillIn({ name: 'Ava', email: 'ava@example.com', message: 'Hello!' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This copy of HealthSprout cannot send forms. Please email us instead:');
    expect(screen.getByRole('link', { name: 'hello@healthsprout.example' })).toHaveAttribute('href', 'mailto:hello@healthsprout.example');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello!');
  });

  it("shows the server's field messages when it refuses the message", async () => {
    submitContactMessage.mockResolvedValue({ status: 'invalid', errors: { message: 'Your message must be less than 5,000 characters.' } });
    renderForm();
    await fillIn({ name: 'Ava', email: 'ava@example.com', message: 'Hello!' });
    expect(await screen.findByText('Your message must be less than 5,000 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello!');
  });

  it("starts from the server's answer to a plain POST: what was typed and why it was refused", () => {
    renderForm({
      echo: { form: 'contact', outcome: 'invalid', values: { name: 'Bo', email: '', message: 'Hi <3' }, errors: { email: 'Please fill in your email.' } },
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('Bo');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hi <3');
    expect(screen.getByText('Please fill in your email.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Please fill in all fields.');
  });
});
