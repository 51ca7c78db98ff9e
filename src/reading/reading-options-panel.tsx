// Reading options (issue 35): text size, more spacing, the easy-read font and a soft tint, which
// change the page at once and every page after it, and the reading speed and voice for Read to me.
// Kept on this device only (options.ts); a device that cannot keep them is told they last until the
// page is left. Loaded on the first press of its button (reading-options-button.tsx).
import { useEffect, useRef, useState } from 'react';
import { defaultReadingOptions, pageAttributes, READING_OPTIONS_KEY, readReadingOptions, textSizes, type ReadingOptions, type TextSize } from './options';
import { readingStorage as storage, voicesSpeaking } from './speaking';
import { speedNames, type Speed, type VoiceInfo } from './voices';

export interface ReadingOptionsPanelProps {
  /** Whether this browser can speak: the speed and voice are offered only then. */
  canSpeak: boolean;
  /** The page's language, whose voices are listed. */
  lang: string;
  onClose: () => void;
}

const sizeWords: Record<TextSize, string> = { normal: 'Normal', larger: 'Larger', largest: 'Largest' };
const speedWords: Record<Speed, string> = { slower: 'Slower', normal: 'Normal', faster: 'Faster' };

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
  const dialog = useRef<HTMLDialogElement>(null);
  const [options, setOptions] = useState<ReadingOptions>(() => readReadingOptions(storage.get(READING_OPTIONS_KEY)));
  const [kept, setKept] = useState(true);
  const [voices, setVoices] = useState<VoiceInfo[] | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    if (!canSpeak) return;
    let current = true;
    void voicesSpeaking(lang).then((list) => current && setVoices(list));
    return () => {
      current = false;
    };
  }, [canSpeak, lang]);

  const change = (next: Partial<ReadingOptions>) => {
    const chosen = { ...options, ...next };
    setOptions(chosen);
    applyLook(chosen);
    storage.set(READING_OPTIONS_KEY, JSON.stringify(chosen));
    setKept(storage.persistent);
  };

  const onDevice = voices?.filter((voice) => voice.localService) ?? [];
  const online = voices?.filter((voice) => !voice.localService) ?? [];
  const pickedGone = options.voice !== null && voices !== null && !voices.some((voice) => voice.voiceURI === options.voice);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="reading-options-title"
      onClose={onClose}
      className="reading-options m-auto max-h-[calc(100dvh-1rem)] w-[min(36rem,calc(100vw-1rem))] overflow-auto rounded-3xl bg-white p-5 text-left text-ink shadow-xl backdrop:bg-ink/60 sm:p-7"
    >
      <h2 id="reading-options-title" className="text-3xl">
        Reading options
      </h2>
      <p className="mt-1 text-ink-soft">They change every page at once, and are kept on this device only.</p>

      <fieldset className="mt-5">
        <legend className="text-xl font-extrabold text-leaf-900">Text size</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {textSizes.map((size) => (
            <label key={size} className="choice-pill">
              <input type="radio" name="text-size" checked={options.textSize === size} onChange={() => change({ textSize: size })} className="size-5 accent-leaf-700" />
              {sizeWords[size]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-5">
        <legend className="text-xl font-extrabold text-leaf-900">How the page looks</legend>
        <div className="mt-2 grid gap-2">
          <label className="choice-pill">
            <input type="checkbox" checked={options.spacing} onChange={(event) => change({ spacing: event.currentTarget.checked })} className="size-5 accent-leaf-700" />
            More space between lines, letters and words
          </label>
          <label className="choice-pill">
            <input type="checkbox" checked={options.easyFont} onChange={(event) => change({ easyFont: event.currentTarget.checked })} className="size-5 accent-leaf-700" />
            Easy-read letters (Atkinson Hyperlegible)
          </label>
          <label className="choice-pill">
            <input type="checkbox" checked={options.tint} onChange={(event) => change({ tint: event.currentTarget.checked })} className="size-5 accent-leaf-700" />
            Soft cream background
          </label>
        </div>
      </fieldset>

      {canSpeak && (
        <>
          <fieldset className="mt-5">
            <legend className="text-xl font-extrabold text-leaf-900">Reading speed</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {speedNames.map((speed) => (
                <label key={speed} className="choice-pill">
                  <input type="radio" name="speed" checked={options.speed === speed} onChange={() => change({ speed })} className="size-5 accent-leaf-700" />
                  {speedWords[speed]}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="mt-5">
            <label htmlFor="reading-voice" className="block text-xl font-extrabold text-leaf-900">
              Voice
            </label>
            <p id="reading-voice-note" className="mt-1 text-ink-soft">
              Voices on this device keep the words here. An online voice sends the words it reads to the company that made it.
            </p>
            <select
              id="reading-voice"
              aria-describedby="reading-voice-note"
              value={options.voice ?? BEST_VOICE}
              onChange={(event) => change({ voice: event.currentTarget.value === BEST_VOICE ? null : event.currentTarget.value })}
              className="mt-2 min-h-11 w-full rounded-xl border-2 border-ink/30 bg-white px-3"
            >
              <option value={BEST_VOICE}>The best voice on this device</option>
              {onDevice.length > 0 && (
                <optgroup label="On this device">
                  {onDevice.map((voice) => (
                    <option key={voice.voiceURI} value={voice.voiceURI}>
                      {voice.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {online.length > 0 && (
                <optgroup label="Online: sends the words over the internet">
                  {online.map((voice) => (
                    <option key={voice.voiceURI} value={voice.voiceURI}>
                      {voice.name} (online)
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            <p role="status" className="mt-1 text-ink-soft">
              {voices === null ? 'Looking for voices…' : pickedGone ? 'The voice chosen before is not on this device now, so the best voice here reads instead.' : voices.length === 0 ? 'This device has no voice for this language.' : ''}
            </p>
          </div>
        </>
      )}

      <p role="status" className="mt-4 font-semibold text-coral-700 empty:hidden">
        {kept ? '' : 'This device is not keeping them, so they last until you leave this page.'}
      </p>

      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={() => change({ ...defaultReadingOptions })}>
          Back to the usual
        </button>
        <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
          Done
        </button>
      </div>
    </dialog>
  );
}
