// The layers of the code, as lint keeps them (eslint.config.js; docs/architecture.md explains
// them). Each zone says what a folder may NOT import; the rest of src/ is open to it only where
// `except` names it. Imports flow one way: shared data, the words and helpers, then the forms, board mode, sharing, Read to me, the passport,
// the engine, the shared components and the games, then the pages, then the app. The server and the build
// scripts may read the shared data, the forms and the site map, never the UI.

/** Everything in src/ but the listed folders and files (paths relative to src/). */
const srcExcept = (...allowed) => ({ from: './src', except: allowed.map((name) => `./${name}`) });

const zone = (target, rule, message) => ({ target, ...rule, message });

export const layerZones = [
  zone('./src/content', srcExcept('content', 'site-map.ts'), 'Content is data: it imports only other content, and the site map for the addresses it links to.'),
  zone('./src/site-map.ts', srcExcept('site-map.ts'), 'The site map stands alone: everything reads it, it reads nothing.'),
  zone('./src/i18n', srcExcept('i18n', 'lib', 'site-map.ts'), 'The words and languages serve every screen; they know none of them (the words files are found by a glob, not imported).'),
  zone('./src/lib', srcExcept('lib'), 'lib holds small helpers any layer may use; it imports none of them.'),
  zone('./src/forms', srcExcept('forms', 'lib', 'content', 'site-map.ts'), 'The forms use content, lib and the site map; the pages use the forms.'),
  zone('./src/board', srcExcept('board', 'lib'), 'Board mode (teams, turns, the teacher’s timer and keys, the board’s frame) serves the games and the quiz; it knows neither.'),
  zone('./src/share', srcExcept('share', 'lib', 'i18n'), 'Sharing a page (its address, QR code and dialog) serves the pages; it knows none of them.'),
  zone('./src/reading', srcExcept('reading', 'lib', 'i18n'), 'Read to me and the reading options serve the pages, the quiz and the games; they know none of them.'),
  zone('./src/passport', srcExcept('passport', 'lib', 'i18n', 'site-map.ts'), 'My Health Passport keeps what the pages, the quiz and the games tell it; it knows none of them.'),
  zone('./src/engine', srcExcept('engine', 'lib', 'board', 'reading', 'passport', 'types'), 'The engine serves the games (with board mode and Read to me); it knows nothing of the site or of any one game.'),
  zone('./src/components', srcExcept('components', 'content', 'lib', 'i18n', 'forms', 'board', 'reading', 'passport', 'site-map.ts'), 'Shared components serve the pages and know nothing of them.'),
  zone('./src/games', srcExcept('games', 'engine', 'board', 'lib', 'content', 'types'), 'A game imports the engine (and board mode’s turns), not the site around it.'),
  zone('./src/pages', { from: './src/app' }, 'Pages are placed by the app; they do not reach back into it.'),
  zone('./src/service-worker', srcExcept('service-worker', 'site-map.ts'), 'The service worker reads the site map only.'),
  zone('./src', { from: './server' }, 'The site does not import the server.'),
  zone('./src', { from: './scripts' }, 'The site does not import the build scripts.'),
  zone('./server', srcExcept('forms', 'content', 'site-map.ts', 'lib'), 'The server shares the forms, the content and the site map with the site, never its UI.'),
  zone('./server', { from: './scripts' }, 'The server does not import the build scripts.'),
  zone('./scripts', srcExcept('content', 'site-map.ts', 'forms', 'types', 'reading/look.ts', 'reading/options-key.ts'), 'Build scripts read the content, the site map and the forms, and inline the reading look; never the UI.'),
];
