import { describe, expect, it } from 'vitest';
import { STORE_FAILURE_MEMORY_MS, storeHealth } from '../../../server/store-health';

describe('whether sends are being stored (/readyz, security review S8)', () => {
  it('reports nothing before any send, and nothing after a stored one', () => {
    const health = storeHealth();
    expect(health.recentFailure(0)).toBeNull();
    health.stored();
    expect(health.recentFailure(1_000)).toBeNull();
  });

  it('reports a failed store with its code until one works', () => {
    const health = storeHealth();
    health.failed('53100', 10_000);
    expect(health.recentFailure(10_000)).toBe('53100');
    health.failed('57014', 20_000);
    expect(health.recentFailure(25_000)).toBe('57014');
    health.stored();
    expect(health.recentFailure(25_000)).toBeNull();
  });

  it('forgets a failure after a minute with no sends, so an idle server that recovered is ready again', () => {
    const health = storeHealth();
    health.failed('53100', 0);
    expect(health.recentFailure(STORE_FAILURE_MEMORY_MS - 1)).toBe('53100');
    expect(health.recentFailure(STORE_FAILURE_MEMORY_MS)).toBeNull();
  });
});
