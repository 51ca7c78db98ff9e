import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../src/app/site-header';
import { renderAt } from '../render';

/** The menu the button opens (jsdom's own styles hide a closed popover from role queries). */
const menuOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;

describe('SiteHeader', () => {
  it('marks the current page with aria-current', () => {
    renderAt(<SiteHeader />, '/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  // jsdom has no popovers, like a browser from before 2023: there the app opens the menu itself
  // (browsers with popovers are tested in tests/e2e/shell.spec.ts and before-scripts.spec.ts).
  it('is a popover that its Menu button opens, keeping its one name', () => {
    renderAt(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = menuOf(button);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('aria-label', 'Main menu');
  });

  it('without popovers, opens and closes the menu with its button', async () => {
    renderAt(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = menuOf(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-open');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open');
    await userEvent.click(button);
    expect(menu).not.toHaveAttribute('data-open');
  });

  it('without popovers, closes the menu when a link is chosen', async () => {
    const { router } = renderAt(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = menuOf(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact', hidden: true }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(menu).not.toHaveAttribute('data-open');
  });

  it('without popovers, closes the menu on Escape', async () => {
    renderAt(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
