// Stands in for Pixi's maxRecommendedTextures.mjs (vite.config.ts swaps it in for Pixi's Batcher;
// pixi-renderer.js warms it up). Pixi's own asks a throwaway WebGL context how many textures a
// batch may use and then loses that context, so the shader-precision check that follows
// (getMaxFragmentPrecision, on the same shared test context) has to make a second one. Making a
// WebGL context is the slowest step before a game's first frame in a software renderer (hundreds
// of milliseconds at 4x CPU): this keeps the one test context for both checks, as Pixi keeps it
// after the second.
import { checkMaxIfStatementsInShader } from '../../node_modules/pixi.js/lib/rendering/batcher/gl/utils/checkMaxIfStatementsInShader.mjs';
import { getTestContext } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/program/getTestContext.mjs';

let maxTexturesPerBatch = null;

/** How many textures one batch may sample, as Pixi's own works it out; asked once. */
export function getMaxTexturesPerBatch() {
  if (maxTexturesPerBatch) return maxTexturesPerBatch;
  const gl = getTestContext();
  maxTexturesPerBatch = checkMaxIfStatementsInShader(gl.getParameter(gl.MAX_TEXTURE_IMAGE_UNITS), gl);
  return maxTexturesPerBatch;
}
