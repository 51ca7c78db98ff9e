import { describe, expect, it } from 'vitest';
import { fitDesign, renderResolution } from '../../../src/engine/fit';

const design = { width: 800, height: 500 };

describe('letterboxing a game into its panel', () => {
  it('fills the width of a tall panel and centres the design vertically', () => {
    expect(fitDesign(400, 600, design)).toEqual({ scale: 0.5, offsetX: 0, offsetY: 175 });
  });

  it('fills the height of a wide panel and centres the design horizontally', () => {
    expect(fitDesign(1920, 1000, design)).toEqual({ scale: 2, offsetX: 160, offsetY: 0 });
  });

  it('keeps the design whole at any size', () => {
    for (const [w, h] of [[390, 300], [1024, 640], [1920, 1080], [333, 777]] as const) {
      const fit = fitDesign(w, h, design);
      expect(design.width * fit.scale).toBeLessThanOrEqual(w + 1e-9);
      expect(design.height * fit.scale).toBeLessThanOrEqual(h + 1e-9);
      expect(Math.min(fit.offsetX, fit.offsetY)).toBeCloseTo(0);
    }
  });

  it('draws nothing into an empty panel', () => {
    expect(fitDesign(0, 300, design).scale).toBe(0);
  });

  it('renders at the device pixel ratio, capped at 2', () => {
    expect(renderResolution(1)).toBe(1);
    expect(renderResolution(1.5)).toBe(1.5);
    expect(renderResolution(3)).toBe(2);
    expect(renderResolution(0)).toBe(1);
  });
});
