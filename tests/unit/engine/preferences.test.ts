import { describe, expect, it } from 'vitest';
import { createPreferences, MUTED_KEY, quietGameSoundKey } from '../../../src/engine/preferences';
import { createSafeStorage } from '../../../src/lib/safe-storage';

function memoryStorage() {
  const values = new Map<string, string>();
  const backing = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as unknown as Storage;
  return { values, storage: createSafeStorage(() => backing) };
}

const dash = { gameId: 'trigger-dash', onByDefault: true };
const wash = { gameId: 'handwashing-timer', onByDefault: false };

describe('a game’s one sound switch', () => {
  it('is on by default for most games and off for a game that declares it quiet', () => {
    const prefs = createPreferences(memoryStorage().storage);
    expect(prefs.soundOn(dash)).toBe(true);
    expect(prefs.soundOn(wash)).toBe(false);
  });

  it('silences every ordinary game at once, and is remembered', () => {
    const { storage, values } = memoryStorage();
    createPreferences(storage).setSoundOn(dash, false);
    expect(values.get(MUTED_KEY)).toBe('true');
    const later = createPreferences(storage);
    expect(later.soundOn(dash)).toBe(false);
    expect(later.soundOn({ gameId: 'emotion-wheel', onByDefault: true })).toBe(false);
  });

  it('remembers a quiet game’s choice on its own, apart from the other games', () => {
    const { storage, values } = memoryStorage();
    const prefs = createPreferences(storage);
    prefs.setSoundOn(wash, true);
    expect(prefs.soundOn(wash)).toBe(true);
    expect(values.get(quietGameSoundKey('handwashing-timer'))).toBe('on');
    expect(values.has(MUTED_KEY)).toBe(false);
    expect(createPreferences(storage).soundOn(wash)).toBe(true);

    prefs.setSoundOn(dash, false);
    expect(prefs.soundOn(wash)).toBe(true);
    prefs.setSoundOn(wash, false);
    expect(createPreferences(storage).soundOn(wash)).toBe(false);
  });
});
