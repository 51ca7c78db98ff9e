// The two forms are one hook (src/forms/use-site-form.ts) with their own fields: these cases run
// against both, so they cannot drift apart online, offline or when a check cannot load.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../src/pages/contact/contact-form';
import { SuggestionForm } from '../../../src/pages/library/suggestion-form';
import { outboxMessages } from '../../../src/forms/outbox';
import { sendProblemMessages } from '../../../src/forms/echo';
import type { SendResult } from '../../../src/forms/submissions';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../src/lib/toast', () => ({ notify }));
const sent = vi.hoisted(() => ({ result: { status: 'sent' } as SendResult }));
const submitContactMessage = vi.hoisted(() => vi.fn(async () => sent.result));
const submitTopicSuggestion = vi.hoisted(() => vi.fn(async () => sent.result));
vi.mock('../../../src/forms/submissions', () => ({ submitContactMessage, submitTopicSuggestion }));
const keepToSend = vi.hoisted(() => vi.fn(() => ({ persistent: true })));
vi.mock('../../../src/forms/outbox', async (original) => ({ ...(await original<object>()), keepToSend, useWaiting: () => 0 }));

const forms = [
  {
    name: 'contact',
    form: 'contact' as const,
    show: () => <ContactForm />,
    button: 'Send Message',
    fill: async () => {
      await userEvent.type(screen.getByLabelText('Your name'), 'Ava');
      await userEvent.type(screen.getByLabelText('Your email'), 'ava@example.com');
      await userEvent.type(screen.getByLabelText('Your message'), 'Please write about bones.');
    },
    typed: () => screen.getByLabelText('Your message'),
    text: 'Please write about bones.',
  },
  {
    name: 'suggestion',
    form: 'suggestion' as const,
    show: () => <SuggestionForm />,
    button: 'Send my idea',
    fill: async () => {
      await userEvent.selectOptions(screen.getByLabelText('Who are you?'), 'teacher');
      await userEvent.type(screen.getByLabelText('What health topic should we write about?'), 'How do bones heal?');
      await userEvent.click(screen.getByRole('checkbox'));
    },
    typed: () => screen.getByLabelText('What health topic should we write about?'),
    text: 'How do bones heal?',
  },
];

describe.each(forms)('the $name form', ({ form, show, button, fill, typed, text }) => {
  beforeEach(() => {
    notify.mockClear();
    keepToSend.mockClear();
    sent.result = { status: 'sent' };
  });

  it('keeps a send that finds no connection on this device, empties the form and says so', async () => {
    sent.result = { status: 'offline' };
    render(<MemoryRouter>{show()}</MemoryRouter>);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: button }));
    await vi.waitFor(() => expect(keepToSend).toHaveBeenCalledWith(form, expect.objectContaining({})));
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: outboxMessages[form].kept, description: undefined });
    expect(typed()).toHaveValue('');
  });

  it.each(['busy', 'failed', 'unavailable'] as const)('says "%s" beside the form and keeps everything typed', async (status) => {
    sent.result = { status };
    render(<MemoryRouter>{show()}</MemoryRouter>);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sendProblemMessages[status]);
    expect(typed()).toHaveValue(text);
    expect(keepToSend).not.toHaveBeenCalled();
  });

  it('puts the server’s messages under the fields when it refuses the send, keeping the text', async () => {
    sent.result = { status: 'invalid', errors: { name: 'The server says no.' } };
    render(<MemoryRouter>{show()}</MemoryRouter>);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText('The server says no.')).toBeInTheDocument();
    expect(typed()).toHaveValue(text);
  });
});
