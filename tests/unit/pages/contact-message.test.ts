import { describe, expect, it } from 'vitest';
import { missingContactFields } from '../../../src/pages/contact/contact-message';

describe('missingContactFields', () => {
  it('accepts a message with all three fields filled', () => {
    expect(missingContactFields({ name: 'Sam', email: 'sam@example.com', message: 'Hi!' })).toEqual([]);
  });

  it('names every empty field in form order', () => {
    expect(missingContactFields({ name: '', email: 'a@b.co', message: '' })).toEqual(['name', 'message']);
  });

  it('treats whitespace as empty', () => {
    expect(missingContactFields({ name: '  ', email: '\n', message: '\t' })).toEqual(['name', 'email', 'message']);
  });

  it('does not check the e-mail format (the input type does)', () => {
    expect(missingContactFields({ name: 'Sam', email: 'not-an-email', message: 'Hello' })).toEqual([]);
  });
});
