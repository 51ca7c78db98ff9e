// The parts of pixi.js the games use, for the bundle: Vite resolves `pixi.js` here (vite.config.ts),
// so a Play press does not download what the package's main entry registers on import (the
// spritesheet and asset loaders) and the app skips Pixi's browser extensions (skipExtensionImports
// in game-host.tsx: the games draw only, and the DOM overlay is their accessibility and input).
// Types still come from `pixi.js` itself. A game that needs another Pixi class adds it here.
// Not registered either (pixi.js/lib/rendering/init.mjs): masks, and the texture sources behind
// Texture.from and Sprite.from (text draws through its own canvas source). A game that masks a
// container or makes a texture from an image imports that file here.

export { Application } from '../../node_modules/pixi.js/lib/app/Application.mjs';
export { Container } from '../../node_modules/pixi.js/lib/scene/container/Container.mjs';
export { Graphics } from '../../node_modules/pixi.js/lib/scene/graphics/shared/Graphics.mjs';
export { Text } from '../../node_modules/pixi.js/lib/scene/text/Text.mjs';
export { TextStyle } from '../../node_modules/pixi.js/lib/scene/text/TextStyle.mjs';
export { CanvasTextMetrics } from '../../node_modules/pixi.js/lib/scene/text/canvas/CanvasTextMetrics.mjs';
export { Filter } from '../../node_modules/pixi.js/lib/filters/Filter.mjs';
export { extensions, ExtensionType } from '../../node_modules/pixi.js/lib/extensions/Extensions.mjs';
export { UPDATE_PRIORITY } from '../../node_modules/pixi.js/lib/ticker/const.mjs';
// Not drawn by any game: the bench's first-frame floor (tests/floors/) draws a sprite with the
// games' Pixi. A game's chunk keeps only what it imports.
export { Sprite } from '../../node_modules/pixi.js/lib/scene/sprite/Sprite.mjs';
export { Texture } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/Texture.mjs';
