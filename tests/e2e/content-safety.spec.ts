// What a school nurse checks first (issue: "Content a school nurse would sign"): the poison box
// where an article mentions swallowing vitamins or sanitizer, the European child helpline, How we
// check our facts reached from an article, a new article found through search, and a video's
// problem reported through the contact form; axe on each.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { childHelplines, emergencyNumbers, poisonLines } from '../../src/content/help-lines';

test('the vitamins article has a poison help box with Poison Help, NHS 111 and the emergency numbers', async ({ page }) => {
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

test('the handwashing article has a poison help box for swallowed sanitizer', async ({ page }) => {
  await page.goto('/library/preventive-care/the-power-of-handwashing');
  await expect(page.getByRole('heading', { name: 'Poison help lines' })).toBeVisible();
});

test('the feelings article lists the European child helpline 116 111 beside the others', async ({ page }) => {
  await page.goto('/library/mental-health/understanding-your-feelings');
  const box = page.getByRole('region').filter({ has: page.getByRole('heading', { name: 'Helplines for young people' }) });
  for (const line of childHelplines) await expect(box).toContainText(line.contact);
  await expect(box).toContainText('116 111');
  await expect(box).toContainText('Call, text or chat with a free helpline below');
});

test('an article links to How we check our facts, which says plainly that no doctor or nurse has reviewed it yet', async ({ page }) => {
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

test('the footer says its health sites do not endorse HealthSprout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('They are not affiliated with HealthSprout and do not endorse it.');
});

test('a new article for 11-14 is found through search', async ({ page }) => {
  await page.goto('/library');
  await page.getByRole('combobox', { name: 'Search the E-Library' }).fill('vaping');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toContainText('Vaping');
  await results.getByRole('option').first().click();
  await expect(page).toHaveURL('/library/preventive-care/vaping-and-your-lungs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vaping');
  await expectNoAxeViolations(page);
});

test('"Report a problem with this video" opens the contact form with the page and the video named', async ({ page }) => {
  await page.goto('/library/body');
  const videos = page.getByRole('region', { name: 'Watch & Learn' });
  const title = (await videos.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await videos.getByRole('link', { name: 'Report a problem with this video' }).first().click();
  await expect(page).toHaveURL(/\/contact\?report=video/);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(`There is a problem with the video "${title}" on the page /library/body. What I noticed: `);
  await expectNoAxeViolations(page);
});
