// Types for pixi-unused.js: each stand-in throws when used.
export declare const SVGParser: (...args: unknown[]) => never;
export declare const parseSVGPath: (...args: unknown[]) => never;
export declare const buildArcToSvg: (...args: unknown[]) => never;
export declare const measureTaggedText: (...args: unknown[]) => never;
export declare const FillGradient: new (...args: unknown[]) => never;
export declare const FillPattern: new (...args: unknown[]) => never;
