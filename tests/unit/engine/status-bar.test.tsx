import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBar } from '../../../src/engine/status-bar';

/** What a screen reader reads in `element`: its text without the parts hidden from it. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim() ?? '';
}

describe('StatusBar', () => {
  it('shows only the score when that is all a game has', () => {
    render(<StatusBar score={7} />);
    expect(screen.getByText('Score: 7')).toBeInTheDocument();
    expect(screen.queryByText(/Round/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the round as text', () => {
    render(<StatusBar score={0} round={{ current: 2, total: 3 }} />);
    expect(screen.getByText('Round 2 of 3')).toBeInTheDocument();
  });

  it('shows lives as hearts named in words', () => {
    render(<StatusBar score={0} lives={{ left: 2, total: 3 }} />);
    const hearts = screen.getByRole('img', { name: '2 of 3 lives left' });
    expect(hearts).toHaveTextContent('❤️❤️🤍');
  });

  it('never shows more hearts than lives, nor fewer than none', () => {
    const { rerender } = render(<StatusBar score={0} lives={{ left: -1, total: 3 }} />);
    expect(screen.getByRole('img', { name: '0 of 3 lives left' })).toHaveTextContent('🤍🤍🤍');
    rerender(<StatusBar score={0} lives={{ left: 5, total: 3 }} />);
    expect(screen.getByRole('img', { name: '3 of 3 lives left' })).toHaveTextContent('❤️❤️❤️');
  });

  it('reads the timer in words and shows a short clock to the eye', () => {
    render(<StatusBar score={0} timeLeftMs={42_000} />);
    const timer = screen.getByRole('timer');
    expect(spokenText(timer)).toBe('42 seconds left');
    expect(screen.getByText(/0:42/)).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads minutes and rounds the last moment up to a second', () => {
    const { rerender } = render(<StatusBar score={0} timeLeftMs={65_000} />);
    expect(spokenText(screen.getByRole('timer'))).toBe('1 minute 5 seconds left');
    rerender(<StatusBar score={0} timeLeftMs={300} />);
    expect(spokenText(screen.getByRole('timer'))).toBe('1 second left');
  });

  it('does not make the timer, or anything else, a live region that speaks every second', () => {
    const { container } = render(<StatusBar score={3} round={{ current: 1, total: 2 }} lives={{ left: 3, total: 3 }} timeLeftMs={30_000} />);
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
    expect(container.querySelector('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
  });

  it('gives the timer no label that would be read in place of its words', () => {
    render(<StatusBar score={0} timeLeftMs={5_000} />);
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-label');
  });
});
