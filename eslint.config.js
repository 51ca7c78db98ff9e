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
    // Games do not import each other.
    files: ['src/games/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherGames] }],
    },
  },
  {
    // Game logic and the loop are pure: no framework, no DOM (STYLE.md, "A game, always the same four parts").
    files: ['src/games/*/logic.ts', 'src/games/*/logic/**/*.ts', 'src/engine/loop.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: framework, message: 'Game logic stays pure.' }, otherGames] }],
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
