import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../../src/pages/not-found/not-found-page';
import { describeError, isCodeLoadError, RELOAD_AGAIN_AFTER_MS, shouldReloadForCode } from '../../../src/app/error-screen';
import { renderAt } from '../render';

describe('NotFoundPage', () => {
  it('shows 404 with a way home and logs the missing path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no-such-page');
    log.mockRestore();
  });
});

describe('describeError', () => {
  it('reads the message of an Error, a string, or falls back', () => {
    expect(describeError(new Error('Boom'))).toBe('Boom');
    expect(describeError('plain')).toBe('plain');
    expect(describeError(42)).toBe('Something went wrong.');
  });
});

describe('code that did not load', () => {
  it('is told from other errors in the words of each browser', () => {
    expect(isCodeLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isCodeLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isCodeLoadError(new Error('Boom'))).toBe(false);
    expect(isCodeLoadError(undefined)).toBe(false);
  });

  it('reloads an address once, again only a minute later, and never without session storage', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    expect(shouldReloadForCode('/about', 1_000, storage)).toBe(true);
    expect(shouldReloadForCode('/about', 2_000, storage)).toBe(false);
    expect(shouldReloadForCode('/contact', 3_000, storage)).toBe(true);
    expect(shouldReloadForCode('/contact', 3_000 + RELOAD_AGAIN_AFTER_MS, storage)).toBe(true);
    expect(shouldReloadForCode('/about', 1_000, undefined)).toBe(false);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(shouldReloadForCode('/about', 1_000, refusing)).toBe(false);
  });
});
