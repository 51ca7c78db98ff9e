import { describe, expect, it } from 'vitest';
import { pageAddress, parseSiteUrl, robotsTxt, shortAddress, sitemapXml } from '../../../src/lib/site-address';

describe('parseSiteUrl (the build setting SITE_URL)', () => {
  it('is null when the setting is missing or empty', () => {
    expect(parseSiteUrl(undefined)).toBeNull();
    expect(parseSiteUrl('')).toBeNull();
    expect(parseSiteUrl('   ')).toBeNull();
  });

  it('keeps the origin alone, with or without a slash at the end', () => {
    expect(parseSiteUrl('https://health.example.org')).toBe('https://health.example.org');
    expect(parseSiteUrl(' https://health.example.org/ ')).toBe('https://health.example.org');
    expect(parseSiteUrl('http://10.0.0.5:4173')).toBe('http://10.0.0.5:4173');
    expect(parseSiteUrl('HTTPS://Health.Example.org')).toBe('https://health.example.org');
  });

  it.each([
    ['health.example.org', 'full address'],
    ['ftp://health.example.org', 'https://'],
    ['https://health.example.org/site/', 'root of its host'],
    ['https://health.example.org/?utm_source=x', 'no name, password, query'],
    ['https://health.example.org/#top', 'no name, password, query'],
    ['https://teacher:secret@health.example.org', 'no name, password, query'],
  ])('refuses %s with a message saying what it must be', (raw, said) => {
    expect(() => parseSiteUrl(raw)).toThrow(said);
  });
});

describe('a page’s public address', () => {
  it('joins the site and the path, dropping any query or #part', () => {
    expect(pageAddress('https://health.example.org', '/teach/mental-health')).toBe('https://health.example.org/teach/mental-health');
    expect(pageAddress('https://health.example.org', '/library/diseases?from=board#quiz')).toBe('https://health.example.org/library/diseases');
    expect(pageAddress('https://health.example.org', '/')).toBe('https://health.example.org/');
  });

  it('has a short form without https://, www. or an end slash', () => {
    expect(shortAddress('https://www.health.example.org/teach/mental-health')).toBe('health.example.org/teach/mental-health');
    expect(shortAddress('https://health.example.org/')).toBe('health.example.org');
    expect(shortAddress('http://10.0.0.5:4173/library/nutrition')).toBe('10.0.0.5:4173/library/nutrition');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists each page once at the public address', () => {
    const xml = sitemapXml('https://health.example.org', ['/', '/library', '/library/a&b']);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'),
    ).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://health.example.org/',
      'https://health.example.org/library',
      'https://health.example.org/library/a&amp;b',
    ]);
  });

  it('names each language version of a page that has them, itself included', () => {
    const xml = sitemapXml('https://health.example.org', ['/', '/es', '/contact'], (path) =>
      path === '/contact' ? [] : [{ language: 'en', path: '/' }, { language: 'es', path: '/es' }],
    );
    const versions = '<xhtml:link rel="alternate" hreflang="en" href="https://health.example.org/"/><xhtml:link rel="alternate" hreflang="es" href="https://health.example.org/es"/>';
    expect(xml).toContain(`<url><loc>https://health.example.org/</loc>${versions}</url>`);
    expect(xml).toContain(`<url><loc>https://health.example.org/es</loc>${versions}</url>`);
    expect(xml).toContain('<url><loc>https://health.example.org/contact</loc></url>');
  });

  it('lets every page be read, and names the sitemap when there is one', () => {
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\n');
    expect(robotsTxt('https://health.example.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://health.example.org/sitemap.xml\n');
  });
});
