import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../src/pages/contact/contact-form';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../src/lib/toast', () => ({ notify }));

describe('ContactForm', () => {
  beforeEach(() => notify.mockClear());

  it('keeps what was typed and says so when a field is empty', async () => {
    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Ava');
    await userEvent.type(screen.getByLabelText('Your message'), 'Can you write about bones?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: 'Oops! Please fill in all fields.' });
    expect(screen.getByLabelText('Your name')).toHaveValue('Ava');
    expect(screen.getByLabelText('Your message')).toHaveValue('Can you write about bones?');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your email')).toHaveFocus();
  });

  it('thanks the sender and clears the form when all fields are filled', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Ava');
    await userEvent.type(screen.getByLabelText('Your email'), 'ava@example.com');
    await userEvent.type(screen.getByLabelText('Your message'), 'Hello!');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      title: "Thank you! We've received your message and will get back to you soon.",
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(info).toHaveBeenCalledWith('Contact message received', expect.objectContaining({ name: 'Ava' }));
    info.mockRestore();
  });
});
