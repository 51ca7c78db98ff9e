// Read to me (issue 35) on a glossary entry and on an article, with a speech engine stubbed into the
// page (speech-stub.ts). Each test has a page of its own: the stand-in engine is an init script,
// which would stay on a shared page for the tests after it.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fire, spokenTexts, stubSpeech, utterances } from './speech-stub';

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
  // On an article: no Read to me, Read myself or Listen; Reading options stay.
  await page.goto('/library/diseases/what-is-the-flu');
  await expect(page.getByRole('button', { name: 'Reading options' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Read to me|Read myself|^Listen/ })).toHaveCount(0);
});

const FLU = '/library/diseases/what-is-the-flu';
const readingBar = (page: Page) => page.getByRole('group', { name: 'How to read this page' });
const marked = (page: Page) => page.locator('mark[data-reading="sentence"]');

/** Ends each utterance in turn until the engine is asked for nothing more: every text it was asked to say. */
async function readToTheEnd(page: Page): Promise<string[]> {
  for (let count = 0; ; ) {
    const spoken = await spokenTexts(page);
    if (spoken.length === count) return spoken;
    count = spoken.length;
    await fire(page, 'end');
    await page.waitForTimeout(30);
    if ((await spokenTexts(page)).length === count) {
      // The reader speaks the next piece at once; a little longer before deciding it has finished.
      await page.waitForTimeout(200);
      if ((await spokenTexts(page)).length === count) return spokenTexts(page);
    }
  }
}

test('Read to me reads an article in order, from its title through the Get-help box and the body to Go deeper, marking each sentence', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  await page.goto(FLU);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const help = page.getByRole('region', { name: /Get help now/ });
  const helpHeading = await help.locator('h2 [data-read]').innerText();
  const firstParagraph = await page.locator('#article-text p').first().innerText();
  await readingBar(page).getByRole('button', { name: 'Read to me' }).click();

  await expect.poll(() => spokenTexts(page)).toEqual([title]);
  await expect(marked(page)).toHaveText(title);
  await fire(page, 'end');
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toBe(await page.locator('header p').first().innerText());
  await fire(page, 'end');
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toBe(helpHeading);
  await expect(help.locator('mark[data-reading="sentence"]')).toHaveText(helpHeading);
  await fire(page, 'boundary', { name: 'word', charIndex: 4, charLength: 4 });
  await expect(help.locator('mark[data-reading="word"]')).toHaveText('help');

  const spoken = await readToTheEnd(page);
  // The box's signs and steps, then its numbers, then the body, then Go deeper, each once and in order.
  expect(spoken.slice(3, 4)).toEqual(['Signs to watch for']);
  const at = (text: string) => spoken.findIndex((said) => said === text);
  expect(at('What to do')).toBeGreaterThan(at('Signs to watch for'));
  expect(at('Emergency numbers')).toBeGreaterThan(at('What to do'));
  expect(spoken.some((said) => said.startsWith('911'))).toBe(true);
  const bodyStart = spoken.findIndex((said) => firstParagraph.startsWith(said));
  expect(bodyStart).toBeGreaterThan(at('Emergency numbers'));
  expect(at('Go deeper')).toBeGreaterThan(bodyStart);
  expect(spoken.at(-1)?.length).toBeGreaterThan(0);
  // What is read is what is shown: every piece is in the article's text.
  const shown = (await page.locator('#article').innerText()).replace(/\s+/g, ' ');
  for (const said of spoken) expect(shown).toContain(said.replace(/\s+/g, ' ').trim());
  // At the end the marks go and Read to me is back.
  await expect(marked(page)).toHaveCount(0);
  await expect(readingBar(page).getByRole('button', { name: 'Read to me' })).toBeVisible();
});

test('the sentence read is kept in view; Go deeper has a Listen of its own; Read myself stops the voice and goes to the text', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  await page.goto(FLU);
  const deeper = page.locator('#go-deeper');
  await deeper.getByRole('button', { name: 'Listen to Go deeper' }).click();
  await expect.poll(() => spokenTexts(page)).toEqual(['Go deeper']);
  await expect(deeper.locator('mark[data-reading="sentence"]')).toBeInViewport();
  await fire(page, 'end');
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toBe('For older readers: a closer look.');

  // Read to me from the top: the first sentence is brought into view again.
  await readingBar(page).getByRole('button', { name: 'Read to me' }).click();
  await expect(marked(page)).toHaveText(await page.getByRole('heading', { level: 1 }).innerText());
  await expect(marked(page)).toBeInViewport();
  await expect(deeper.getByRole('button', { name: 'Listen to Go deeper' })).toBeVisible();

  const cancelled = await page.evaluate(() => (window.speechSynthesis as unknown as { cancelled: number }).cancelled);
  await readingBar(page).getByRole('button', { name: 'Read myself' }).click();
  await expect(marked(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window.speechSynthesis as unknown as { cancelled: number }).cancelled)).toBeGreaterThan(cancelled);
  await expect(page.locator('#article-text')).toBeFocused();
});

