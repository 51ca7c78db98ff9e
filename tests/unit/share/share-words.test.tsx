// Share with your class in the page's language (issue 37): the button and the dialog speak the
// page's language; the address shared is the page's own.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../../src/i18n/words';
import type { Locale } from '../../../src/site-map';
import { ShareButton } from '../../../src/share/share-button';
import ShareDialog from '../../../src/share/share-dialog';

const inPage = (locale: Locale, path: string) =>
  function Page({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <LocaleContext value={locale}>{children}</LocaleContext>
      </MemoryRouter>
    );
  };

describe('Share with your class', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  });

  it('is offered in Spanish on a Spanish page, and in English on an English one', () => {
    render(<ShareButton title="Tu increíble corazón" />, { wrapper: inPage('es', '/es') });
    expect(screen.getByRole('button', { name: 'Compartir con tu clase' })).toHaveAttribute('aria-haspopup', 'dialog');
    render(<ShareButton title="Your Amazing Heart" />, { wrapper: inPage('en', '/') });
    expect(screen.getByRole('button', { name: 'Share with your class' })).toBeInTheDocument();
  });

  it('shows its dialog in Spanish: the code named for the address, the steps, Copy link and Close', () => {
    render(<ShareDialog path="/es" title="HealthSprout en español" onClose={() => {}} />, { wrapper: inPage('es', '/es') });
    expect(screen.getByRole('heading', { name: 'Compartir con tu clase' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Código QR de .+\/es$/ })).toBeInTheDocument();
    expect(screen.getByText('Los estudiantes escanean el código con la cámara de una tableta o escriben la dirección.')).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Dirección de la página' }) as HTMLInputElement).value).toMatch(/^https?:\/\/[^/]+\/es$/);
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Compartir en Google Classroom/ })).toHaveTextContent('abre Google Classroom en una pestaña nueva');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('keeps its English dialog word for word', () => {
    render(<ShareDialog path="/library/body" title="The Human Body" onClose={() => {}} />, { wrapper: inPage('en', '/library/body') });
    expect(screen.getByRole('heading', { name: 'Share with your class' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^QR code for .+\/library\/body$/ })).toBeInTheDocument();
    expect(screen.getByText('Students scan the code with a tablet’s camera, or type the address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Page address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
