// With the build's public address (SITE_URL), every page names its canonical address and the site
// has a sitemap; src/lib/site-url.ts is what the build's setting becomes.
import { describe, expect, it, vi } from 'vitest';
import { dataPathFor, NOT_FOUND_PATH, prerenderPaths, renderDocument, siteFiles } from '../../../src/entry-server';

vi.mock('../../../src/lib/site-url', () => ({ siteUrl: 'https://health.example.org' }));

const template = '<!doctype html><html><head><title>HealthSprout</title></head><body><div id="root"></div></body></html>';

describe('with a public address', () => {
  it('gives each page its canonical link', async () => {
    const html = await renderDocument(template, '/teach/nutrition');
    expect(html).toContain('</title><link rel="canonical" href="https://health.example.org/teach/nutrition">');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it('gives the Not-found page none (it answers for addresses that are not pages)', async () => {
    const html = await renderDocument(template, NOT_FOUND_PATH, dataPathFor(NOT_FOUND_PATH));
    expect(html).not.toContain('rel="canonical"');
  });

  it('lists every page but Not-found in sitemap.xml, and robots.txt points to it', () => {
    const files = siteFiles();
    const listed = [...(files['sitemap.xml'] ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = prerenderPaths().filter((path) => path !== NOT_FOUND_PATH);
    expect(listed).toEqual(pages.map((path) => `https://health.example.org${path}`));
    expect(files['robots.txt']).toContain('Sitemap: https://health.example.org/sitemap.xml');
  });
});
