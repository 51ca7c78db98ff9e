// The site with the build's trims off (review A5): `TRIMS=off` builds it with every dependency as
// its package publishes it (scripts/build/trims.ts), and the site must work the same, so that a
// trim broken by an upgrade can be switched off rather than mended in a hurry. This builds the app
// that way into a folder of its own and visits it under the site's Content-Security-Policy: the
// app's pages drawn in the browser (the trims touch only the app's code), the router's links, and
// a game drawn with Pixi's whole package.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { contentSecurityPolicy, inlineScriptHashes } from '../../server/security-headers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openGame } from './game-helpers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
};

let dir = '';

test.describe('with the trims off', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(join(tmpdir(), 'healthsprout-trims-off-'));
    const { build } = await import('vite');
    const before = process.env.TRIMS;
    process.env.TRIMS = 'off';
    try {
      await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
    } finally {
      if (before === undefined) delete process.env.TRIMS;
      else process.env.TRIMS = before;
    }
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Serves the untrimmed build at the tests' own address: a file where there is one, the app's page for any other address. */
  async function serveUntrimmed(page: Page) {
    const shell = readFileSync(join(dir, 'index.html'), 'utf8');
    const csp = Object.entries(contentSecurityPolicy(inlineScriptHashes(shell)))
      .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
      .join('; ');
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== 'http://127.0.0.1:4173') return route.abort();
      const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      const file = extname(path) ? join(dir, path) : join(dir, 'index.html');
      try {
        const body = readFileSync(file);
        return route.fulfill({ status: 200, body, headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': csp } });
      } catch {
        return route.fulfill({ status: 404, body: 'Not found' });
      }
    });
  }

  test('is the untrimmed build: react-router as published, with the names its components carry for React’s devtools', () => {
    // scripts/build/router-tree-shaking.ts drops these lines from the trimmed build.
    const code = readdirSync(join(dir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, 'assets', file), 'utf8'));
    expect(code.some((text) => /displayName=[`"]Form[`"]/.test(text))).toBe(true);
  });

  test('draws the pages, follows links and opens a game under the site’s policy', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
    });
    await serveUntrimmed(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E-Library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Library' })).toBeVisible();

    await page.goto('/library/body/how-you-breathe');
    await expect(page.getByRole('heading', { level: 1, name: 'How You Breathe' })).toBeVisible();
    await expectNoAxeViolations(page);

    const game = await openGame(page, 'diseases', 'Trigger Dash');
    // Pixi, whole, has drawn the scene (the game host's mark at its first frame).
    await page.waitForFunction(() => performance.getEntriesByName('healthsprout:first-game-frame').length > 0);
    await expect(game.getByRole('button', { name: 'Start Game' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
