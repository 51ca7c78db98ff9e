import { describe, expect, it } from 'vitest';
import { fitDesign, renderResolution } from '../../../src/engine/fit';
import {
  chooseLayoutForScreen,
  clientToDesign,
  containsPoint,
  designToClient,
  gridOf,
  minTargetSize,
  PORTRAIT_MAX_PANEL_WIDTH,
  rectCenter,
  zoneAt,
} from '../../../src/engine/layout';

const landscape = { design: { width: 800, height: 500 }, name: 'landscape' };
const portrait = { design: { width: 500, height: 800 }, name: 'portrait' };
const panel = { left: 20, top: 100 };

describe('client and design coordinates', () => {
  it('maps a landscape design letterboxed in a tall panel, below the bar above it', () => {
    const fit = fitDesign(400, 600, landscape.design); // scale 0.5, offsetY 175
    expect(clientToDesign({ x: 20, y: 275 }, panel, fit)).toEqual({ x: 0, y: 0 });
    expect(designToClient({ x: 400, y: 250 }, panel, fit)).toEqual({ x: 220, y: 400 });
    expect(clientToDesign({ x: 220, y: 150 }, panel, fit).y).toBeLessThan(0); // a tap on the bar
  });

  it('maps a portrait design letterboxed in a wide panel, right of the bar beside it', () => {
    const fit = fitDesign(1000, 400, portrait.design); // scale 0.5, offsetX 375
    expect(clientToDesign({ x: 395, y: 100 }, panel, fit)).toEqual({ x: 0, y: 0 });
    expect(designToClient({ x: 500, y: 800 }, panel, fit)).toEqual({ x: 645, y: 500 });
  });

  it('comes back to the same client point after a round trip through design units', () => {
    for (const [w, h] of [[390, 700], [1024, 640], [1920, 1080], [333, 777]] as const) {
      const fit = fitDesign(w, h, landscape.design);
      for (const client of [{ x: 20, y: 100 }, { x: 157.3, y: 402.9 }, { x: 300, y: 600 }]) {
        const back = designToClient(clientToDesign(client, panel, fit), panel, fit);
        expect(back.x).toBeCloseTo(client.x, 9);
        expect(back.y).toBeCloseTo(client.y, 9);
      }
    }
  });

  it('finds the design point under the finger whatever the device pixel ratio', () => {
    const fit = fitDesign(390, 700, landscape.design);
    const sprite = { x: 612, y: 137 };
    const found = [1, 1.5, 2].map((dpr) => {
      const resolution = renderResolution(dpr);
      // Pixi lights this canvas pixel for the sprite; the browser reports it in CSS px, i.e. divided back.
      const canvasPixel = { x: (fit.offsetX + sprite.x * fit.scale) * resolution, y: (fit.offsetY + sprite.y * fit.scale) * resolution };
      const client = { x: panel.left + canvasPixel.x / resolution, y: panel.top + canvasPixel.y / resolution };
      return clientToDesign(client, panel, fit);
    });
    for (const point of found) {
      expect(point.x).toBeCloseTo(sprite.x, 9);
      expect(point.y).toBeCloseTo(sprite.y, 9);
    }
  });

  it('finds no zone in an empty panel', () => {
    const point = clientToDesign({ x: 20, y: 100 }, panel, fitDesign(0, 300, landscape.design));
    expect(zoneAt(point, [{ id: 'heart', rect: { x: -1000, y: -1000, width: 5000, height: 5000 } }], 50)).toBeNull();
  });
});

