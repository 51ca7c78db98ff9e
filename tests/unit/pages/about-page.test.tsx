import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '../../../src/pages/about/about-page';
import { LocaleContext } from '../../../src/i18n/words';
import { renderAt } from '../render';

// The About page in each language, from its words (src/pages/about/words.*.json) and data
// (data.*.ts): the Spanish one says who wrote the Spanish text, and the English one does not need to.

describe('the About page', () => {
  it('in English, keeps its sections and says no doctor or nurse has reviewed the articles', () => {
    renderAt(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About HealthSprout' })).toBeInTheDocument();
    for (const name of ['Our Story', 'Our Founders', 'Our Mission', 'What We Believe', 'How We Check Our Facts', 'Get in Touch']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/have not yet been reviewed by a doctor or a nurse/)).toBeInTheDocument();
    expect(screen.queryByText(/inteligencia artificial/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('in Spanish, says who wrote the Spanish text and that no person has reviewed it yet, in Spanish only', () => {
    renderAt(
      <LocaleContext value="es">
        <AboutPage />
      </LocaleContext>,
      '/es/quienes-somos',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre HealthSprout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo comprobamos nuestros datos' })).toBeInTheDocument();
    expect(screen.getByText(/Lo redactaron herramientas de inteligencia artificial/)).toBeInTheDocument();
    expect(screen.getByText(/cuya lengua materna sea el español/)).toBeInTheDocument();
    expect(screen.queryByText(/Our Story|How We Check Our Facts|reviewed by a doctor/)).toBeNull();
    // Contact has no Spanish page yet: both its links go to the English one.
    const contact = screen.getAllByRole('link', { name: 'Escríbenos' });
    expect(contact.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
  });
});