test('Reading options change the text size, spacing, font and background of every page at once, are kept on this device, and set the reading speed', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  await page.goto(FLU);
  const paragraph = page.locator('#article-text p').first();
  const before = await paragraph.evaluate((element) => {
    const style = getComputedStyle(element);
    return { size: parseFloat(style.fontSize), letters: style.letterSpacing, font: style.fontFamily };
  });
  await readingBar(page).getByRole('button', { name: 'Reading options' }).click();
  const panel = page.getByRole('dialog', { name: 'Reading options' });
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: 'Largest' }).check();
  await panel.getByRole('checkbox', { name: /More space/ }).check();
  await panel.getByRole('checkbox', { name: /Easy-read letters/ }).check();
  await panel.getByRole('checkbox', { name: /Soft cream background/ }).check();
  await panel.getByRole('radio', { name: 'Slower' }).check();
  await expect(panel.getByRole('combobox', { name: 'Voice' })).toHaveValue('');
  await expectNoAxeViolations(page);

  const look = () =>
    paragraph.evaluate((element) => {
      const style = getComputedStyle(element);
      return { size: parseFloat(style.fontSize), letters: style.letterSpacing, lines: parseFloat(style.lineHeight) / parseFloat(style.fontSize), font: style.fontFamily, background: getComputedStyle(document.body).backgroundColor };
    });
  const chosen = await look();
  expect(chosen.size / before.size).toBeCloseTo(1.375, 2);
  expect(chosen.letters).not.toBe(before.letters);
  expect(chosen.lines).toBeGreaterThanOrEqual(1.5);
  expect(chosen.font).toMatch(/^"?Atkinson Hyperlegible Next Variable/);
  expect(chosen.background).toBe('rgb(251, 241, 217)');
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible Next Variable"'))).toBe(true);
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();

  // The slower speed reads the next Listen.
  await readingBar(page).getByRole('button', { name: 'Read to me' }).click();
  await expect.poll(async () => (await utterances(page)).at(-1)?.rate).toBe(0.75);
  await readingBar(page).getByRole('button', { name: 'Stop' }).click();
  await expectNoAxeViolations(page);

  // Another page, and this one again after a reload: the same look.
  await page.reload();
  expect(await look()).toEqual(chosen);
  await page.goto('/glossary');
  expect(await page.locator('dd').nth(1).evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Atkinson/);

  // Back to the usual.
  await page.goto(FLU);
  await readingBar(page).getByRole('button', { name: 'Reading options' }).click();
  await panel.getByRole('button', { name: 'Back to the usual' }).click();
  expect(await look()).toMatchObject({ size: before.size, letters: before.letters, font: before.font });
});

