import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, prerenderPaths, renderPage } from '../../../src/entry-server';
import { categories } from '../../../src/content/categories';
import { guideCatalog } from 'virtual:guide-files';
import { prerenderedFile } from '../../../server/pages';

describe('prerenderPaths', () => {
  it('lists every page of the site once, and the Not-found page', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/library', '/resources', '/contact', '/privacy', '/glossary', NOT_FOUND_PATH]));
    for (const category of categories) {
      expect(paths).toContain(`/library/${category.slug}`);
      for (const article of category.articles) expect(paths).toContain(`/library/${category.slug}/${article.slug}`);
    }
    for (const guide of guideCatalog) expect(paths).toContain(`/resources/${guide.slug}`);
    expect(paths).toContain('/teach');
    expect(paths).toContain('/passport');
    for (const category of categories) expect(paths).toContain(`/teach/${category.slug}`);
    const articles = categories.reduce((n, category) => n + category.articles.length, 0);
    expect(paths).toEqual(expect.arrayContaining(['/es', '/es/quienes-somos', '/es/404']));
    // Five main pages, glossary and privacy, the categories, the articles, the guides, For Teachers and its six guides, the passport,
    // the Spanish pages written so far (the home, About and glossary pages and the articles), Not found in each language.
    expect(paths).toEqual(expect.arrayContaining(['/es/glosario', '/es/biblioteca/cuerpo/tu-increible-corazon']));
    expect(paths).toHaveLength(5 + 2 + 6 + articles + 12 + 1 + 6 + 1 + 3 + articles + 2);
  });
});

/** Every id in a page's markup that is used more than once. */
const repeatedIds = (html: string) => {
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
  return ids.filter((id, i) => ids.indexOf(id) !== i);
};

describe('renderPage', () => {
  it('renders a page with its title and the data its router starts from', async () => {
    const page = await renderPage('/library/diseases/what-is-the-flu');
    expect(page.title).toBe('What Is the Flu? | HealthSprout');
    expect(page.html).toContain('What Is the Flu?</span></h1>');
    expect(page.html).not.toContain('<title>');
    expect(JSON.stringify(page.hydrationData.loaderData)).toContain('influenza');
  });

  it('renders an article with its hard words as popover buttons that work before JavaScript, and Go deeper', async () => {
    const page = await renderPage('/library/diseases/understanding-allergies');
    const buttons = [...page.html.matchAll(/<button type="button" popoverTarget="([^"]+)"/g)].map((match) => match[1]);
    const cards = [...page.html.matchAll(/<span id="([^"]+)" popover="auto"/g)].map((match) => match[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards).toEqual([...new Set(cards)]);
    for (const id of cards) expect(buttons).toContain(id);
    expect(repeatedIds(page.html)).toEqual([]);
    expect(page.html).toContain('Go deeper</span></h2>');
    expect(page.html).toContain('Sources</h2>');
  });

  it('renders the glossary page with its title', async () => {
    const page = await renderPage('/glossary');
    expect(page.title).toBe('Words Explained | HealthSprout');
    expect(page.html).toContain('Words Explained</h1>');
    // Every entry's id is its anchor, so none may clash with another id on the page.
    expect(repeatedIds(page.html)).toEqual([]);
  });

  it('refuses an address that redirects, rather than writing a wrong page', async () => {
    await expect(renderPage('/resources/no-such-guide')).rejects.toThrow(/redirect/);
  });
});

describe('prerenderedFile', () => {
  const built = new Set(['index.html', 'about.html', 'library/diseases.html', '404.html']);
  const exists = (file: string) => built.has(file);

  it('answers an address with the page written for it, with or without a trailing slash', () => {
    expect(prerenderedFile('/', exists)).toBe('index.html');
    expect(prerenderedFile('/about', exists)).toBe('about.html');
    expect(prerenderedFile('/about/', exists)).toBe('about.html');
    expect(prerenderedFile('/library/diseases', exists)).toBe('library/diseases.html');
  });

  it('answers any other address with the Not-found page', () => {
    expect(prerenderedFile('/no-such-page', exists)).toBe('404.html');
    expect(prerenderedFile('/library/diseases/no-such-article', exists)).toBe('404.html');
  });
});
