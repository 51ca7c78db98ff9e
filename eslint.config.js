import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noHtmlInjection = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Build elements; never inject HTML.' },
  { selector: "MemberExpression[property.name='innerHTML']", message: 'Build elements; never inject HTML.' },
  { selector: "MemberExpression[property.name='outerHTML']", message: 'Build elements; never inject HTML.' },
];

const otherGames = { group: ['../*/*', '!../../**', '../../games/*'], message: 'Games do not import each other; share through src/engine.' };

const upperLayers = { regex: '^(\\.\\./)+(pages|app|games)(/|$)', message: 'engine, lib and components import nothing from pages, app or games.' };

const realTimers = ['setTimeout', 'setInterval'].map((name) => ({ name, message: 'Game time is the loop’s; a page-side delay goes through src/engine/ui-timer.ts.' }));

const framework = ['pixi.js', 'pixi.js/*', '@pixi/react', 'howler', 'react', 'react/*', 'react-dom', 'react-dom/*'];

export default tseslint.config(
  { ignores: ['.tmp', 'dist', '.prerender', 'node_modules', 'test-results', 'playwright-report', 'bench-results', 'screenshots'] },
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
    // The layers: the engine, lib and shared components serve the pages and games, never the reverse.
    files: ['src/engine/**/*.{ts,tsx,js}', 'src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [upperLayers] }],
    },
  },
  {
    // Games do not import each other, nor the pages around them.
    files: ['src/games/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherGames, { regex: '^(\\.\\./)+(pages|app)(/|$)', message: 'A game imports the engine, not the site around it.' }] }],
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
    // Game logic and the loop are pure: no framework, no DOM (STYLE.md, "A game, always the same four parts").
    files: [
      // Every .ts of a game (logic, layout, content, words, sounds) is pure; only its .tsx draw.
      'src/games/*/*.ts',
      'src/games/*/logic/**/*.ts',
      ...['loop', 'pick-place', 'layout', 'fit', 'phases', 'effects', 'outcome', 'rng'].map((name) => `src/engine/${name}.ts`),
    ],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: framework, message: 'Game logic stays pure.' }, otherGames, upperLayers] }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'setTimeout', 'setInterval', 'requestAnimationFrame'],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The server runs in Node only.
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
