/** Fetches Pixi's WebGL renderer ahead of Pixi's start; never rejects (Pixi reports its own failure). */
export function preloadWebGLRenderer(): Promise<void>;
