// The QR code is read back by a QR reader (jsQR, the kind of code a tablet's camera app runs), from
// the drawing the dialog makes of it: the SVG path, painted into pixels here.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../src/content/categories';
import { QUIET_ZONE, qrModules, qrPath } from '../../../src/share/qr-code';

/** The path's rectangles ("M x y h w v1 h-w z"), painted at `scale` pixels a module, black on white. */
function paint(d: string, size: number, scale = 4): { data: Uint8ClampedArray; width: number } {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        const at = (py * width + px) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return { data, width };
}

const addresses = [
  'https://health.example.org/',
  'https://health.example.org/teach/mental-health',
  'https://health.example.org/library/the-human-body/how-your-heart-pumps-blood-around-your-body',
  'http://127.0.0.1:4173/library/diseases',
];

describe('the share dialog’s QR code', () => {
  it.each(addresses)('reads back as %s', (address) => {
    const { d, size } = qrPath(qrModules(address));
    const { data, width } = paint(d, size);
    expect(jsQR(data, width, width)?.data).toBe(address);
  });

  it('draws exactly the dark modules, inside a quiet zone of four', () => {
    const modules = qrModules('https://health.example.org/teach');
    const { d, size } = qrPath(modules);
    expect(size).toBe(modules.length + 2 * QUIET_ZONE);
    const drawn = new Set<string>();
    for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(w); i++) drawn.add(`${Number(x) + i - QUIET_ZONE},${Number(y) - QUIET_ZONE}`);
    }
    const dark = modules.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect([...drawn].sort()).toEqual(dark.sort());
  });

  it('stays coarse enough to scan from across a room for every article: at most version 6 (41 modules)', () => {
    const paths = categories.flatMap((category) => category.articles.map((article) => `/library/${category.slug}/${article.slug}`));
    const longest = paths.reduce((a, b) => (b.length > a.length ? b : a));
    expect(qrModules(`https://health.example.org${longest}`).length).toBeLessThanOrEqual(41);
  });
});
