import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackToTop } from '../../../src/app/back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop', () => {
  it('appears only after more than 300 px of scroll', () => {
    render(<BackToTop />);
    scrollTo(300);
    expect(screen.queryByRole('link', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('link', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(0);
    expect(screen.queryByRole('link', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top', async () => {
    const spy = vi.spyOn(window, 'scrollTo');
    render(<BackToTop />);
    scrollTo(900);
    await userEvent.click(screen.getByRole('link', { name: 'Back to top' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
