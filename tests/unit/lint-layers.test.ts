// The layers are kept by lint (eslint.config.js, lint/layers.js): each case hands eslint a file
// that breaks one zone, placed where that zone applies, and expects `npm run lint` to refuse it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rules `code` breaks when it is the file at `filePath` (relative to the repository). */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Each zone of lint/layers.js, with a file in it that imports what the zone forbids.
const crossings: [zone: string, file: string, code: string][] = [
  ['content imports only content', 'src/content/probe.ts', "export { formatBytes } from '../lib/format';"],
  ['the site map imports nothing', 'src/site-map.ts', "export { categories } from './content/categories';"],
  ['lib imports no layer', 'src/lib/probe.ts', "export { createGameSession } from '../engine/session';"],
  ['board mode knows no game and no quiz', 'src/board/probe.ts', "export { startClassQuiz } from '../components/quiz/class-quiz';"],
  ['sharing knows no page', 'src/share/probe.ts', "export { ArticlePage } from '../pages/article/article-page';"],
  ['reading knows no page and no game', 'src/reading/probe.ts', "export { ArticlePage } from '../pages/article/article-page';"],
  ['the forms do not use the UI', 'src/forms/probe.ts', "export { Disclaimer } from '../components/disclaimer';"],
  ['the engine knows no game', 'src/engine/probe.ts', "export { categories } from '../content/categories';"],
  ['components know no page', 'src/components/probe.ts', "export { HomePage } from '../pages/home/home-page';"],
  ['a game imports no page', 'src/games/probe.ts', "export { ContactForm } from '../pages/contact/contact-form';"],
  ['pages do not reach into the app', 'src/pages/probe.ts', "export { routes } from '../app/routes';"],
  ['the service worker reads the site map only', 'src/service-worker/probe.ts', "export { site } from '../content/site';"],
  ['the site does not import the server', 'src/lib/probe.ts', "export { buildServer } from '../../server/app';"],
  ['the site does not import the build', 'src/app/probe.ts', "export { compress } from '../../scripts/build/compress';"],
  ['the server uses no UI', 'server/probe.ts', "export { ContactForm } from '../src/pages/contact/contact-form';"],
  ['the server does not import the build', 'server/probe.ts', "export { compress } from '../scripts/build/compress';"],
  ['the build uses no UI', 'scripts/probe.ts', "export { routes } from '../src/app/routes';"],
];

describe('the layers', () => {
  it.each(crossings)('%s', async (_zone, file, code) => {
    expect(await broken(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('checks dynamic imports too', async () => {
    expect(await broken('src/lib/probe.ts', "export const load = () => import('../pages/home/home-page');")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets an import that follows the layers through', async () => {
    expect(await broken('src/pages/probe.ts', "export { formatBytes } from '../lib/format';\nexport { site } from '../content/site';")).toEqual([]);
  });

  it('keeps game logic pure: no clock and no chance of its own', async () => {
    const rules = await broken('src/games/trigger-dash/probe.ts', 'export const roll = () => Math.random() + Date.now() + performance.now();');
    expect(rules.filter((rule) => rule === 'no-restricted-properties' || rule === 'no-restricted-globals').length).toBeGreaterThanOrEqual(3);
  });

  it.each(['src/board/probe.ts', 'src/share/probe.ts', 'src/reading/probe.ts'])('keeps %s pure too: no React, no DOM, no clock or chance (review A14)', async (file) => {
    const rules = await broken(file, "import { useState } from 'react';\nexport const roll = () => [useState, Math.random(), Date.now(), window.location.href];");
    expect(rules.filter((rule) => rule === 'no-restricted-imports').length).toBeGreaterThanOrEqual(1);
    expect(rules.filter((rule) => rule === 'no-restricted-properties' || rule === 'no-restricted-globals').length).toBeGreaterThanOrEqual(3);
  });
});

describe('cycles', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join('src', 'lib', 'lint-probe-'));
    writeFileSync(join(folder, 'first.ts'), "import { second } from './second';\nexport const first = () => second();\n");
    writeFileSync(join(folder, 'second.ts'), "import { first } from './first';\nexport const second = (): number => (first ? 1 : 0);\n");
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    const results = await eslint.lintFiles([relative(process.cwd(), join(folder, 'first.ts'))]);
    expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toContain('import-x/no-cycle');
  });
});
