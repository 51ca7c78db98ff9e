// @vitest-environment jsdom
// Read to me in the page's language (issue 37): the reading is carried out with a voice that speaks
// the page's language, through the real speech engine over a stand-in for the browser's; where the
// device has none, nothing is said and the page is told why.
import EasySpeech from 'easy-speech';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeUtterance extends EventTarget {
  text: string;
  voice: SpeechSynthesisVoice | null = null;
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

const voice = (name: string, lang: string, localService: boolean, isDefault = false) =>
  ({ voiceURI: `uri:${name}`, name, lang, localService, default: isDefault }) as SpeechSynthesisVoice;
const englishDefault = voice('Device US', 'en-US', true, true);
const mexican = voice('Device MX', 'es-MX', true);
const spainOnline = voice('Network ES', 'es-ES', false);

let spoken: FakeUtterance[];

function installSpeech(voices: SpeechSynthesisVoice[]) {
  spoken = [];
  const synthesis = {
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: () => {},
    pause: () => {},
    resume: () => {},
    speaking: false,
    paused: false,
    onvoiceschanged: null,
  };
  Object.assign(window, { speechSynthesis: synthesis, SpeechSynthesisUtterance: FakeUtterance, SpeechSynthesisVoice: Object, SpeechSynthesisEvent: Event, SpeechSynthesisErrorEvent: Event });
}

/** Fresh modules (the engine starts once per page), and a reading of two sentences in `lang`. */
async function readAloud(lang: string) {
  vi.resetModules();
  const store = await import('../../../src/reading/reading-store');
  const { speaking } = await import('../../../src/reading/speaking');
  const mine = store.nextGeneration();
  store.setReading({ owner: 'article', problem: null, problemFor: null });
  await speaking.start('article', [{ key: 'article:title', text: 'Tu increíble corazón. Late sin parar.' }], lang, mine);
  await vi.advanceTimersByTimeAsync(20);
  return store.readingNow();
}

describe('Read to me in the page’s language', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    // The library keeps the voices it found (one page's engine): each test is a new page.
    EasySpeech.reset();
    const speechWindow = window as unknown as Partial<Record<'speechSynthesis' | 'SpeechSynthesisUtterance' | 'SpeechSynthesisVoice' | 'SpeechSynthesisEvent' | 'SpeechSynthesisErrorEvent', unknown>>;
    delete speechWindow.speechSynthesis;
    delete speechWindow.SpeechSynthesisUtterance;
    delete speechWindow.SpeechSynthesisVoice;
    delete speechWindow.SpeechSynthesisEvent;
    delete speechWindow.SpeechSynthesisErrorEvent;
  });

  it('reads a Spanish page with a Spanish voice on the device, not the device’s English default', async () => {
    installSpeech([englishDefault, spainOnline, mexican]);
    const reading = await readAloud('es');
    expect(reading.problem).toBeNull();
    expect(reading.state.status).toBe('reading');
    expect(spoken.map((utterance) => [utterance.text, utterance.voice?.voiceURI, utterance.lang])).toEqual([['Tu increíble corazón.', mexican.voiceURI, 'es-MX']]);
  });

  it('says nothing on a Spanish page where the device has no Spanish voice of its own, and tells the page so', async () => {
    installSpeech([englishDefault, spainOnline]);
    const reading = await readAloud('es');
    expect(spoken).toEqual([]);
    expect(reading).toMatchObject({ owner: null, problem: 'noVoice', problemFor: 'article' });
  });

  it('reads with the Spanish voice the visitor picked, a network one too, and an English page still in English', async () => {
    installSpeech([englishDefault, spainOnline, mexican]);
    localStorage.setItem('healthsprout:reading-options', JSON.stringify({ version: 1, textSize: 'normal', spacing: false, easyFont: false, tint: false, speed: 'normal', voice: spainOnline.voiceURI }));
    await readAloud('es');
    expect(spoken.map((utterance) => utterance.voice?.voiceURI)).toEqual([spainOnline.voiceURI]);
    await readAloud('en');
    expect(spoken.at(-1)?.voice?.voiceURI).toBe(englishDefault.voiceURI);
  });
});
