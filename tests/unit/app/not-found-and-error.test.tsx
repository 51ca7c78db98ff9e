import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../../src/app/not-found-page';
import { describeError } from '../../../src/app/error-screen';
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
