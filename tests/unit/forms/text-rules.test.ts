import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedLength, hasControlCharacter, withSingleLineBreaks } from '../../../src/forms/text-rules';
import { checkContactMessage } from '../../../src/forms/contact-check';
import { checkSuggestion } from '../../../src/forms/suggestion-check';
import { contactFieldMessages } from '../../../src/forms/contact';
import { suggestionMessages } from '../../../src/forms/suggestion';

const message = { name: 'Sam', email: 'sam@example.com', message: 'Please write about sleep.' };
const suggestion = { name: 'Ava', ageGroup: 'teacher' as const, topicSuggestion: 'How do bones heal?', agreeToShare: true };

describe('text the forms accept', () => {
  it('refuses NUL and the other control characters, but keeps tabs and line breaks (CRLF from a textarea too)', () => {
    for (const code of [0, 1, 8, 11, 12, 14, 27, 31, 127]) expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    for (const text of ['a\tb', 'a\nb', 'a\r\nb', 'Zoë 😀 日本語']) expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
  });

  it('counts the trimmed text as docs/product.md §5 does: spaces between words count, "heart care" is 10', () => {
    expect(countedLength('heart care')).toBe(10);
    expect(countedLength('  heart care \n')).toBe(10);
    expect(countedLength('a b')).toBe(3);
    fc.assert(fc.property(fc.string(), (text) => countedLength(text) <= text.length));
  });

  it('counts a line break once, whether the form sent CRLF or a script sent LF (security review S6)', () => {
    expect(withSingleLineBreaks('one\r\ntwo\rthree\nfour')).toBe('one\ntwo\nthree\nfour');
    expect(countedLength('one\r\ntwo')).toBe(countedLength('one\ntwo'));
    expect(countedLength('one\r\ntwo')).toBe(7);
  });

  it('counts text with nothing a reader can see as empty: spaces, zero-width, tag, braille-blank, selector and accent-only marks (S6)', () => {
    const unseen = [
      ' \u200B\u200D\u2060\uFEFF\u00AD\u202E\t\n',
      '\u{E0041}'.repeat(10),
      '\u2800'.repeat(3),
      '\u180B\u180C\u180D\uFE0E\uFE0F',
      '\u{1D173}\u{1D174}\u{1D175}',
      '\u0301'.repeat(10),
    ];
    for (const text of unseen) expect(countedLength(text), JSON.stringify(text)).toBe(0);
  });

  it('does not count the marks that take no room inside a text, and keeps emoji, accents and every script', () => {
    expect(countedLength(' a\u200Bb ')).toBe(2);
    expect(countedLength('Zoë')).toBe(3);
    expect(countedLength('¿Qué?')).toBe(5);
    expect(countedLength('日本語')).toBe(3);
    expect(countedLength('😀')).toBe(2);
  });

  it('says which contact field holds a control character, and no other', () => {
    const result = checkContactMessage({ ...message, message: 'Hello\u0000there' });
    expect(result).toEqual({ ok: false, errors: { message: contactFieldMessages.message.unusual } });
  });

  it('keeps a no-script message of 4,990 letters and 10 line breaks sent as CRLF (5,000 in the textarea)', () => {
    const lines = Array.from({ length: 11 }, (_, i) => 'a'.repeat(i < 10 ? 454 : 450)).join('\r\n');
    expect(lines.replace(/\r\n/g, '\n')).toHaveLength(5000);
    const result = checkContactMessage({ ...message, message: lines });
    expect(result.ok && result.ready.message).toBe(lines.replace(/\r\n/g, '\n'));
  });

  it('counts a contact field of invisible marks as empty', () => {
    const result = checkContactMessage({ ...message, name: '\u200B\u200B\uFEFF' });
    expect(result).toEqual({ ok: false, errors: { name: contactFieldMessages.name.missing } });
  });

  it('takes "heart care" as an idea (10 characters, as the counter shows), and asks for more for "heartcare"', () => {
    expect(checkSuggestion({ ...suggestion, topicSuggestion: 'heart care' }).ok).toBe(true);
    expect(checkSuggestion({ ...suggestion, topicSuggestion: ' heartcare ' })).toMatchObject({ ok: false, errors: { topicSuggestion: suggestionMessages.tooShort } });
  });

  it('asks for more when an idea is ten invisible marks, and refuses a control character in an idea or a name', () => {
    expect(checkSuggestion({ ...suggestion, topicSuggestion: '\u200B'.repeat(12) })).toMatchObject({ ok: false, errors: { topicSuggestion: suggestionMessages.tooShort } });
    expect(checkSuggestion({ ...suggestion, topicSuggestion: 'How do bones\u0000 heal?' })).toMatchObject({ ok: false, errors: { topicSuggestion: suggestionMessages.topicUnusual } });
    expect(checkSuggestion({ ...suggestion, name: 'A\u0007va' })).toMatchObject({ ok: false, errors: { name: suggestionMessages.nameUnusual } });
  });

  it('drops a name of invisible marks rather than storing it', () => {
    const result = checkSuggestion({ ...suggestion, name: '\u200B\u200B' });
    expect(result.ok && result.ready.name).toBe(undefined);
  });

  it('never accepts a control character in any field', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'email', 'message'), fc.integer({ min: 0, max: 31 }).filter((c) => ![9, 10, 13].includes(c)), (field, code) => {
        const result = checkContactMessage({ ...message, [field]: `ok${String.fromCharCode(code)}ok` });
        return !result.ok;
      }),
    );
  });
});

describe('a send’s id', () => {
  it('is a version 4 UUID, new each time, also where randomUUID is missing', async () => {
    const { newSendId } = await import('../../../src/forms/send-id');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSendId()).toMatch(uuid);
    expect(newSendId()).not.toBe(newSendId());
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      for (let i = 0; i < 50; i += 1) expect(newSendId()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('is accepted by the checks when it is a UUID, and refused when it is anything else', () => {
    expect(checkContactMessage({ ...message, id: 'c0ffee00-0000-4000-8000-000000000003' }).ok).toBe(true);
    expect(checkContactMessage({ ...message, id: 'not-an-id' }).ok).toBe(false);
  });
});
