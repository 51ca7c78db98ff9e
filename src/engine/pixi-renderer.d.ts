/** Pixi's one-time device checks, run ahead (at idle); never throws. */
export function warmUpWebGL(): void;
