// The first-frame floor's scene: one Pixi Application with the game host's renderer options, one
// sprite and one line of text, and the mark the game host sets at its first drawn frame.
import { Application, Sprite, Text, Texture } from 'pixi.js';
import '../../src/engine/pixi-no-eval.js';
import { renderResolution } from '../../src/engine/fit';
import { FIRST_FRAME_MARK } from '../../src/engine/first-frame-mark';

export async function drawFloor(panel: HTMLElement) {
  const app = new Application();
  await app.init({
    resizeTo: panel,
    resolution: renderResolution(window.devicePixelRatio),
    autoDensity: true,
    antialias: true,
    backgroundAlpha: 0,
    preference: 'webgl',
    skipExtensionImports: true,
  });
  panel.append(app.canvas);
  const sprite = new Sprite(Texture.WHITE);
  sprite.tint = 0x15803d;
  sprite.width = 120;
  sprite.height = 120;
  sprite.position.set(40, 40);
  const label = new Text({ text: 'Ready to play', style: { fontFamily: 'Nunito Variable, sans-serif', fontSize: 32, fill: 0x1f2937 } });
  label.position.set(180, 80);
  app.stage.addChild(sprite, label);
  app.ticker.addOnce(() => performance.mark(FIRST_FRAME_MARK), undefined, -50);
}
