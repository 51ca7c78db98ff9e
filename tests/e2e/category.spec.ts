import { videos as allVideos } from '../../src/content/videos';
import type { CategorySlug } from '../../src/content/schemas';
import { escapeRegExp, expect, namesAsChromeSays, readingTest } from './fixtures';

const categoryPages = [
  { slug: 'diseases', title: 'Diseases & Conditions', activity: 'Trigger Dash' },
  { slug: 'body', title: 'The Human Body', activity: 'Label the Organs' },
  { slug: 'mental-health', title: 'Mental Health', activity: 'Emotion Wheel' },
  { slug: 'nutrition', title: 'Nutrition & Diet', activity: 'Balanced Lunchbox' },
  { slug: 'preventive-care', title: 'Preventive Care', activity: '20-second Handwashing Timer' },
  { slug: 'careers', title: 'Healthcare Careers', activity: 'Career Match' },
];

for (const category of categoryPages) {
  readingTest(`/library/${category.slug} has every section`, async ({ page }) => {
    await page.goto(`/library/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
    await expect(page).toHaveTitle(`${category.title} | HealthSprout E-Library`);
    await expect(page.getByRole('link', { name: 'Back to E-Library' })).toHaveAttribute('href', '/library');
    const articles = page.getByRole('region', { name: 'Articles' });
    await expect(articles.getByRole('article')).toHaveCount(3);
    await expect(articles.getByRole('link', { name: /^Read More/ })).toHaveCount(3);
    await expect(articles.getByText(/^Source: (Checked against|Adapted from) /)).toHaveCount(3);
    const videos = page.getByRole('region', { name: 'Watch & Learn' });
    await expect(videos.getByRole('button', { name: /^Play video: / })).toHaveCount(allVideos[category.slug as CategorySlug].length);
    await expect(page.getByRole('region', { name: 'Interactive Activities' }).getByRole('heading', { name: category.activity })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Test Your Knowledge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('complementary', { name: 'Disclaimer' })).toContainText('educational purposes only');
  });
}

readingTest('the diseases page links to its three articles', async ({ page }) => {
  await page.goto('/library/diseases');
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(3);
  const hrefs = await page.getByRole('link', { name: /^Read More/ }).evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs).toEqual([
    '/library/diseases/what-is-the-flu',
    '/library/diseases/why-we-catch-colds',
    '/library/diseases/understanding-allergies',
  ]);
});

readingTest('a video asks nothing of the video host until play is pressed, then plays privacy-enhanced', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) videoRequests.push(request.url());
  });
  // The video host is out of reach here: answer its request with a stand-in page.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
  await page.goto('/library/body');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(videoRequests).toEqual([]);
  await page.getByRole('button', { name: 'Play video: How do lungs work?' }).click();
  const frame = page.locator('iframe[title="How do lungs work?"]');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/8NUxvJS-_0k?autoplay=1&rel=0');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  // The player runs and plays, and may open nothing and send the page nowhere.
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});

readingTest('the Back to Top button returns to the top of a category page', async ({ page }) => {
  await page.goto('/library/nutrition');
  await page.getByRole('main').getByRole('button', { name: 'Back to Top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

readingTest('/library/careers#careers-articles lands on the careers articles', async ({ page }) => {
  await page.goto('/library/careers#careers-articles');
  await expect(page.locator('#careers-articles')).toBeInViewport();
});

readingTest('an unknown category shows the 404 page', async ({ page }) => {
  await page.goto('/library/astronomy');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

readingTest('the quiz locks each answer, gives feedback with the reason, and scores at the end', async ({ page }) => {
  const { diseasesQuiz } = await import('../../src/content/quizzes/diseases');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/library/diseases');
  const quiz = page.getByRole('region', { name: 'Test Your Knowledge' });
  await expect(quiz.getByText('Question 1 of 5')).toBeVisible();
  const choices = quiz.getByRole('button', { name: /^[ABCD]\./ });
  await expect(choices).toHaveCount(4);
  // Each choice is named by the words it shows, its letter and stops spoken (WCAG 2.5.3), as chromium says it.
  const choiceNames = async () => (await namesAsChromeSays(page, 'button')).filter((name) => /^[ABCD]\./.test(name));
  expect(await choiceNames()).toEqual(diseasesQuiz[0]?.choices.map((choice, i) => `${'ABCD'.charAt(i)}. ${choice}`));
  // Question 1 right, the rest wrong: 1 of 5.
  for (const [index, question] of diseasesQuiz.entries()) {
    const pick = index === 0 ? question.correctIndex : (question.correctIndex + 1) % 4;
    await choices.nth(pick).click();
    // Right or wrong, the feedback says why the right answer is right.
    await expect(quiz.getByRole('status')).toContainText(`Why: ${question.explanation}`);
    if (index === 0) {
      await expect(quiz.getByText('Correct! Great job! You got it right!')).toBeVisible();
      expect((await choiceNames())[pick]).toMatch(new RegExp(`^${'ABCD'.charAt(pick)}\\. ${escapeRegExp(question.choices[pick] ?? '')} ?, Correct answer$`));
    } else {
      await expect(quiz.getByText('Not quite!')).toBeVisible();
      if (question.hint) await expect(quiz.getByText(question.hint)).toBeVisible();
      await expect(choices.nth(question.correctIndex)).toHaveAccessibleName(/Correct answer/);
      await choices.nth(question.correctIndex).click({ force: true });
      await expect(quiz.getByText('Not quite!')).toBeVisible();
    }
    await quiz.getByRole('button', { name: index < 4 ? 'Next Question' : 'See Results' }).click();
  }
  await expect(quiz.getByText(/You got 1 out of 5/)).toBeVisible();
  await expect(quiz.getByText(/20%/)).toBeVisible();
  await quiz.getByRole('button', { name: 'Play Again' }).click();
  await expect(quiz.getByText('Question 1 of 5')).toBeVisible();
});

readingTest('the quiz explains the right answer after a wrong answer and after a right one, in its live region', async ({ page }) => {
  const { nutritionQuiz } = await import('../../src/content/quizzes/nutrition');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/library/nutrition');
  const quiz = page.getByRole('region', { name: 'Test Your Knowledge' });
  const choices = quiz.getByRole('button', { name: /^[ABCD]\./ });
  const status = quiz.getByRole('status');
  const [first, second] = nutritionQuiz;
  if (!first || !second) throw new Error('the nutrition quiz has fewer than two questions');
  await expect(status).toBeEmpty();
  await choices.nth((first.correctIndex + 1) % 4).click();
  await expect(status).toContainText('Not quite!');
  await expect(status).toContainText(`Why: ${first.explanation}`);
  await quiz.getByRole('button', { name: 'Next Question' }).click();
  await expect(status).toBeEmpty();
  await choices.nth(second.correctIndex).click();
  await expect(status).toContainText('Correct! Great job! You got it right!');
  await expect(status).toContainText(`Why: ${second.explanation}`);
});
