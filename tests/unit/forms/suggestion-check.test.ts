import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countedLength, hasControlCharacter, withSingleLineBreaks } from '../../../src/forms/text-rules';
import { checkSuggestion } from '../../../src/forms/suggestion-check';
import { emptySuggestion, type SuggestionDraft } from '../../../src/forms/suggestion';

const valid: SuggestionDraft = { name: 'Ava', ageGroup: '8-10', topicSuggestion: 'How do bones heal?', agreeToShare: true };

describe('checkSuggestion', () => {
  it('accepts a complete suggestion, trims it and stamps createdAt', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const result = checkSuggestion({ ...valid, topicSuggestion: '  How do bones heal?  ' }, now);
    expect(result).toEqual({
      ok: true,
      ready: { name: 'Ava', ageGroup: '8-10', topicSuggestion: 'How do bones heal?', agreeToShare: true, createdAt: now.toISOString() },
    });
  });

  it('lets the name be left out', () => {
    const result = checkSuggestion({ ...valid, name: '' });
    expect(result.ok && result.ready.name).toBe(undefined);
  });

  it('gives every message of the spec for an empty form', () => {
    const result = checkSuggestion(emptySuggestion);
    expect(result).toEqual({
      ok: false,
      errors: {
        ageGroup: 'Please select an age group',
        topicSuggestion: 'Please tell us more (at least 10 characters)',
        agreeToShare: 'You must agree to share your idea',
      },
    });
  });

  it('limits the name to 100 characters', () => {
    expect(checkSuggestion({ ...valid, name: 'a'.repeat(100) }).ok).toBe(true);
    expect(checkSuggestion({ ...valid, name: 'a'.repeat(101) })).toEqual({
      ok: false,
      errors: { name: 'Name must be less than 100 characters' },
    });
  });

  it('needs 10 to 500 characters of suggestion after trimming', () => {
    expect(checkSuggestion({ ...valid, topicSuggestion: `   ${'a'.repeat(9)}   ` })).toEqual({
      ok: false,
      errors: { topicSuggestion: 'Please tell us more (at least 10 characters)' },
    });
    expect(checkSuggestion({ ...valid, topicSuggestion: 'a'.repeat(10) }).ok).toBe(true);
    expect(checkSuggestion({ ...valid, topicSuggestion: 'a'.repeat(500) }).ok).toBe(true);
    expect(checkSuggestion({ ...valid, topicSuggestion: 'a'.repeat(501) })).toEqual({
      ok: false,
      errors: { topicSuggestion: 'Suggestion must be less than 500 characters' },
    });
  });

  it('accepts exactly the four age groups', () => {
    for (const ageGroup of ['8-10', '11-14', 'teacher', 'parent'] as const) expect(checkSuggestion({ ...valid, ageGroup }).ok).toBe(true);
    expect(checkSuggestion({ ...valid, ageGroup: 'adult' as SuggestionDraft['ageGroup'] }).ok).toBe(false);
  });

  it('accepts a suggestion exactly when every rule holds (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.constantFrom('', '8-10', '11-14', 'teacher', 'parent'),
        fc.string({ maxLength: 520 }),
        fc.boolean(),
        (name, ageGroup, topicSuggestion, agreeToShare) => {
          const draft = { name, ageGroup, topicSuggestion, agreeToShare } as SuggestionDraft;
          const kept = withSingleLineBreaks(topicSuggestion).trim();
          const clean = !hasControlCharacter(name) && !hasControlCharacter(topicSuggestion);
          const counted = countedLength(topicSuggestion);
          const expected = clean && name.length <= 100 && ageGroup !== '' && counted >= 10 && counted <= 500 && kept.length <= 1000 && agreeToShare;
          const result = checkSuggestion(draft);
          expect(result.ok).toBe(expected);
          if (result.ok) expect(result.ready.topicSuggestion).toBe(kept);
        },
      ),
    );
  });
});
