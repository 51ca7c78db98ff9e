// Reading options (issue 35): text size, more spacing, the easy-read font and a soft tint, which
// change the page at once and every page after it, and the reading speed and voice for Read to me.
// Kept on this device only (options.ts); a device that cannot keep them is told they last until the
// page is left. Loaded on the first press of its button (reading-options-button.tsx). Its words
// are the page's language's, and it offers the voices that speak the page's language.
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../i18n/words';
import { defaultReadingOptions, pageAttributes, READING_OPTIONS_KEY, readReadingOptions, textSizes, type ReadingOptions, type TextSize } from './options';
import { READING_WORDS, type ReadingWords } from './reading-words';
import { deviceVoices, readingStorage as storage } from './speaking';
import { chooseVoice, speedNames, voicesFor, type Speed, type VoiceInfo } from './voices';

export interface ReadingOptionsPanelProps {
  /** Whether this browser can speak: the speed and voice are offered only then. */
  canSpeak: boolean;
  /** The page's language, whose voices are listed. */
  lang: string;
  onClose: () => void;
}

const sizeWords: Record<TextSize, keyof ReadingWords> = { normal: 'sizeNormal', larger: 'sizeLarger', largest: 'sizeLargest' };
const speedWords: Record<Speed, keyof ReadingWords> = { slower: 'speedSlower', normal: 'speedNormal', faster: 'speedFaster' };

/** Sets the page's look to `options` (the same attributes the inline look script sets before a page's first paint). */
function applyLook(options: ReadingOptions) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(pageAttributes(options))) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}

const BEST_VOICE = '';

export default function ReadingOptionsPanel({ canSpeak, lang, onClose }: ReadingOptionsPanelProps) {
  const words = useWords<ReadingWords>(READING_WORDS);
  const dialog = useRef<HTMLDialogElement>(null);
  const [options, setOptions] = useState<ReadingOptions>(() => readReadingOptions(storage.get(READING_OPTIONS_KEY)));
  const [kept, setKept] = useState(true);
  /** Every voice the browser lists, in any language; null until it has listed them. */
  const [allVoices, setAllVoices] = useState<VoiceInfo[] | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    if (!canSpeak) return;
    let current = true;
    void deviceVoices().then((list) => current && setAllVoices(list));
    return () => {
      current = false;
    };
  }, [canSpeak]);

  const change = (next: Partial<ReadingOptions>) => {
    const chosen = { ...options, ...next };
    setOptions(chosen);
    applyLook(chosen);
    storage.set(READING_OPTIONS_KEY, JSON.stringify(chosen));
    setKept(storage.persistent);
  };

  // Only the voices that speak the page's language are offered: a Spanish page is read in Spanish.
  const voices = allVoices && voicesFor(allVoices, lang);
  const onDevice = voices?.filter((voice) => voice.localService) ?? [];
  const online = voices?.filter((voice) => !voice.localService) ?? [];
  const { pickedGone } = chooseVoice(allVoices ?? [], lang, options.voice);
  // A pick that is gone, or that speaks another language (picked on a page in it), is not read with here.
  const pickedHere = voices === null || voices.some((voice) => voice.voiceURI === options.voice);
  const shownVoice = options.voice !== null && pickedHere ? options.voice : BEST_VOICE;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="reading-options-title"
      onClose={onClose}
      className="reading-options m-auto max-h-[calc(100dvh-1rem)] w-[min(36rem,calc(100vw-1rem))] overflow-auto rounded-3xl bg-white p-5 text-left text-ink shadow-xl backdrop:bg-ink/60 sm:p-7"
    >
      <h2 id="reading-options-title" className="text-3xl">
        {words.optionsTitle()}
      </h2>
      <p className="mt-1 text-ink-soft">{words.optionsNote()}</p>

      <fieldset className="mt-5">
        <legend className="text-xl font-extrabold text-leaf-900">{words.textSize()}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {textSizes.map((size) => (
            <label key={size} className="choice-pill">
              <input type="radio" name="text-size" checked={options.textSize === size} onChange={() => change({ textSize: size })} className="size-5 accent-leaf-700" />
              {words[sizeWords[size]]()}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-5">
        <legend className="text-xl font-extrabold text-leaf-900">{words.pageLook()}</legend>
        <div className="mt-2 grid gap-2">
          <label className="choice-pill">
            <input type="checkbox" checked={options.spacing} onChange={(event) => change({ spacing: event.currentTarget.checked })} className="size-5 accent-leaf-700" />
            {words.spacing()}
          </label>
          <label className="choice-pill">
            <input type="checkbox" checked={options.easyFont} onChange={(event) => change({ easyFont: event.currentTarget.checked })} className="size-5 accent-leaf-700" />
            {words.easyFont()}
          </label>
          <label className="choice-pill">
            <input type="checkbox" checked={options.tint} onChange={(event) => change({ tint: event.currentTarget.checked })} className="size-5 accent-leaf-700" />
            {words.tint()}
          </label>
        </div>
      </fieldset>

      {canSpeak && (
        <>
          <fieldset className="mt-5">
            <legend className="text-xl font-extrabold text-leaf-900">{words.speed()}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {speedNames.map((speed) => (
                <label key={speed} className="choice-pill">
                  <input type="radio" name="speed" checked={options.speed === speed} onChange={() => change({ speed })} className="size-5 accent-leaf-700" />
                  {words[speedWords[speed]]()}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="mt-5">
            <label htmlFor="reading-voice" className="block text-xl font-extrabold text-leaf-900">
              {words.voice()}
            </label>
            <p id="reading-voice-note" className="mt-1 text-ink-soft">
              {words.voiceNote()}
            </p>
            <select
              id="reading-voice"
              aria-describedby="reading-voice-note"
              value={shownVoice}
              onChange={(event) => change({ voice: event.currentTarget.value === BEST_VOICE ? null : event.currentTarget.value })}
              className="mt-2 min-h-11 w-full rounded-xl border-2 border-ink/30 bg-white px-3"
            >
              <option value={BEST_VOICE}>{words.bestVoice()}</option>
              {onDevice.length > 0 && (
                <optgroup label={words.voicesOnDevice()}>
                  {onDevice.map((voice) => (
                    <option key={voice.voiceURI} value={voice.voiceURI}>
                      {voice.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {online.length > 0 && (
                <optgroup label={words.voicesOnline()}>
                  {online.map((voice) => (
                    <option key={voice.voiceURI} value={voice.voiceURI}>
                      {words.onlineVoice({ voice: voice.name })}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            <p role="status" className="mt-1 text-ink-soft">
              {voices === null ? words.lookingForVoices() : pickedGone ? words.pickedVoiceGone() : voices.length === 0 ? words.noVoiceForLanguage() : ''}
            </p>
          </div>
        </>
      )}

      <p role="status" className="mt-4 font-semibold text-coral-700 empty:hidden">
        {kept ? '' : words.notKept()}
      </p>

      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={() => change({ ...defaultReadingOptions })}>
          {words.reset()}
        </button>
        <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
          {words.done()}
        </button>
      </div>
    </dialog>
  );
}
