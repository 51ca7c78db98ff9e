// With the build's public address (SITE_URL), every page names its canonical address and the site
// has a sitemap; src/lib/site-url.ts is what the build's setting becomes.
import { describe, expect, it, vi } from 'vitest';
import { dataPathFor, NOT_FOUND_PATH, prerenderPaths, renderDocument, siteFiles } from '../../../src/entry-server';

vi.mock('../../../src/lib/site-url', () => ({ siteUrl: 'https://health.example.org' }));

const template = '<!doctype html><html lang="en"><head><title>HealthSprout</title></head><body><div id="root"></div></body></html>';

describe('with a public address', () => {
  it('gives each page its canonical link', async () => {
    const html = await renderDocument(template, '/teach/nutrition');
    expect(html).toContain('</title><link rel="canonical" href="https://health.example.org/teach/nutrition">');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it('gives the Not-found page none (it answers for addresses that are not pages)', async () => {
    const html = await renderDocument(template, NOT_FOUND_PATH, dataPathFor(NOT_FOUND_PATH));
    expect(html).not.toContain('rel="canonical"');
    const spanish = await renderDocument(template, '/es/404', dataPathFor('/es/404'));
    expect(spanish).not.toContain('rel="canonical"');
    expect(spanish).not.toContain('hreflang');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('data-path="es/*"');
    expect(spanish).toContain('Página no encontrada');
  });

  it('says a page\'s language, and links a page that has a twin to it both ways (itself included), and no other', async () => {
    const alternates =
      '<link rel="alternate" hreflang="en" href="https://health.example.org/">' +
      '<link rel="alternate" hreflang="es" href="https://health.example.org/es">';
    const english = await renderDocument(template, '/');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(alternates);
    const spanish = await renderDocument(template, '/es');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(alternates);
    expect(spanish).toContain('<title>HealthSprout | Aprender sobre la salud, para niñas y niños</title>');
    const untranslated = await renderDocument(template, '/teach/nutrition');
    expect(untranslated).not.toContain('hreflang');
  });

  it('lists every page but Not-found in sitemap.xml, and robots.txt points to it', () => {
    const files = siteFiles();
    const listed = [...(files['sitemap.xml'] ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = prerenderPaths().filter((path) => path !== NOT_FOUND_PATH && path !== '/es/404');
    expect(listed).toEqual(pages.map((path) => `https://health.example.org${path}`));
    expect(files['robots.txt']).toContain('Sitemap: https://health.example.org/sitemap.xml');
    // A page with a twin lists both languages' versions.
    expect(files['sitemap.xml']).toContain(
      '<url><loc>https://health.example.org/es</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://health.example.org/"/>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://health.example.org/es"/></url>',
    );
  });
});
