// Draws the site's app icons (public/icons/*.png, for the web app manifest and home screens) from
// app-icon.svg, the favicon's sprouting heart on a full square. Run by hand after changing the
// art: `node scripts/icons/render.mjs` (it uses the same chromium as the browser tests). The PNGs
// are committed, so a build needs no browser.
//
//   icon-192.png, icon-512.png   purpose "any": the art nearly fills a rounded tile
//   maskable-512.png             purpose "maskable": full bleed, the art inside the 80% safe circle
//   apple-touch-icon.png (180)   iOS rounds the corners itself
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const art = readFileSync(new URL('./app-icon.svg', import.meta.url), 'utf8')
  .replace('<rect width="48" height="48" fill="#dcfce7"/>', '')
  .replace(/^<svg [^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');
const GREEN = '#dcfce7';

/** An SVG `size` px square: the background (`corner` radius as a share of the side) and the art scaled to `scale` of it about its centre. */
const svg = (size, corner, scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><rect width="48" height="48" rx="${48 * corner}" fill="${GREEN}"/><g transform="translate(24 24) scale(${scale}) translate(-24 -24)">${art}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, corner: 0.22, scale: 1 },
  { file: 'icon-512.png', size: 512, corner: 0.22, scale: 1 },
  { file: 'maskable-512.png', size: 512, corner: 0, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, corner: 0, scale: 0.9 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const { file, size, corner, scale } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, corner, scale)}</body></html>`);
  await page.locator('svg').first().screenshot({ path: new URL(`../../public/icons/${file}`, import.meta.url).pathname, omitBackground: true });
  console.log(`icons: public/icons/${file} (${size}x${size})`);
}
await browser.close();
