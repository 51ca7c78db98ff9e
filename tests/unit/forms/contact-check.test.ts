import { describe, expect, it } from 'vitest';
import { checkContactMessage } from '../../../src/forms/contact-check';

// The contact form's rules (docs/product.md §5), checked the same way in the browser and on the server.
describe('checkContactMessage', () => {
  it('accepts a message with all three fields filled, trimmed', () => {
    expect(checkContactMessage({ name: ' Sam ', email: 'sam@example.com', message: 'Hi!' })).toEqual({
      ok: true,
      ready: { name: 'Sam', email: 'sam@example.com', message: 'Hi!' },
    });
  });

  it('names every empty field in form order', () => {
    const result = checkContactMessage({ name: '', email: 'a@b.co', message: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['name', 'message']);
  });

  it('treats whitespace as empty', () => {
    const result = checkContactMessage({ name: '  ', email: '\n', message: '\t' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Please fill in your name.', email: 'Please fill in your email.', message: 'Please fill in your message.' },
    });
  });

  it('does not check the e-mail format (the input type does)', () => {
    expect(checkContactMessage({ name: 'Sam', email: 'not-an-email', message: 'Hello' }).ok).toBe(true);
  });

  it('refuses a message over 5,000 characters', () => {
    expect(checkContactMessage({ name: 'Sam', email: 'a@b.co', message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: { message: 'Your message must be less than 5,000 characters.' },
    });
  });
});
