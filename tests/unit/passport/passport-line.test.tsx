// The passport's line under a quiz's or a game's results, in the page's language (issue 37): the
// same passport in both languages, said in the page's words.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../../src/i18n/words';
import { PassportLine } from '../../../src/passport/passport-line';
import type { Locale } from '../../../src/site-map';

const inPage = (locale: Locale) =>
  function Page({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <LocaleContext value={locale}>{children}</LocaleContext>
      </MemoryRouter>
    );
  };

describe('the passport line', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('data-board');
  });

  it('says in Spanish, on a Spanish page, that the result is in the passport, and leads to it', () => {
    render(<PassportLine />, { wrapper: inPage('es') });
    // The passport page has no Spanish twin yet, so the line leads to the English one.
    expect(screen.getByRole('link', { name: 'Guardado en tu pasaporte' })).toHaveAttribute('href', '/passport');
  });

  it('says so in English on an English page', () => {
    render(<PassportLine />, { wrapper: inPage('en') });
    expect(screen.getByRole('link', { name: 'Saved in your passport' })).toHaveAttribute('href', '/passport');
  });

  it('says, in the page’s language, when this device cannot keep the passport', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<PassportLine />, { wrapper: inPage('es') });
    expect(screen.getByRole('link', { name: 'Tu pasaporte no se puede guardar en este dispositivo' })).toBeInTheDocument();
  });

  it('shows nothing on a classroom board, in either language', () => {
    document.documentElement.setAttribute('data-board', '');
    const { container } = render(<PassportLine />, { wrapper: inPage('es') });
    expect(container).toBeEmptyDOMElement();
  });
});
