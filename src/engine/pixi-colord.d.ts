// Types of pixi-colord.js, the stand-in for @pixi/colord (scripts/build/trims.ts).
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}
export function readColour(input: unknown): Rgba | null;
export function colord(input: unknown): { rgba: Rgba; isValid(): boolean };
export function extend(): void;
export default function namesPlugin(): void;
