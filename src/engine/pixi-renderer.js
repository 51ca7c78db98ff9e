// Pixi's one-time checks of the device, ahead of a Play press. The same modules as Pixi's own
// imports, so Pixi finds their answers already in their module-level caches.
import { getMaxFragmentPrecision } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/program/getMaxFragmentPrecision.mjs';
import { getMaxTexturesPerBatch } from './pixi-max-textures.js';

/**
 * Runs the checks Pixi makes when it starts: how many textures and what precision its shaders may
 * use. They share one throwaway WebGL context (pixi-max-textures.js) and compile a test shader,
 * which in a software renderer can hold the page for a few hundred milliseconds on Play; run while
 * the page is idle, they leave only their cached answers for Play. Without WebGL there is no
 * context to ask: the first check throws, and the game's renderer finds the same. Never throws.
 */
export function warmUpWebGL() {
  try {
    getMaxTexturesPerBatch();
    getMaxFragmentPrecision();
  } catch {
    // Pixi will meet the same problem when it starts, and the game's panel says so.
  }
}
