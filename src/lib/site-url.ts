// The site's public address as this build was given it (SITE_URL, checked by parseSiteUrl in
// vite.config.ts), or null when it was not set: then pages have no canonical link, no sitemap is
// written, and Share with your class uses the address in the browser's bar.
declare const __SITE_URL__: string;

export const siteUrl: string | null = __SITE_URL__ === '' ? null : __SITE_URL__;
