// Pixi imports its WebGL renderer only once it starts (Application.init), after the game's own
// code has arrived: fetching it beside the game's code saves a round trip before the first frame.
// The same module as Pixi's own import, so the browser fetches one chunk either way.
export function preloadWebGLRenderer() {
  return import('../../node_modules/pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs').then(
    () => undefined,
    () => undefined,
  );
}
