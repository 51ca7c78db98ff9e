import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './lint/layers.js';

const noHtmlInjection = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Build elements; never inject HTML.' },
  { selector: "MemberExpression[property.name='innerHTML']", message: 'Build elements; never inject HTML.' },
  { selector: "MemberExpression[property.name='outerHTML']", message: 'Build elements; never inject HTML.' },
];

const otherGames = { group: ['../*/*', '!../../**', '../../games/*'], message: 'Games do not import each other; share through src/engine.' };

const realTimers = ['setTimeout', 'setInterval'].map((name) => ({ name, message: 'Game time is the loop’s; a page-side delay goes through src/engine/ui-timer.ts.' }));

const framework = ['pixi.js', 'pixi.js/*', '@pixi/react', 'howler', 'react', 'react/*', 'react-dom', 'react-dom/*'];

export default tseslint.config(
  { ignores: ['.tmp', 'dist', '.prerender', '.retired-assets', 'node_modules', 'test-results', 'playwright-report', 'bench-results', '.bench-floors', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...noHtmlInjection],
    },
  },
  {
    // The layers (docs/architecture.md): each folder imports only the folders below it, static
    // and dynamic imports alike, and no module reaches itself again through its imports.
    files: ['src/**/*.{ts,tsx,js}', 'server/**/*.ts', 'scripts/**/*.{ts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads TypeScript (to follow imports for cycles) and finds the files imports name.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.sw.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Games do not import each other: they share through the engine.
    files: ['src/games/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherGames] }],
    },
  },
  {
    // Game time belongs to the fixed-step loop: no real timers in a game or the engine, except the
    // one named UI helper (src/engine/ui-timer.ts).
    files: ['src/games/**/*.{ts,tsx}', 'src/engine/**/*.{ts,tsx}'],
    ignores: ['src/engine/ui-timer.ts'],
    rules: {
      'no-restricted-globals': ['error', ...realTimers],
      'no-restricted-properties': ['error', ...realTimers.map(({ name, message }) => ({ object: 'window', property: name, message }))],
    },
  },
  {
    // Game logic and the loop are pure (docs/architecture.md, "Kept by lint"): no framework, no DOM, and
    // no clock or randomness of their own: time comes from the loop and chance from the seed.
    files: [
      // Every .ts of a game (logic, layout, content, words, sounds) is pure; only its .tsx draw.
      'src/games/*/*.ts',
      ...['loop', 'pick-place', 'layout', 'fit', 'phases', 'effects', 'outcome', 'rng'].map((name) => `src/engine/${name}.ts`),

    ],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: framework, message: 'Game logic stays pure.' }, otherGames] }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'setTimeout', 'setInterval', 'requestAnimationFrame', 'performance'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Chance comes from the seeded source (src/engine/rng.ts), so a test can fix it.' },
        { object: 'Date', property: 'now', message: 'Time comes from the loop, so a test can fast-forward it.' },
        { object: 'performance', property: 'now', message: 'Time comes from the loop, so a test can fast-forward it.' },
      ],
    },
  },
  {
    // Board mode's rules and session, sharing's links and codes, and Read to me's pieces, reader,
    // voices, options and marks are pure too (review A14); their .tsx draw, speech-engine.ts is the
    // browser's engine behind the reader, read-aloud.ts carries the reader out on a page, and look.ts
    // is the inline script that sets the page's look before its first paint. Which rooms they may
    // import, lint/layers.js says.
    files: ['src/board/*.ts', 'src/share/*.ts', 'src/reading/*.ts'],
    ignores: ['src/reading/speech-engine.ts', 'src/reading/read-aloud.ts', 'src/reading/look.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: framework, message: 'Board mode’s, sharing’s and reading’s rules stay pure.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'setTimeout', 'setInterval', 'requestAnimationFrame', 'performance'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Chance comes from the caller, so a test can fix it.' },
        { object: 'Date', property: 'now', message: 'Time comes from the caller, so a test can fix it.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}', 'lint/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The server runs in Node only.
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
