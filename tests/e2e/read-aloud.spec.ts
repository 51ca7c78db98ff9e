// Read to me (issue 35) on a glossary entry, with a speech engine stubbed into the page: an init
// script stands in for speechSynthesis, records what it is asked to say, and lets the test end an
// utterance or report a word, as a real engine's events would.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readingTest as test } from './fixtures';

/** The stand-in engine: one voice on the device; utterances kept in window.__spoken. */
function stubSpeech() {
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

const spokenTexts = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((utterance) => utterance.text));
/** The engine finishes the newest utterance, or reaches a word in it. */
const fire = (page: Page, type: 'end' | 'boundary', fields: Record<string, unknown> = {}) =>
  page.evaluate(
    ([type, fields]) => {
      const spoken = (window as unknown as { __spoken: EventTarget[] }).__spoken;
      spoken.at(-1)?.dispatchEvent(Object.assign(new Event(type), fields));
    },
    [type, fields] as const,
  );

test('a glossary entry is read aloud, its sentence and word marked, with Pause, Resume and Stop', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  // What the first Listen loads (the engine, the options' schema) keeps to the site's policy.
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { __refused: refused });
    document.addEventListener('securitypolicyviolation', (event) => refused.push(event.violatedDirective));
  });
  await page.goto('/glossary');
  const entry = page.locator('[id="influenza"]');
  const definition = await entry.locator('dd').nth(1).innerText();
  await entry.getByRole('button', { name: 'Listen to influenza' }).click();

  // The term first, then the definition, sentence by sentence, each marked while it is read.
  await expect.poll(() => spokenTexts(page)).toEqual(['influenza']);
  await expect(entry.locator('mark[data-reading="sentence"]')).toHaveText('influenza');
  await fire(page, 'end');
  await expect.poll(async () => (await spokenTexts(page)).length).toBe(2);
  const firstSentence = (await spokenTexts(page))[1] ?? '';
  expect(definition.startsWith(firstSentence)).toBe(true);
  await expect(entry.locator('mark[data-reading="sentence"]')).toHaveText(firstSentence);
  const word = firstSentence.split(' ')[0] ?? '';
  await fire(page, 'boundary', { name: 'word', charIndex: 0, charLength: word.length });
  await expect(entry.locator('mark[data-reading="word"]')).toHaveText(word);
  // The entry being read, as it now is (the page around it is checked in a11y.spec.ts).
  await expectNoAxeViolations(page, '[id="influenza"]');

  // Pause stops the voice; Resume says the same sentence again from its start.
  await entry.getByRole('button', { name: 'Pause' }).click();
  await expect(entry.getByRole('button', { name: 'Resume' })).toBeVisible();
  await entry.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toBe(firstSentence);

  // Stop ends it: the marks go, and Listen is back.
  await entry.getByRole('button', { name: 'Stop' }).click();
  await expect(entry.locator('mark')).toHaveCount(0);
  await expect(entry.getByRole('button', { name: 'Listen to influenza' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
});

test('another Listen stops the first, and leaving the page stops the voice', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  await page.goto('/glossary');
  await page.locator('[id="influenza"]').getByRole('button', { name: 'Listen to influenza' }).click();
  await expect.poll(() => spokenTexts(page)).toEqual(['influenza']);
  await page.locator('[id="virus"]').getByRole('button', { name: 'Listen to virus' }).click();
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toBe('virus');
  await expect(page.locator('[id="influenza"] mark')).toHaveCount(0);
  await expect(page.locator('[id="virus"] mark[data-reading="sentence"]')).toHaveText('virus');
  const cancelledBefore = await page.evaluate(() => (window.speechSynthesis as unknown as { cancelled: number }).cancelled);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E-Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect.poll(() => page.evaluate(() => (window.speechSynthesis as unknown as { cancelled: number }).cancelled)).toBeGreaterThan(cancelledBefore);
});

test('no Listen button where the browser cannot speak', async ({ page }) => {
  await page.addInitScript(() => {
    // As in a browser without the Web Speech API (some in-app browsers).
    delete (Window.prototype as unknown as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
  });
  await page.goto('/glossary');
  await expect(page.locator('[id="influenza"] dfn')).toHaveText('influenza');
  expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
  await expect(page.getByRole('button', { name: /^Listen/ })).toHaveCount(0);
});
