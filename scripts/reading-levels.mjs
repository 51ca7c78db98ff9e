// `node scripts/reading-levels.mjs`: every article's words and Flesch-Kincaid grades as the content
// tests measure them, as a Markdown table. (Loaded through Vite: the articles are read with its glob.)
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const { module } = await runnerImport(resolve('scripts/content/reading-levels.ts'), { logLevel: 'silent' });
console.log(module.readingLevelTable().join('\n'));
