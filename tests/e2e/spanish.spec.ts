import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readingTest, test } from './fixtures';
import { spanishRoutes } from './routes';

// The Spanish edition (issue 37): the same pages under /es, in Spanish, each linked to its English
// twin both ways. These tests check what differs by language; the pages' behaviour is the English
// pages' and is tested there.

/** The names of a page's headings, links and buttons: the words a visitor reads to find their way. */
async function wayfindingWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, a, button')]
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((text) => text.length > 0),
  );
}

for (const route of spanishRoutes) {
  readingTest(`${route.path} is in Spanish, says so, links its English twin both ways, and has no axe violations`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const alternates = page.locator('head link[rel="alternate"]');
    await expect(alternates).toHaveCount(2);
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${route.twin === '/' ? '/' : route.twin}$`));
    await expect(page.locator('head link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`${route.path}$`));
    await expectNoAxeViolations(page);

    // None of the English twin's headings, links or buttons shows here, but the names that are
    // names in both languages (the site's, the trusted sites', the glossary's letters).
    const spanish = new Set(await wayfindingWords(page));
    await page.goto(route.twin);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('head link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`${route.path}$`));
    const shared = (await wayfindingWords(page)).filter((words) => spanish.has(words));
    expect(shared.filter((words) => !/^(HealthSprout|[A-ZÑ#]|KidsHealth.*|CDC.*|NHS.*|MedlinePlus.*|HealthyChildren\.org.*|NIEHS Kids Pages.*|Dietary Guidelines for Americans.*|hello@healthsprout\.example)$/.test(words))).toEqual([]);
  });
}

readingTest('the Español and English links go to the same page in the other language, and the page says its language', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aprende cómo funciona tu cuerpo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('HealthSprout | Aprender sobre la salud, para niñas y niños');
  // The frame is in Spanish too: the menu, the footer and the disclaimer.
  await expect(page.getByRole('navigation', { name: 'Principal', exact: true }).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Enlaces útiles' })).toBeVisible();
  await expect(footer.getByRole('complementary', { name: 'Aviso' })).toContainText('no da consejos médicos');

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn how your body works');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Useful Links' })).toBeVisible();
});

readingTest('an English page whose Spanish twin is not written yet offers the Spanish home page', async ({ page }) => {
  await page.goto('/contact');
  const link = page.getByRole('banner').getByRole('link', { name: 'Español' });
  await expect(link).toHaveAttribute('href', '/es');
  await expect(link).toHaveAttribute('lang', 'es');
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
});

test('the language links work before the app has arrived, and with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aprende cómo funciona tu cuerpo');
  await expect(page.getByRole('navigation', { name: 'Principal', exact: true }).getByRole('link', { name: 'Biblioteca' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/');
  await context.close();
});

readingTest('the Spanish About page says who wrote the Spanish text and that no one whose first language is Spanish has reviewed it', async ({ page }) => {
  await page.goto('/es/quienes-somos');
  const check = page.getByRole('region', { name: 'Cómo comprobamos nuestros datos' });
  await expect(check).toContainText('Lo redactaron herramientas de inteligencia artificial que trabajan para HealthSprout');
  await expect(check).toContainText('Todavía no lo ha revisado ninguna persona, ni ningún profesional de la salud cuya lengua materna sea el español.');
  await expect(check).toContainText('Ningún médico ni enfermero ha revisado todavía nuestros artículos.');
  // The Spanish help lines were checked against one page each, and the page says so rather than the English page's two.
  await expect(check).toContainText('con al menos una página pública cada uno');
  await expect(check).not.toContainText('dos páginas públicas: la del propio servicio');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Principal', exact: true }).getByRole('link', { name: 'Nosotros' })).toHaveAttribute('aria-current', 'page');
});

readingTest('a Spanish article: its help box lists lines that answer in Spanish, its hard words are explained in Spanish, and the English one links to it', async ({ page }) => {
  await page.goto('/library/mental-health/understanding-your-feelings');
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es/biblioteca/salud-mental/entender-tus-sentimientos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const help = page.getByRole('region', { name: 'Pide ayuda si notas estas señales' });
  await expect(help).toContainText('Llama al 988 y marca 2 para español');
  await expect(help).toContainText('900 20 20 10');
  await expect(help).not.toContainText('Childline');
  await expect(help).not.toContainText('Kids Help Phone');
  // A hard word's card is in Spanish, and its link goes to the word on the Spanish glossary page.
  const word = page.locator('#article-text').getByRole('button').first();
  await word.click();
  const card = page.locator('[popover]:popover-open');
  await expect(card).toContainText('Dilo así:');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/es\/glosario#[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Palabras explicadas' })).toBeVisible();
  await page.goBack();
  // The sources keep their own languages; the words around them are Spanish, with the date the Spanish article was published.
  await expect(page.getByRole('heading', { name: 'Fuentes' })).toBeVisible();
  await expect(page.getByRole('group').filter({ hasText: 'Qué cambió' })).toContainText('Publicado en español por primera vez');
  // Moving to the next Spanish article stays in Spanish, and the way back goes to the English twin of the page now shown.
  await page.getByRole('navigation', { name: 'Más artículos' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/es\/biblioteca\/salud-mental\/[a-z-]+$/);
  const english = page.getByRole('banner').getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', /^\/library\/mental-health\/[a-z-]+$/);
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[áéíóúñ¿]/);
});

readingTest('an unknown address under /es shows the Not-found page in Spanish, and one elsewhere in English', async ({ page }) => {
  const answer = await page.goto('/es/no-existe');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Página no encontrada', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