describe('zoneAt', () => {
  const slot = { id: 'fruit', rect: { x: 100, y: 100, width: 80, height: 60 } };
  const nextSlot = { id: 'veg', rect: { x: 190, y: 100, width: 80, height: 60 } };

  it('finds the zone a point is in and none outside', () => {
    expect(rectCenter(slot.rect)).toEqual({ x: 140, y: 130 });
    expect(zoneAt({ x: 120, y: 150 }, [slot, nextSlot])).toBe('fruit');
    expect(zoneAt({ x: 200, y: 110 }, [slot, nextSlot])).toBe('veg');
    expect(zoneAt({ x: 185, y: 130 }, [slot, nextSlot])).toBeNull(); // the gap between slots
    expect(zoneAt({ x: 140, y: 99 }, [slot, nextSlot])).toBeNull();
  });

  it('counts a point on the edge as inside', () => {
    expect(containsPoint(slot.rect, { x: 180, y: 160 })).toBe(true);
    expect(zoneAt({ x: 100, y: 100 }, [slot])).toBe('fruit');
    expect(zoneAt({ x: 180.01, y: 160 }, [slot])).toBeNull();
  });

  it('accepts a drop just beside a zone when given slop', () => {
    expect(zoneAt({ x: 140, y: 165 }, [slot])).toBeNull();
    expect(zoneAt({ x: 140, y: 165 }, [slot], 4)).toBeNull();
    expect(zoneAt({ x: 140, y: 165 }, [slot], 6)).toBe('fruit');
  });

  it('gives a point in the gap between two grown zones to the nearer one', () => {
    expect(zoneAt({ x: 183, y: 130 }, [slot, nextSlot], 8)).toBe('fruit');
    expect(zoneAt({ x: 187, y: 130 }, [slot, nextSlot], 8)).toBe('veg');
  });

  it('gives a point in overlapping zones to the one whose centre is nearest', () => {
    const chest = { id: 'chest', rect: { x: 0, y: 0, width: 200, height: 200 } };
    const heart = { id: 'heart', rect: { x: 120, y: 60, width: 40, height: 40 } };
    expect(zoneAt({ x: 130, y: 70 }, [chest, heart])).toBe('heart');
    expect(zoneAt({ x: 110, y: 95 }, [chest, heart], 12)).toBe('chest'); // in grown heart, nearer chest's centre
  });

  it('breaks a tie by the order the zones are listed', () => {
    const left = { id: 'left', rect: { x: 0, y: 0, width: 100, height: 100 } };
    const right = { id: 'right', rect: { x: 100, y: 0, width: 100, height: 100 } };
    expect(zoneAt({ x: 100, y: 50 }, [left, right])).toBe('left');
    expect(zoneAt({ x: 100, y: 50 }, [right, left])).toBe('right');
  });
});

describe('minTargetSize', () => {
  it('is the smaller side of a target on screen, in CSS px', () => {
    expect(minTargetSize({ x: 0, y: 0, width: 100, height: 60 }, 1)).toBe(60);
    expect(minTargetSize({ x: 0, y: 0, width: 100, height: 60 }, 0.5)).toBe(30);
    expect(minTargetSize({ x: 0, y: 0, width: 50, height: 90 }, 0.9)).toBe(45);
  });
});

describe('the layout a game takes on a screen', () => {
  const layouts = { landscape: { design: { width: 800, height: 500 } }, portrait: { design: { width: 500, height: 800 } } };
  const phone = { width: 390, height: 844 };

  it('is the portrait one in a narrow panel on an upright phone', () => {
    expect(chooseLayoutForScreen(358, phone, layouts)).toBe(layouts.portrait);
  });

  it('stays landscape on a phone turned sideways, a tablet or a board, and in a wide panel', () => {
    expect(chooseLayoutForScreen(600, { width: 844, height: 390 }, layouts)).toBe(layouts.landscape);
    expect(chooseLayoutForScreen(980, { width: 1024, height: 768 }, layouts)).toBe(layouts.landscape);
    expect(chooseLayoutForScreen(700, { width: 768, height: 1024 }, layouts)).toBe(layouts.landscape);
    expect(chooseLayoutForScreen(1860, { width: 1920, height: 1080 }, layouts)).toBe(layouts.landscape);
    expect(chooseLayoutForScreen(PORTRAIT_MAX_PANEL_WIDTH, phone, layouts)).toBe(layouts.landscape);
  });

  it('is landscape for a game without a portrait layout, and before the panel has a width', () => {
    expect(chooseLayoutForScreen(358, phone, { landscape: layouts.landscape })).toBe(layouts.landscape);
    expect(chooseLayoutForScreen(0, phone, layouts)).toBe(layouts.landscape);
  });
});

describe('grids of places', () => {
  it('lays places out row by row, `gap` apart, from the origin', () => {
    expect(gridOf({ x: 10, y: 20 }, 2, 2, { width: 30, height: 40 }, 5)).toEqual([
      { x: 10, y: 20, width: 30, height: 40 },
      { x: 45, y: 20, width: 30, height: 40 },
      { x: 10, y: 65, width: 30, height: 40 },
      { x: 45, y: 65, width: 30, height: 40 },
    ]);
    expect(gridOf({ x: 0, y: 0 }, 0, 3, { width: 1, height: 1 }, 0)).toEqual([]);
  });
});
