// Which voice reads a page (issue 35; docs/decisions.md, "Read-aloud uses the browser's own
// voices"): one that speaks the page's language and runs on the device. A network voice sends the
// words to another company's servers, so it is used only when the visitor picked it in Reading
// options, which says so. Pure: the browser's list in, a choice out.

/** What the choice needs of a browser's voice (SpeechSynthesisVoice has these fields). */
export interface VoiceInfo {
  voiceURI: string;
  name: string;
  lang: string;
  /** True for a voice that runs on the device; false for one that sends the text over the network. */
  localService: boolean;
  default: boolean;
}

/** The language part of a tag, lower case: "en-GB" and "en_gb" are "en". */
const languageOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/** The voices that speak `pageLang` ("en", "es", "en-US"), the device's first, then by region and name. */
export function voicesFor(voices: readonly VoiceInfo[], pageLang: string): VoiceInfo[] {
  const language = languageOf(pageLang);
  const region = pageLang.toLowerCase().replace('_', '-');
  const rank = (voice: VoiceInfo) => (voice.localService ? 0 : 4) + (voice.lang.toLowerCase().replace('_', '-') === region ? 0 : 2) + (voice.default ? 0 : 1);
  return voices.filter((voice) => languageOf(voice.lang) === language).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export interface VoiceChoice {
  /** The voice to read with, or null when none may be used: then nothing is read, and the page says why. */
  voice: VoiceInfo | null;
  /** A voice was picked before and is no longer on the device (another device, an update): the page says so. */
  pickedGone: boolean;
  /** Only network voices speak this language: the page offers them in Reading options, not by itself. */
  onlyNetwork: boolean;
}

/**
 * The voice for a page in `pageLang`: the visitor's pick when it is still there and speaks the
 * language (a network voice too, since they chose it), else the device's best voice for the language.
 * A network voice is never chosen by itself, nor a voice of another language: a Spanish page is
 * read by a Spanish voice or not at all. A pick that speaks another language (chosen on a page in
 * that language) is not gone: it still reads those pages, and this page's best voice reads here.
 */
export function chooseVoice(voices: readonly VoiceInfo[], pageLang: string, picked: string | null): VoiceChoice {
  const speaking = voicesFor(voices, pageLang);
  const pickedVoice = picked === null ? undefined : speaking.find((voice) => voice.voiceURI === picked);
  const pickedGone = picked !== null && voices.length > 0 && !voices.some((voice) => voice.voiceURI === picked);
  const voice = pickedVoice ?? speaking.find((voice) => voice.localService) ?? null;
  return { voice, pickedGone, onlyNetwork: voice === null && speaking.length > 0 };
}

/** The reading speeds a reader picks from, and the engine's rate for each. */
export const SPEEDS = { slower: 0.75, normal: 1, faster: 1.25 } as const;
export type Speed = keyof typeof SPEEDS;
export const speedNames: readonly Speed[] = ['slower', 'normal', 'faster'];

/** The engine's rate for a speed: within what every engine takes (0.1 to 10), kept to 0.5-2 so words stay clear. */
export function rateFor(speed: Speed): number {
  return Math.min(2, Math.max(0.5, SPEEDS[speed]));
}
