// The first-frame floor (`npm run bench`): a press that loads Pixi, as the site's Play does, and
// draws one sprite and one line of text. The Pixi is the games' (pixi.js resolves to
// src/engine/pixi-parts.js with the engine's swaps, by the same Vite config), started with the
// options of src/engine/game-host.tsx. What a game adds to this is what the budget measures.
const button = document.getElementById('play');
button?.addEventListener('click', () => {
  button.setAttribute('disabled', '');
  void import('./first-frame-scene').then(({ drawFloor }) => drawFloor(document.getElementById('panel') as HTMLElement));
});
