// Read to me's and Reading options' controls in the page's language (issue 37): their words, the
// language Listen reads in, and a problem said in the page's words.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../../src/i18n/words';
import type { Locale } from '../../../src/site-map';
import { ListenControls } from '../../../src/reading/listen-controls';
import type * as readAloud from '../../../src/reading/read-aloud';
import { ReadingBar, ReadingOptionsRow } from '../../../src/reading/reading-bar';
import { setReading } from '../../../src/reading/reading-store';

const listen = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../src/reading/read-aloud', async (original) => ({ ...(await original<typeof readAloud>()), listen }));

const inPage = (locale: Locale) =>
  function Page({ children }: { children: ReactNode }) {
    return <LocaleContext value={locale}>{children}</LocaleContext>;
  };

const article = () => (
  <>
    <ReadingBar owner="article" within={() => document.getElementById('text')} name="Tu increíble corazón" label="Cómo leer esta página" textStart="text" />
    <div id="text" tabIndex={-1}>
      <p data-read="article:p">Tu corazón late.</p>
    </div>
  </>
);

describe('Read to me’s controls', () => {
  beforeEach(() => {
    // A browser that can speak: the controls show.
    Object.assign(window, { speechSynthesis: {}, SpeechSynthesisUtterance: EventTarget });
    listen.mockClear();
  });
  afterEach(() => {
    act(() => setReading({ owner: null, problem: null, problemFor: null }));
    const speechWindow = window as unknown as Partial<Record<'speechSynthesis' | 'SpeechSynthesisUtterance', unknown>>;
    delete speechWindow.speechSynthesis;
    delete speechWindow.SpeechSynthesisUtterance;
  });

  it('on a Spanish page, speak Spanish and read the page in Spanish', async () => {
    render(article(), { wrapper: inPage('es') });
    expect(screen.getByRole('group', { name: 'Cómo leer esta página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lo leo yo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opciones de lectura' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Léeme' }));
    expect(listen).toHaveBeenCalledWith('article', [{ key: 'article:p', text: 'Tu corazón late.' }], 'es');
  });

  it('on an English page, keep their English words and read in English', async () => {
    render(<ListenControls owner="glossary-heart" read={() => []} name="heart" />, { wrapper: inPage('en') });
    // The button says what it reads to a screen reader (its hidden end; jsdom joins the parts without the space a browser keeps).
    const button = screen.getByRole('button', { name: /^Listen/ });
    expect(button).toHaveTextContent('🔊 Listen to heart');
    await userEvent.click(button);
    expect(listen).toHaveBeenCalledWith('glossary-heart', [], 'en');
    render(<ReadingOptionsRow />, { wrapper: inPage('en') });
    expect(screen.getByRole('button', { name: 'Reading options' })).toBeInTheDocument();
  });

  it('name what a Spanish Listen reads, and read in another language only when told to', async () => {
    render(<ListenControls owner="glossary-corazon" read={() => []} name="el corazón" lang="en" />, { wrapper: inPage('es') });
    const button = screen.getByRole('button', { name: /^Escuchar/ });
    expect(button).toHaveTextContent('🔊 Escuchar el corazón');
    await userEvent.click(button);
    expect(listen).toHaveBeenCalledWith('glossary-corazon', [], 'en');
  });

  it('say a problem in the page’s language: no Spanish voice on the device', () => {
    render(<ListenControls owner="article" read={() => []} name="Tu increíble corazón" />, { wrapper: inPage('es') });
    act(() => setReading({ owner: null, problem: 'noVoice', problemFor: 'article' }));
    expect(screen.getByRole('status')).toHaveTextContent('Este dispositivo no tiene ninguna voz para este idioma que lea sin enviar las palabras por internet.');
  });

  it('say the same problem in English on an English page', () => {
    render(<ListenControls owner="article" read={() => []} name="Your Amazing Heart" />, { wrapper: inPage('en') });
    act(() => setReading({ owner: null, problem: 'notLoaded', problemFor: 'article' }));
    expect(screen.getByRole('status')).toHaveTextContent('Reading aloud could not load. Check the connection and press Listen again.');
  });
});
