import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// The build's own plugins, and what they import, name their files in full (.ts): Vite is moving
// to load this config with Node's own module loader, which needs the extension.
import { guidesPlugin } from './scripts/guides/vite-plugin.ts';
import { teachingPrintablesPlugin } from './scripts/teaching/vite-plugin.ts';
import { soundsPlugin } from './scripts/sounds/vite-plugin.ts';
import { appLoaderPlugin } from './scripts/app-loader/plugin.ts';
import { firstUsePlugin } from './scripts/build/service-worker.ts';
import { wordsPlugin } from './scripts/build/words-plugin.ts';
import { trims } from './scripts/build/trims.ts';
import { parseSiteUrl } from './src/lib/site-address.ts';

export default defineConfig(({ mode, isSsrBuild }) => {
  // The dependencies' trims (scripts/build/trims.ts), unless TRIMS=off.
  const trimmed = trims(mode);
  return {
  plugins: [wordsPlugin(), react(), tailwindcss(), guidesPlugin(), teachingPrintablesPlugin(), soundsPlugin(), appLoaderPlugin(), ...trimmed.plugins, firstUsePlugin()],
  resolve: { alias: trimmed.alias },
  // The site's public address (src/lib/site-url.ts): a bad SITE_URL stops the build here.
  define: { __SITE_URL__: JSON.stringify(parseSiteUrl(process.env.SITE_URL) ?? '') },
  // The server build (src/entry-server.tsx, for the pages step of scripts/build.ts) needs no copy of public/.
  // PROFILE_SOURCEMAP=1 adds source maps, to read a browser profile by source file (docs/ratios-2026-11-28.md).
  build: {
    target: 'es2022',
    sourcemap: process.env.PROFILE_SOURCEMAP === '1',
    copyPublicDir: !isSsrBuild,
    // Rolldown's note on how long plugins took (mostly Vite's own emptying of dist/, which keeps the
    // last release's files) says nothing a reader of the build's progress can act on.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  test: {
    setupFiles: ['tests/unit/setup.ts'],
    // One worker per core: Vitest's default leaves one core to its main process, which mostly
    // waits (on these 2-core machines: 104 s for the unit tests with one worker, 72 s with two).
    maxWorkers: availableParallelism(),
    css: false,
    // Screens (.tsx) are tested in jsdom; the pure logic, content and build scripts (.ts) need no
    // DOM and run in plain Node, which starts several times faster. A .ts test that does use the
    // DOM says so with a `// @vitest-environment jsdom` line.
    projects: [
      { extends: true, test: { name: 'screens', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom' } },
      { extends: true, test: { name: 'logic', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
    ],
  },
  };
});
