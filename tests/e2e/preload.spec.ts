import { expect, readingTest } from './fixtures';

// The built page asks for the screen's own chunk together with the app (scripts/app-loader/page-loader.ts).
const cases = [
  ['/', 'home-page'],
  ['/library', 'library-page'],
  ['/library/body', 'category-page'],
  ['/library/body/how-you-breathe', 'article-page'],
  ['/glossary', 'glossary-page'],
  ['/resources/first-aid-basics', 'resource-page'],
] as const;

for (const [path, chunk] of cases) {
  readingTest(`${path} preloads its ${chunk} chunk from the first HTML`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`link[rel="modulepreload"][href*="/assets/${chunk}-"]`)).toHaveCount(1);
  });
}