test('the options are in effect at the first paint, before the scripts come, with no shift when they do', async ({ page }) => {
  const saved = { version: 1, textSize: 'larger', spacing: true, easyFont: true, tint: true, speed: 'normal', voice: null };
  await page.addInitScript((value) => localStorage.setItem('healthsprout:reading-options', value), JSON.stringify(saved));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  // The scripts are held: what shows is the prerendered page and its inline look script.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(FLU, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const root = await page.evaluate(() => ({ ...document.documentElement.dataset, size: getComputedStyle(document.documentElement).fontSize }));
  expect(root).toMatchObject({ textSize: 'larger', spacing: 'more', easyFont: 'on', tint: 'cream', size: '19px' });
  expect(await page.locator('#article-text p').first().evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Atkinson/);
  // The reading bar holds its room, unseen, until the scripts come.
  await expect(readingBar(page)).toBeHidden();
  release();
  await expect(readingBar(page).getByRole('button', { name: 'Reading options' })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
  expect(shifts).toBeLessThanOrEqual(0.02);
});

test('a damaged saved value is ignored, and a device that cannot keep the options is told so while they still apply', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  await page.addInitScript(() => {
    localStorage.setItem('healthsprout:reading-options', '{"version":1,"textSize":"huge"');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'healthsprout:reading-options') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto(FLU);
  expect(await page.evaluate(() => Object.keys(document.documentElement.dataset).filter((name) => name !== 'appReady' && name !== 'speech'))).toEqual([]);
  await readingBar(page).getByRole('button', { name: 'Reading options' }).click();
  const panel = page.getByRole('dialog', { name: 'Reading options' });
  await expect(panel.getByRole('radio', { name: 'Normal' }).first()).toBeChecked();
  await panel.getByRole('radio', { name: 'Larger' }).check();
  await expect(panel.getByText('This device is not keeping them, so they last until you leave this page.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe('larger');
  // The speed chosen on this page is the one read with, though the device keeps nothing.
  await panel.getByRole('radio', { name: 'Faster' }).check();
  await panel.getByRole('button', { name: 'Done' }).click();
  await readingBar(page).getByRole('button', { name: 'Read to me' }).click();
  await expect.poll(async () => (await utterances(page)).at(-1)?.rate).toBe(1.25);
});

test('a quiz question is read with its choices, and once answered with its feedback and reason', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  await page.goto('/library/diseases');
  const bar = page.getByRole('group', { name: 'How to read this question' });
  const question = page.locator('[id$="-q0"]');
  const asked = await question.getByRole('heading', { level: 3 }).locator('[data-read]').innerText();
  const choices = await question.getByRole('list', { name: 'Choices' }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('[data-read]')?.textContent ?? ''));
  await bar.getByRole('button', { name: 'Listen to question 1' }).click();
  await expect.poll(() => spokenTexts(page)).toEqual([asked]);
  await expect(question.locator('mark[data-reading="sentence"]')).toHaveText(asked);
  const spoken = await readToTheEnd(page);
  // The question, then each choice with its letter ("A. ...").
  expect(spoken).toEqual([asked, ...choices]);
  expect(choices[0]).toMatch(/^A\. /);

  await question.getByRole('list', { name: 'Choices' }).getByRole('button').first().click();
  const feedback = question.getByRole('status');
  await expect(feedback).not.toBeEmpty();
  await bar.getByRole('button', { name: 'Listen to question 1' }).click();
  const again = await readToTheEnd(page);
  const after = again.slice(spoken.length);
  expect(after.slice(0, 1 + choices.length)).toEqual([asked, ...choices]);
  const said = after.slice(1 + choices.length).join(' ');
  expect(said).toContain((await feedback.locator('p').first().locator('[data-read]').innerText()).trim());
  expect(said).toMatch(/Why: /);
  await expectNoAxeViolations(page);
});

test('a game: opening it stops the page’s reading; its Listen reads How to play, and R the directions', async ({ page }) => {
  await page.addInitScript(stubSpeech);
  await page.goto('/library/diseases');
  await page.getByRole('group', { name: 'How to read this question' }).getByRole('button', { name: 'Listen to question 1' }).click();
  await expect.poll(async () => (await spokenTexts(page)).length).toBe(1);
  const cancelled = await page.evaluate(() => (window.speechSynthesis as unknown as { cancelled: number }).cancelled);
  await page.getByRole('button', { name: 'Play Game' }).click();
  const game = page.getByRole('region', { name: 'Trigger Dash' });
  await expect(game.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window.speechSynthesis as unknown as { cancelled: number }).cancelled)).toBeGreaterThan(cancelled);
  await expect(page.locator('mark')).toHaveCount(0);

  // The game's Listen reads the How to play panel, each block outlined while it is read.
  await page.getByRole('button', { name: 'Listen to Trigger Dash' }).click();
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toBe('How to play');
  await expect(game.locator('[data-reading-block]')).toHaveText('How to play');
  await fire(page, 'end');
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toMatch(/^Icons pop up in the park/);
  await page.getByRole('button', { name: 'Stop' }).click();

  // R, with focus in the game, reads the directions, the icons' names included.
  await game.getByRole('button', { name: 'Start Game' }).focus();
  const before = (await spokenTexts(page)).length;
  await page.keyboard.press('r');
  await expect.poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(before);
  const directions = await readToTheEnd(page);
  expect(directions.slice(before).join(' ')).toMatch(/^Icons pop up in the park.*Tap these for 1 point each: Water.*Skip these, or lose 1 if tapped: .*You have 30 seconds\./);
});
