// The browser's speech engine for Read to me (issue 35), through easy-speech (docs/decisions.md,
// "Read-aloud uses the browser's own voices"): it finds the engine, loads the voice list (which
// some browsers fill only later), and keeps engines that stop a long utterance going. This module
// speaks one piece at a time for the reader's machine (reader.ts) and reports back in the machine's
// own inputs. It is loaded on the first Listen press, never with a page.
import EasySpeech from 'easy-speech';
import { spokenText, wordAt } from './pieces';
import type { ReaderInput } from './reader';

export interface SpeechEngine {
  /** The browser's voices, as it lists them now. */
  voices(): SpeechSynthesisVoice[];
  /** Says `text` (one piece) as utterance number `utterance`, reporting its words, its end or its failure. */
  speak(utterance: number, text: string, voice: SpeechSynthesisVoice | null, rate: number, report: (input: ReaderInput) => void): void;
  /** Stops whatever is being said. */
  cancel(): void;
}

/** How long the voice list may take to arrive, and how often it is asked for meanwhile. */
const VOICES_WAIT = { maxTimeout: 5000, interval: 250 };

/** Errors that are our own cancel (Pause, Stop, another Listen), not the engine failing. */
const CANCELLED = new Set(['interrupted', 'canceled']);

/** The engine, ready with its voices; null where the browser has no speech or lists no voice. */
export async function startSpeechEngine(): Promise<SpeechEngine | null> {
  const found = EasySpeech.detect();
  if (!found.speechSynthesis || !found.speechSynthesisUtterance) return null;
  try {
    await EasySpeech.init({ ...VOICES_WAIT, quiet: false });
  } catch {
    return null;
  }
  return {
    voices: () => EasySpeech.voices(),
    speak(utterance, text, voice, rate, report) {
      EasySpeech.speak({
        text: spokenText(text),
        ...(voice ? { voice } : {}),
        rate,
        pitch: 1,
        volume: 1,
        boundary: (event) => {
          if (event.name !== 'word') return;
          const word = wordAt(text, event.charIndex, event.charLength);
          if (word) report({ type: 'word', utterance, ...word });
        },
        end: () => report({ type: 'ended', utterance }),
        error: (event) => {
          if (!CANCELLED.has(event.error)) report({ type: 'failed', utterance });
        },
      }).catch(() => {
        // Reported through the error handler above; the promise's rejection is the same event.
      });
    },
    cancel: () => EasySpeech.cancel(),
  };
}
