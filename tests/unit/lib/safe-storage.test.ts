// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSafeStorage, readCount } from '../../../src/lib/safe-storage';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

describe('safe storage', () => {
  it('reads and writes through to local storage', () => {
    window.localStorage.clear();
    const storage = createSafeStorage();
    storage.set('handwashing-best-streak', '4');
    expect(window.localStorage.getItem('handwashing-best-streak')).toBe('4');
    expect(createSafeStorage().get('handwashing-best-streak')).toBe('4');
    expect(storage.persistent).toBe(true);
  });

  it('keeps values in memory when storage throws on write', () => {
    const storage = createSafeStorage(throwingStorage);
    expect(() => storage.set('a', '1')).not.toThrow();
    expect(storage.get('a')).toBe('1');
    expect(storage.persistent).toBe(false);
  });

  it('survives storage that cannot even be reached (disabled, private mode)', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(storage.get('a')).toBeNull();
    storage.set('a', '2');
    expect(storage.get('a')).toBe('2');
    expect(storage.persistent).toBe(false);
  });

  it('reads counts as whole numbers, and anything else as 0', () => {
    const storage = createSafeStorage(() => null);
    storage.set('n', '3');
    storage.set('bad', 'lots');
    storage.set('negative', '-2');
    storage.set('float', '2.7');
    expect(readCount(storage, 'n')).toBe(3);
    expect(readCount(storage, 'bad')).toBe(0);
    expect(readCount(storage, 'negative')).toBe(0);
    expect(readCount(storage, 'float')).toBe(2);
    expect(readCount(storage, 'missing')).toBe(0);
  });
});
