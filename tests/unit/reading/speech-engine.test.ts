// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderInput } from '../../../src/reading/reader';

/** An utterance as the page sees one: its words, voice, rate, and the events the engine fires on it. */
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
  fire(type: string, fields: Record<string, unknown> = {}) {
    this.dispatchEvent(Object.assign(new Event(type), fields));
  }
}

const voice = { voiceURI: 'uri:Device US', name: 'Device US', lang: 'en-US', localService: true, default: true } as SpeechSynthesisVoice;
let spoken: FakeUtterance[];
let cancels: number;

function installSpeech(voices: SpeechSynthesisVoice[]) {
  spoken = [];
  cancels = 0;
  const synthesis = {
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: () => (cancels += 1),
    pause: () => {},
    resume: () => {},
    speaking: false,
    paused: false,
    onvoiceschanged: null,
  };
  Object.assign(window, { speechSynthesis: synthesis, SpeechSynthesisUtterance: FakeUtterance, SpeechSynthesisVoice: Object, SpeechSynthesisEvent: Event, SpeechSynthesisErrorEvent: Event });
}

async function load() {
  vi.resetModules();
  return import('../../../src/reading/speech-engine');
}

describe('the speech engine behind the reader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    const speechWindow = window as unknown as Partial<Record<'speechSynthesis' | 'SpeechSynthesisUtterance' | 'SpeechSynthesisVoice' | 'SpeechSynthesisEvent' | 'SpeechSynthesisErrorEvent', unknown>>;
    delete speechWindow.speechSynthesis;
    delete speechWindow.SpeechSynthesisUtterance;
    delete speechWindow.SpeechSynthesisVoice;
    delete speechWindow.SpeechSynthesisEvent;
    delete speechWindow.SpeechSynthesisErrorEvent;
  });

  it('is none where the browser has no speech', async () => {
    const { startSpeechEngine } = await load();
    expect(await startSpeechEngine()).toBeNull();
  });

  it('says a piece with the chosen voice and rate, its emoji left out, and reports its words and its end', async () => {
    installSpeech([voice]);
    const { startSpeechEngine } = await load();
    const engine = await startSpeechEngine();
    expect(engine?.voices()).toEqual([voice]);
    const heard: ReaderInput[] = [];
    engine?.speak(3, 'Great job 🎉 today.', voice, 0.75, (input) => heard.push(input));
    await vi.advanceTimersByTimeAsync(20);
    const [utterance] = spoken;
    expect(utterance?.text).toBe('Great job    today.');
    expect(utterance?.voice).toBe(voice);
    expect(utterance?.rate).toBe(0.75);
    utterance?.fire('boundary', { name: 'word', charIndex: 6, charLength: 3 });
    utterance?.fire('boundary', { name: 'sentence', charIndex: 0, charLength: 19 });
    utterance?.fire('end');
    expect(heard).toEqual([
      { type: 'word', utterance: 3, start: 6, end: 9 },
      { type: 'ended', utterance: 3 },
    ]);
  });

  it('reports a failure, but not the interruption its own cancel causes', async () => {
    installSpeech([voice]);
    const { startSpeechEngine } = await load();
    const engine = await startSpeechEngine();
    const heard: ReaderInput[] = [];
    engine?.speak(1, 'One.', voice, 1, (input) => heard.push(input));
    engine?.speak(2, 'Two.', voice, 1, (input) => heard.push(input));
    await vi.advanceTimersByTimeAsync(20);
    spoken[0]?.fire('error', { error: 'interrupted' });
    expect(heard).toEqual([]);
    spoken[1]?.fire('error', { error: 'synthesis-failed' });
    expect(heard).toEqual([{ type: 'failed', utterance: 2 }]);
    const before = cancels;
    engine?.cancel();
    expect(cancels).toBe(before + 1);
  });
});
