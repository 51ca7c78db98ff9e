// What a school nurse checks first (issue: "Content a school nurse would sign"): the poison box
// where an article mentions swallowing vitamins or sanitizer, the European child helpline, How we
// check our facts reached from an article, a new article found through search, and a video's
// problem reported through the contact form; axe on each (the new articles' pages are checked with
// every article in a11y.spec.ts). Then the second review's: the online-safety steps and reporting
// routes, the four articles for ages 11-14, and the footer's heading.
import { expect, expectNoAxeViolations, readingTest } from './fixtures';
import { childHelplines, emergencyNumbers, poisonLines, reportingRoutes } from '../../src/content/help-lines';
import { articleLink, categories } from '../../src/content/categories';


readingTest('the vitamins article has a poison help box with Poison Help, NHS 111 and the emergency numbers', async ({ page }) => {
  await page.goto('/library/nutrition/vitamins-and-minerals');
  const box = page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('heading', { name: 'Poison help lines' }) });
  await expect(box).toBeVisible();
  for (const line of poisonLines) await expect(box).toContainText(`${line.name} (${line.place}): ${line.contact}`);
  await expect(box).toContainText('Poison Help (United States): Call 1-800-222-1222');
  await expect(box).toContainText('NHS 111 (United Kingdom): Call 111');
  for (const line of emergencyNumbers) await expect(box).toContainText(line.number);
  await expect(box.getByRole('list').nth(1)).not.toContainText(/\d{3}/); // the steps type no number
  await expectNoAxeViolations(page);
});

readingTest('the handwashing article has a poison help box for swallowed sanitizer', async ({ page }) => {
  await page.goto('/library/preventive-care/the-power-of-handwashing');
  await expect(page.getByRole('heading', { name: 'Poison help lines' })).toBeVisible();
});

readingTest('the feelings article lists the European child helpline 116 111 beside the others', async ({ page }) => {
  await page.goto('/library/mental-health/understanding-your-feelings');
  const box = page.getByRole('region').filter({ has: page.getByRole('heading', { name: 'Helplines for young people' }) });
  for (const line of childHelplines) await expect(box).toContainText(line.contact);
  await expect(box).toContainText('116 111');
  await expect(box).toContainText('Call, text or chat with a free helpline below');
});

readingTest('an article links to How we check our facts, which says plainly that no doctor or nurse has reviewed it yet', async ({ page }) => {
  await page.goto('/library/diseases/understanding-allergies');
  await page.getByText('What changed in this article').click();
  await expect(page.getByText(/November 2026: The help box adds: call even if they feel better/)).toBeVisible();
  await page.getByRole('link', { name: 'How we check our facts' }).click();
  await expect(page).toHaveURL('/about#how-we-check');
  const section = page.getByRole('region', { name: 'How We Check Our Facts' });
  await expect(section).toBeInViewport();
  await expect(section).toContainText('Our articles have not yet been reviewed by a doctor or a nurse.');
  await expect(section.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
  await expect(section.getByRole('heading', { name: 'US vaccine advice in 2026' })).toBeVisible();
  await expectNoAxeViolations(page);
});

readingTest('the footer heads its health sites "Trusted health sites" and says under it that they do not endorse HealthSprout', async ({ page }) => {
  await page.goto('/');
  const sites = page.getByRole('contentinfo').getByRole('region', { name: 'Trusted health sites' });
  await expect(sites.getByRole('heading', { level: 2 })).toHaveText('Trusted health sites');
  await expect(sites.getByRole('paragraph').first()).toHaveText(/They are not affiliated with HealthSprout and do not endorse it\.$/);
  await expect(page.getByRole('contentinfo')).not.toContainText('Educational Partners');
});

readingTest('the online-safety article says what to do about a sexual picture, and its box links each reporting route', async ({ page }) => {
  await page.goto('/library/mental-health/staying-well-online');
  const main = page.getByRole('main');
  await expect(main).toContainText('Never copy, save, screenshot or forward a sexual picture of anyone under 18');
  await expect(main).toContainText('You are not in trouble');
  await expect(main).toContainText('13');
  const box = page.getByRole('region').filter({ has: page.getByRole('heading', { name: 'Report a sexual picture or a threat' }) });
  await expect(box).toContainText('don’t send anything and don’t pay');
  await expect(box).not.toContainText('Show them your screenshots');
  for (const route of reportingRoutes) {
    const link = box.getByRole('link', { name: `${route.name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', route.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const line of childHelplines) await expect(box).toContainText(line.contact);
  await expectNoAxeViolations(page);
});

// The four articles for ages 11-14 added with the second content review.
const newArticles = [
  { search: 'puberty', slug: 'puberty-and-growing-up' },
  { search: 'body image', slug: 'body-image' },
  { search: 'alcohol', slug: 'alcohol-drugs-and-your-brain' },
  { search: 'sunscreen', slug: 'sun-safety' },
].map(({ search, slug }) => {
  const category = categories.find((each) => each.articles.some((article) => article.slug === slug));
  const article = category?.articles.find((each) => each.slug === slug);
  if (!category || !article?.getHelp) throw new Error(`${slug}: no such article with a help box`);
  return { search, category, article };
});

readingTest('each new article for ages 11-14 is found by search, with its help box and its sources', async ({ page }) => {
  for (const { search, category, article } of newArticles) {
    await page.goto('/library');
    await page.getByRole('combobox', { name: 'Search the E-Library' }).fill(search);
    const results = page.getByRole('listbox', { name: 'Search results' });
    const result = results.getByRole('option').filter({ hasText: article.title });
    await expect(result, search).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(articleLink(category.slug, article.slug));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('region', { name: article.getHelp?.heading })).toBeVisible();
    const sources = page.getByRole('heading', { level: 2, name: 'Sources' }).locator('xpath=following-sibling::ul[1]').getByRole('link');
    await expect(sources).toHaveCount(article.sources.length);
  }
});

readingTest('a new article for 11-14 is found through search', async ({ page }) => {
  await page.goto('/library');
  await page.getByRole('combobox', { name: 'Search the E-Library' }).fill('vaping');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toContainText('Vaping');
  await results.getByRole('option').first().click();
  await expect(page).toHaveURL('/library/preventive-care/vaping-and-your-lungs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vaping');
  await expectNoAxeViolations(page);
});

readingTest('"Report a problem with this video" opens the contact form with the page and the video named', async ({ page }) => {
  await page.goto('/library/body');
  const videos = page.getByRole('region', { name: 'Watch & Learn' });
  const title = (await videos.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await videos.getByRole('link', { name: 'Report a problem with this video' }).first().click();
  await expect(page).toHaveURL(/\/contact\?report=video/);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(`There is a problem with the video "${title}" on the page /library/body. What I noticed: `);
  await expectNoAxeViolations(page);
});
