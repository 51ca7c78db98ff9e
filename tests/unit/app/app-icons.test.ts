import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../support/png';

const icon = (file: string) => decodePng(readFileSync(`public/icons/${file}`));
const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as { icons: { src: string; sizes: string }[] };

/** The farthest a pixel that is not the background colour lies from the middle, as a share of the side. */
function artReach({ width, height, data }: ReturnType<typeof decodePng>): number {
  const [r, g, b] = [data[0], data[1], data[2]];
  let farthest = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const differs = Math.abs((data[i] ?? 0) - (r ?? 0)) + Math.abs((data[i + 1] ?? 0) - (g ?? 0)) + Math.abs((data[i + 2] ?? 0) - (b ?? 0)) > 30;
      if (differs) farthest = Math.max(farthest, Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) / width);
    }
  }
  return farthest;
}

describe('the app icons', () => {
  it('are the sizes the manifest says', () => {
    for (const { src, sizes } of manifest.icons.filter((entry) => entry.src.endsWith('.png'))) {
      const { width, height } = icon(src.replace('/icons/', ''));
      expect(`${width}x${height}`, src).toBe(sizes);
    }
  });

  it('keep the maskable icon’s art inside the safe circle (80% of the side), which every shape of mask shows', () => {
    const reach = artReach(icon('maskable-512.png'));
    expect(reach).toBeGreaterThan(0.25);
    expect(reach).toBeLessThanOrEqual(0.4);
  });
});
