// The site's public address: the build's SITE_URL setting (README: "The site's public address"), and the
// addresses made from it. The canonical link of every page, sitemap.xml, robots.txt and the QR code
// of Share with your class all come from here, so they cannot disagree. Pure.

/**
 * The origin SITE_URL names (`https://health.example.org`), or null when it is not set. A bad value
 * stops the build with a message, before a page is written with a wrong address.
 */
export function parseSiteUrl(raw: string | undefined): string | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be a full address such as https://health.example.org, not "${text}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must start with https:// (or http://), not "${url.protocol}".`);
  if (url.username || url.password || url.search || url.hash) throw new Error('SITE_URL must be the site’s address alone, with no name, password, query or #part.');
  if (url.pathname !== '/') throw new Error(`SITE_URL must be the root of its host (the site's pages start at /), not "${url.pathname}".`);
  return url.origin;
}

/** The public address of the page at `path`: no query, no #part, so nothing follows a child who scans it. */
export function pageAddress(base: string, path: string): string {
  const url = new URL(path, base);
  url.search = '';
  url.hash = '';
  return url.href;
}

/** The address as people say and type it: no https://, no www., no slash at the end. */
export function shortAddress(address: string): string {
  const url = new URL(address);
  const host = url.host.replace(/^www\./, '');
  return url.pathname === '/' ? host : `${host}${url.pathname.replace(/\/$/, '')}`;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org 0.9) listing `paths` at `base`. */
export function sitemapXml(base: string, paths: readonly string[], alternates: (path: string) => readonly SitemapAlternate[] = () => []): string {
  const urls = paths.map((path) => {
    const links = alternates(path).map(
      (alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${xmlText(pageAddress(base, alternate.path))}"/>`,
    );
    return `  <url><loc>${xmlText(pageAddress(base, path))}</loc>${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A page's version in a language (its own included), as sitemap.xml and the page's head list them. */
export interface SitemapAlternate {
  language: string;
  path: string;
}

/** robots.txt: every page may be read; with a public address, it says where the sitemap is. */
export function robotsTxt(base: string | null): string {
  return ['User-agent: *', 'Allow: /', ...(base ? ['', `Sitemap: ${pageAddress(base, '/sitemap.xml')}`] : []), ''].join('\n');
}
