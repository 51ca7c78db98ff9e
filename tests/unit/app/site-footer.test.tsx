import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../../src/app/site-footer';
import { site } from '../../../src/content/site';
import { renderAt } from '../render';

describe('SiteFooter', () => {
  it('opens external partners in a new tab, safely, and the site link in place', () => {
    renderAt(<SiteFooter />);
    const partners = screen.getByRole('region', { name: 'Trusted health sites' });
    const links = within(partners).getAllByRole('link');
    expect(links).toHaveLength(9);
    const external = links.filter((link) => link.getAttribute('href')?.startsWith('https://'));
    expect(external).toHaveLength(8);
    external.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    const own = links.find((link) => link.getAttribute('href') === '/library');
    expect(own).not.toHaveAttribute('target');
  });

  it('has the five useful links, For Teachers and the passport, the mail link, the contact link and the disclaimer', () => {
    renderAt(<SiteFooter />);
    const useful = screen.getByRole('navigation', { name: 'Useful Links' });
    expect(within(useful).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'E-Library',
      'Resources',
      'Contact',
      'For Teachers',
      'My Health Passport',
      'Español',
    ]);
    expect(within(useful).getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(within(useful).getByRole('link', { name: 'For Teachers' })).toHaveAttribute('href', '/teach');
    expect(within(useful).getByRole('link', { name: 'My Health Passport' })).toHaveAttribute('href', '/passport');
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('complementary', { name: 'Disclaimer' })).toHaveTextContent('not medical advice');
  });

  it('shows the current year in the copyright line', () => {
    renderAt(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} HealthSprout`))).toBeInTheDocument();
  });
});
