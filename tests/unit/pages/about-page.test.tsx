import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AboutPage, loader } from '../../../src/pages/about/about-page';
import { LocaleContext } from '../../../src/i18n/words';
import type { Locale } from '../../../src/site-map';

/** The About page at `path`, its loader run as the router runs it. */
async function show(path: string, locale: Locale, heading: string) {
  const router = createMemoryRouter([{ path, loader, Component: AboutPage }], { initialEntries: [path] });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  await screen.findByRole('heading', { level: 1, name: heading });
}

// The About page in each language, from its words (src/pages/about/words.*.json) and data
// (data.*.ts): the Spanish one says who wrote the Spanish text, and the English one does not need to.

describe('the About page', () => {
  it('in English, keeps its sections and says no doctor or nurse has reviewed the articles', async () => {
    await show('/about', 'en', 'About HealthSprout');
    for (const name of ['Our Story', 'Our Founders', 'Our Mission', 'What We Believe', 'How We Check Our Facts', 'Get in Touch']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/have not yet been reviewed by a doctor or a nurse/)).toBeInTheDocument();
    expect(screen.queryByText(/inteligencia artificial/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('in Spanish, says who wrote the Spanish text and that no person has reviewed it yet, in Spanish only', async () => {
    await show('/es/quienes-somos', 'es', 'Sobre HealthSprout');
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo comprobamos nuestros datos' })).toBeInTheDocument();
    expect(screen.getByText(/Lo redactaron herramientas de inteligencia artificial/)).toBeInTheDocument();
    expect(screen.getByText(/cuya lengua materna sea el español/)).toBeInTheDocument();
    expect(screen.queryByText(/Our Story|How We Check Our Facts|reviewed by a doctor/)).toBeNull();
    // Contact has no Spanish page yet: both its links go to the English one.
    const contact = screen.getAllByRole('link', { name: 'Escríbenos' });
    expect(contact.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
  });
});
