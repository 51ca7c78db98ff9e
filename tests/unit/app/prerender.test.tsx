import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, prerenderPaths, renderPage } from '../../../src/entry-server';
import { categories } from '../../../src/content/categories';
import { guideCatalog } from 'virtual:guide-files';
import { prerenderedFile } from '../../../server/pages';

describe('prerenderPaths', () => {
  it('lists every page of the site once, and the Not-found page', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/library', '/resources', '/contact', '/privacy', NOT_FOUND_PATH]));
    for (const category of categories) {
      expect(paths).toContain(`/library/${category.slug}`);
      for (const article of category.articles) expect(paths).toContain(`/library/${category.slug}/${article.slug}`);
    }
    for (const guide of guideCatalog) expect(paths).toContain(`/resources/${guide.slug}`);
    expect(paths).toHaveLength(5 + 1 + 6 + 18 + 12 + 1);
  });
});

describe('renderPage', () => {
  it('renders a page with its title and the data its router starts from', async () => {
    const page = await renderPage('/library/diseases/what-is-the-flu');
    expect(page.title).toBe('What Is the Flu? | HealthSprout');
    expect(page.html).toContain('What Is the Flu?</h1>');
    expect(page.html).not.toContain('<title>');
    expect(JSON.stringify(page.hydrationData.loaderData)).toContain('influenza');
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
