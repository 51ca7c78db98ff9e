// Stands in for pixi.js's autoDetectRenderer (vite.config.ts points Pixi's Application here).
// Pixi's own version imports each renderer on demand (WebGPU, WebGL, Canvas), which splits the
// code every game needs across half a dozen chunks and a second round trip after the game's code.
// The games ask for WebGL (game-host.tsx), so WebGL comes with the game's code; the Canvas renderer,
// for a browser without WebGL, still comes only when needed. WebGPU is never tried: the games never
// prefer it, and Canvas draws wherever WebGL cannot.
import { WebGLRenderer } from './pixi-webgl-renderer.js';
import { AbstractRenderer } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/system/AbstractRenderer.mjs';
import { isWebGLSupported } from '../../node_modules/pixi.js/lib/utils/browser/isWebGLSupported.mjs';

/**
 * Pixi's renderer for this browser: WebGL when it starts, else the Canvas one (Pixi's options for
 * each apply as in Pixi's own version). Throws as Pixi's does when neither can start.
 *
 * Pixi's own first asks a throwaway WebGL context whether WebGL works (isWebGLSupported), then
 * makes the real one: in a software renderer each costs hundreds of milliseconds at 4x CPU before
 * the first frame. Here WebGL is simply started, and a browser without it fails to give the
 * renderer its context, which lands on the Canvas renderer just the same. Only a caller that
 * refuses slow WebGL (failIfMajorPerformanceCaveat) is asked Pixi's way, since only the
 * throwaway context applies that test.
 * @param {Record<string, unknown> & { failIfMajorPerformanceCaveat?: boolean, webgl?: object, canvasOptions?: object }} options
 */
export async function autoDetectRenderer(options) {
  const shared = { ...options };
  const { webgl, canvasOptions } = options;
  delete shared.webgl;
  delete shared.webgpu;
  delete shared.canvasOptions;
  const caveat = options.failIfMajorPerformanceCaveat ?? AbstractRenderer.defaultOptions.failIfMajorPerformanceCaveat;
  if (!caveat || isWebGLSupported(caveat)) {
    const renderer = new WebGLRenderer();
    try {
      await renderer.init({ ...shared, ...webgl });
      return renderer;
    } catch (error) {
      if (caveat) throw error;
      try {
        renderer.destroy();
      } catch {
        // A renderer that never started has little to let go of.
      }
    }
  }
  const { CanvasRenderer } = await import('../../node_modules/pixi.js/lib/rendering/renderers/canvas/CanvasRenderer.mjs');
  const renderer = new CanvasRenderer();
  await renderer.init({ ...shared, ...canvasOptions });
  return renderer;
}
