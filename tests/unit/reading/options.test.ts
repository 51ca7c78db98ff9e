import { describe, expect, it, vi } from 'vitest';
import { applyReadingLook } from '../../../src/reading/look';
import { defaultReadingOptions, pageAttributes, READING_OPTIONS_KEY, readReadingOptions, type ReadingOptions } from '../../../src/reading/options';

const chosen: ReadingOptions = { version: 1, textSize: 'largest', spacing: true, easyFont: true, tint: true, speed: 'slower', voice: 'uri:Device US' };

describe('the saved reading options', () => {
  it('read back what was saved', () => {
    expect(readReadingOptions(JSON.stringify(chosen))).toEqual(chosen);
  });

  it('are the defaults when nothing was saved, or what was saved is damaged, foreign or of another version', () => {
    for (const saved of [null, '', '{', 'null', '"larger"', '[]', JSON.stringify({ ...chosen, version: 2 }), JSON.stringify({ ...chosen, textSize: 'huge' }), JSON.stringify({ ...chosen, speed: 3 }), JSON.stringify({ textSize: 'larger' })]) {
      expect(readReadingOptions(saved), String(saved)).toEqual(defaultReadingOptions);
    }
  });

  it('turn into the page’s attributes for the look: none at all for the defaults', () => {
    expect(Object.values(pageAttributes(defaultReadingOptions)).every((value) => value === null)).toBe(true);
    expect(pageAttributes(chosen)).toEqual({ 'data-text-size': 'largest', 'data-spacing': 'more', 'data-easy-font': 'on', 'data-tint': 'cream' });
  });
});

describe('the look applied before the first paint (look.ts)', () => {
  /** What applyReadingLook sets on a fresh root for `saved`, in a page that can speak unless told. */
  function lookOf(saved: string | null, { speech = true } = {}): Record<string, string> {
    const attributes: Record<string, string> = {};
    const root = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
    const store = { getItem: () => saved };
    const page = speech ? { speechSynthesis: {}, SpeechSynthesisUtterance: function () {} } : {};
    vi.stubGlobal('document', { documentElement: root });
    vi.stubGlobal('window', page);
    vi.stubGlobal('localStorage', store);
    try {
      applyReadingLook(READING_OPTIONS_KEY);
    } finally {
      vi.unstubAllGlobals();
    }
    return attributes;
  }

  const asSet = (options: ReadingOptions) => Object.fromEntries(Object.entries(pageAttributes(options)).filter((entry): entry is [string, string] => entry[1] !== null));

  it('sets exactly what the options’ schema would, for every saved value, good, damaged or foreign', () => {
    const samples: (string | null)[] = [
      null,
      '',
      '{',
      'null',
      '7',
      '"larger"',
      '[]',
      JSON.stringify(chosen),
      JSON.stringify({ ...chosen, textSize: 'larger', spacing: false, easyFont: false }),
      JSON.stringify({ ...chosen, tint: false, voice: null }),
      JSON.stringify(defaultReadingOptions),
      JSON.stringify({ ...chosen, version: 2 }),
      JSON.stringify({ ...chosen, textSize: 'huge' }),
      JSON.stringify({ ...chosen, spacing: 'yes' }),
      JSON.stringify({ ...chosen, speed: 3 }),
      JSON.stringify({ ...chosen, voice: '' }),
      JSON.stringify({ ...chosen, voice: 'x'.repeat(301) }),
      JSON.stringify({ ...chosen, extra: true }),
      JSON.stringify({ textSize: 'larger' }),
    ];
    for (const saved of samples) {
      expect(lookOf(saved), String(saved)).toEqual(asSet(readReadingOptions(saved)));
    }
  });

  it('marks a browser that cannot speak, so that no Read to me is shown there', () => {
    expect(lookOf(null, { speech: false })).toEqual({ 'data-speech': 'none' });
    expect(lookOf(JSON.stringify(chosen), { speech: false })).toEqual({ ...asSet(chosen), 'data-speech': 'none' });
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('document', { documentElement: { setAttribute: () => {} } });
    vi.stubGlobal('window', {});
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    try {
      expect(() => applyReadingLook(READING_OPTIONS_KEY)).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
