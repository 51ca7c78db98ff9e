// Reading options on a Spanish page (issue 37): its words are Spanish, and it offers the voices
// that speak Spanish only; a voice picked on English pages is neither offered nor called gone.
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../../src/i18n/words';
import type { Locale } from '../../../src/site-map';
import ReadingOptionsPanel from '../../../src/reading/reading-options-panel';
import type { VoiceInfo } from '../../../src/reading/voices';

const voice = (name: string, lang: string, localService: boolean): VoiceInfo => ({ voiceURI: `uri:${name}`, name, lang, localService, default: false });
const device = vi.hoisted(() => ({ voices: [] as VoiceInfo[], saved: null as string | null }));

vi.mock('../../../src/reading/speaking', () => ({
  deviceVoices: () => Promise.resolve(device.voices),
  readingStorage: { get: () => device.saved, set: () => {}, persistent: true },
}));

const inPage = (locale: Locale) =>
  function Page({ children }: { children: ReactNode }) {
    return <LocaleContext value={locale}>{children}</LocaleContext>;
  };

const savedPick = (voiceURI: string) => JSON.stringify({ version: 1, textSize: 'normal', spacing: false, easyFont: false, tint: false, speed: 'normal', voice: voiceURI });

describe('Reading options', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  });
  beforeEach(() => {
    device.saved = null;
  });

  it('on a Spanish page, speaks Spanish and offers only the voices that speak Spanish', async () => {
    device.voices = [voice('Samantha', 'en-US', true), voice('Paulina', 'es-MX', true), voice('Google español', 'es-ES', false)];
    render(<ReadingOptionsPanel canSpeak lang="es" onClose={() => {}} />, { wrapper: inPage('es') });
    expect(screen.getByRole('heading', { name: 'Opciones de lectura' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tamaño del texto' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Muy grande' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Voz' });
    expect(await within(select).findByRole('option', { name: 'Paulina' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['La mejor voz de este dispositivo', 'Paulina', 'Google español (en línea)']);
    expect(within(select).getByRole('group', { name: 'En línea: envía las palabras por internet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a lo normal' })).toBeInTheDocument();
  });

  it('says in Spanish when the device has no Spanish voice', async () => {
    device.voices = [voice('Samantha', 'en-US', true)];
    render(<ReadingOptionsPanel canSpeak lang="es" onClose={() => {}} />, { wrapper: inPage('es') });
    expect(await screen.findByText('Este dispositivo no tiene ninguna voz para este idioma.')).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Voz' })).getAllByRole('option')).toHaveLength(1);
  });

  it('does not call a voice picked on English pages gone: the best Spanish voice reads here', async () => {
    device.voices = [voice('Samantha', 'en-US', true), voice('Paulina', 'es-MX', true)];
    device.saved = savedPick('uri:Samantha');
    render(<ReadingOptionsPanel canSpeak lang="es" onClose={() => {}} />, { wrapper: inPage('es') });
    const select = screen.getByRole('combobox', { name: 'Voz' });
    await within(select).findByRole('option', { name: 'Paulina' });
    expect(select).toHaveValue('');
    expect(screen.queryByText(/ya no está en este dispositivo/)).not.toBeInTheDocument();
  });

  it('says, in English on an English page, when the picked voice is no longer on the device', async () => {
    device.voices = [voice('Samantha', 'en-US', true)];
    device.saved = savedPick('uri:Retired voice');
    render(<ReadingOptionsPanel canSpeak lang="en" onClose={() => {}} />, { wrapper: inPage('en') });
    expect(await screen.findByText('The voice chosen before is not on this device now, so the best voice here reads instead.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reading options' })).toBeInTheDocument();
  });
});
