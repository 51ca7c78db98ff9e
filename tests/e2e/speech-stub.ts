// A speech engine stubbed into the page for Read to me's browser tests (issue 35): an init script
// stands in for speechSynthesis with one voice on the device, records each utterance it is asked to
// say (window.__spoken), and lets a test end the newest utterance or report a word in it, as a real
// engine's events would.
import type { Page } from '@playwright/test';

/** The stand-in engine: one voice on the device; utterances kept in window.__spoken. */
export function stubSpeech() {
  class Utterance extends EventTarget {
    text: string;
    voice: unknown = null;
    lang = '';
    voiceURI = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }
  const spoken: Utterance[] = [];
  const voice = { voiceURI: 'stub-en', name: 'Stub English', lang: 'en-US', localService: true, default: true };
  const speech = {
    getVoices: () => [voice],
    speak: (utterance: Utterance) => spoken.push(utterance),
    cancel: () => {
      speech.cancelled += 1;
    },
    pause: () => {},
    resume: () => {},
    speaking: false,
    paused: false,
    pending: false,
    cancelled: 0,
    onvoiceschanged: null,
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  // The browser's own are getters on Window's prototype: these stand in front of them.
  for (const [name, value] of Object.entries({ speechSynthesis: speech, SpeechSynthesisUtterance: Utterance, __spoken: spoken })) {
    Object.defineProperty(window, name, { value, configurable: true, writable: true });
  }
}

export const spokenTexts = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((utterance) => utterance.text));
/** The engine finishes the newest utterance, or reaches a word in it. */
export const fire = (page: Page, type: 'end' | 'boundary', fields: Record<string, unknown> = {}) =>
  page.evaluate(
    ([type, fields]) => {
      const spoken = (window as unknown as { __spoken: EventTarget[] }).__spoken;
      spoken.at(-1)?.dispatchEvent(Object.assign(new Event(type), fields));
    },
    [type, fields] as const,
  );


/** What the engine was asked to say, with the rate and voice of each. */
export const utterances = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string; rate: number; voice: { voiceURI: string } | null }[] }).__spoken.map(({ text, rate, voice }) => ({ text, rate, voice: voice?.voiceURI ?? null })));
