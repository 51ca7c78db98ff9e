// Stands in for @pixi/colord's names plugin (vite.config.ts), which teaches Pixi's Color the 148
// CSS colour names (about 1.5 KB gzip of every Play press). The games give colours as numbers;
// only Pixi's own defaults use names (black text, white and black gradient stops, transparent).
const NAMES = { black: '#000000', white: '#ffffff', transparent: '#0000' };

/** A colord plugin: parses the names above, as the full plugin would. */
export default function colourNames(Colord, parsers) {
  parsers.string.push([(input) => (NAMES[input.toLowerCase()] ? new Colord(NAMES[input.toLowerCase()]).toRgb() : null), 'name']);
}
