// Stands in for parts of Pixi the games never use (vite.config.ts swaps them in by Pixi's own import
// strings), about 5.7 KB gzip of every Play press: drawing from SVG markup (GraphicsContext.svg), a
// path made from SVG path text (new GraphicsPath('M 0 0 ...')), SVG's elliptical arcs (arcToSvg),
// text styled per tag (TextStyle's tagStyles), and gradient and pattern fills (FillGradient,
// FillPattern: Pixi only asks whether a fill is one, which none is here). The games draw with
// Graphics calls and plain Text, and tests/unit/engine/pixi-pin.test.ts keeps it so. A game that
// needs one of these removes its swap.
const unused = (what) => () => {
  throw new Error(`HealthSprout's Pixi leaves out ${what}: remove its swap in vite.config.ts to use it (docs/pixi-upgrade.md).`);
};

export const SVGParser = unused('drawing from SVG markup');
export const parseSVGPath = unused('paths made from SVG path text');
export const buildArcToSvg = unused("SVG's elliptical arcs (arcToSvg)");
export const measureTaggedText = unused('text styled per tag (tagStyles)');

/** Never made: every `fill instanceof FillGradient` in Pixi is false, as it is for a colour. */
export function FillGradient() {
  unused('gradient fills (FillGradient)')();
}

/** Never made, as FillGradient. */
export function FillPattern() {
  unused('pattern fills (FillPattern)')();
}
