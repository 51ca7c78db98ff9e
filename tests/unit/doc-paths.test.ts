// Every file, line and section that the code and the docs point a reader at exists (the
// architecture review of 2026-11-27, finding A6: comments had kept pointing at files that moved).
// What counts as a citation, and what is a pattern rather than a place, is written once, in
// tests/support/doc-citations.ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, repositoryAt, type BrokenCitation } from '../support/doc-citations';

const repository = repositoryAt(process.cwd());

/** Build output, installed packages and hidden or generated folders hold nobody's citations. */
const notOurs = /(^|\/)(node_modules|dist|generated[^/]*|\.[^/]+)\//;
/** The kinds of source file whose comments and sentences a person reads. */
const source = /\.(ts|tsx|mts|js|mjs|cjs|css|sql|html)$/;

function filesUnder(folder: string, kind: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => kind.test(file) && !notOurs.test(`${file}/`));
}

const cited = [
  ...['src', 'server', 'scripts', 'tests', 'lint'].flatMap((folder) => filesUnder(folder, source)),
  ...filesUnder('docs', /\.md$/),
  'README.md',
  // The configuration at the root (eslint.config.js, vite.config.ts, playwright.config.ts).
  ...readdirSync('.').filter((file) => source.test(file)),
];

const results = cited.map((file) => checkText(repository, file, repository.text(file)));
const describeBroken = ({ file, line, cited: written, missing }: BrokenCitation) => `${file}:${line}: ${written} -> no ${missing}`;

describe('citations of files, lines and sections', () => {
  it('reads the code, the tests, the scripts, the docs and the README', () => {
    for (const file of ['src/engine/outcome.ts', 'server/app.ts', 'scripts/build.ts', 'tests/unit/one-home.test.ts', 'docs/architecture.md', 'README.md']) {
      expect(cited).toContain(file);
    }
    expect(cited.some((file) => file.includes('node_modules'))).toBe(false);
    // Hundreds of pointers: a checker that stopped finding them would pass with nothing to check.
    expect(results.reduce((sum, { checked }) => sum + checked, 0)).toBeGreaterThan(800);
  });

  it('points every citation at a file, a line within it and a section that exist', () => {
    expect(results.flatMap(({ broken }) => broken).map(describeBroken)).toEqual([]);
  });
});

describe('the checker itself', () => {
  // The planted citations are put together from pieces so that this file itself cites nothing broken.
  const missingFile = ['src', 'engine', 'no-such-file.ts'].join('/');
  const productDoc = ['docs', 'product.md'].join('/');
  const architectureDoc = ['docs', 'architecture.md'].join('/');
  const appLines = repository.text('server/app.ts').split('\n').length;
  const serverApp = ['server', 'app.ts'].join('/');
  const probe = ['src', 'engine', 'probe.ts'].join('/');
  const readme = ['READ', 'ME'].join('');
  const lostPage = ['lost-page', 'md'].join('.');

  it('reports a missing file, a missing section, a line past the end, and nothing that is right', () => {
    const planted = [
      `// The loop lives in ${missingFile} (a file that is not there).`,
      `// Its rules are in ${productDoc} §42, and the game's shape in ${architectureDoc}, "No such heading".`,
      `// The server starts at ${serverApp}:${appLines + 5}.`,
      `// Right: ${productDoc} §5 "Search", ${architectureDoc}, "The server", ${serverApp}:1, src/engine/session.ts, src/board/.`,
      `// Patterns, not places: src/games/<game>/logic.ts and tests/e2e/... and src/content/articles/*.md.`,
      `const probe = '${probe}'; // a value the code uses, which running it checks`,
    ].join('\n');
    const { checked, broken } = checkText(repository, 'tests/planted.ts', planted);
    expect(broken.map(({ line, missing }) => `${line}: ${missing}`)).toEqual([
      `1: file ${missingFile}`,
      `2: section §42 in ${productDoc}`,
      `2: section "No such heading" in ${architectureDoc}`,
      `3: line ${appLines + 5} of ${serverApp} (${appLines} lines)`,
    ]);
    expect(checked).toBe(9);
  });

  it('refuses the brief the project started from in code, and lets a doc name it as history', () => {
    const brief = ['SPEC', 'md'].join('.');
    const planted = `// Reading speed (${brief} §9).`;
    expect(checkText(repository, 'src/planted.ts', planted).broken.map(({ missing }) => missing.split(' (')[0])).toEqual([`file ${brief}`]);
    expect(checkText(repository, 'docs/planted.md', planted).broken).toEqual([]);
  });

  it('reads links, anchors and sections in a doc relative to the doc', () => {
    const planted = [
      '# A planted page',
      '',
      'See [the rooms](architecture.md#the-rooms), [the product](product.md#2-screens-and-routes) and [this page](#a-planted-page).',
      `See [the layers](architecture.md#no-such-anchor) and [a lost page](${lostPage}).`,
      `The quiz is in product.md §4 "Quiz"; the layers in the ${readme}'s Where nothing is section.`,
    ].join('\n');
    const { broken } = checkText(repository, 'docs/planted.md', planted);
    expect(broken.map(({ line, missing }) => `${line}: ${missing}`)).toEqual([
      '4: anchor #no-such-anchor in docs/architecture.md',
      `4: file docs/${lostPage}`,
      '5: section "Where nothing is" in README.md',
    ]);
  });
});
