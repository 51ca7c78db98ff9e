// Pixi's one-time checks of the device, ahead of a Play press. The same modules as Pixi's own
// imports, so Pixi finds their answers already in their module-level caches.
import { getMaxTexturesPerBatch } from '../../node_modules/pixi.js/lib/rendering/batcher/gl/utils/maxRecommendedTextures.mjs';
import { getMaxFragmentPrecision } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/program/getMaxFragmentPrecision.mjs';
import { isWebGLSupported } from '../../node_modules/pixi.js/lib/utils/browser/isWebGLSupported.mjs';

/**
 * Runs the checks Pixi makes when it starts: whether WebGL works, and how many textures and what
 * precision its shaders may use. Each makes a throwaway WebGL context (one compiles a test shader),
 * which in a software renderer can hold the page for a few hundred milliseconds on Play; run while
 * the page is idle, they leave only their cached answers for Play. Never throws.
 */
export function warmUpWebGL() {
  try {
    if (!isWebGLSupported()) return;
    getMaxTexturesPerBatch();
    getMaxFragmentPrecision();
  } catch {
    // Pixi will meet the same problem when it starts, and the game's panel says so.
  }
}
