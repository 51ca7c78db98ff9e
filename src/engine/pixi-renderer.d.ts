/** Fetches Pixi's WebGL renderer; never rejects. */
export function preloadWebGLRenderer(): Promise<void>;
/** Pixi's one-time device checks, run ahead (at idle); never throws. */
export function warmUpWebGL(): void;
