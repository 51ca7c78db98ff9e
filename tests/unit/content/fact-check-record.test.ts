// The About page's "How We Check Our Facts" (src/content/fact-checking.ts) is a promise to schools:
// this holds the record in docs/fact-checks/ to it (content review 2026-11-27, C1). Every article
// has a record; every fact row names as many different pages as the page says, each one listed
// under the article; every phone number and reporting route names its service's own page and a
// second page.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../src/content/categories';
import { factChecking } from '../../../src/content/fact-checking';
import { childHelplines, emergencyNumbers, poisonLines, reportingRoutes } from '../../../src/content/help-lines';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3 };

/** How many public pages the About page says each fact is checked against. */
function promisedPages(): number {
  const claim = factChecking.process.join(' ').match(/checked against at least (\w+) public pages/);
  if (!claim) throw new Error('The About page no longer says how many pages each fact is checked against: say it, and check it here');
  const words = claim[1] ?? '';
  return NUMBER_WORDS[words] ?? Number(words);
}

/** The rows of the Markdown table under the `## heading` section, as trimmed cells (header and rule left out). */
export function tableUnder(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) return [];
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((line) => line.slice(1, line.endsWith('|') ? -1 : undefined).split(/(?<!\\)\|/).map((cell) => cell.trim()));
}

/** The source ids a fact row's sources cell names, leaving out what it says in brackets or quotes. */
export function citedIds(cell: string): string[] {
  let depth = 0;
  let outside = '';
  for (const char of cell.replace(/"[^"]*"|“[^”]*”/g, ' ')) {
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (depth === 0) outside += char;
  }
  return [...new Set(outside.match(/\b[A-Z]{1,3}\d+\b/g) ?? [])];
}

/** How a record marks a safety step kept on one health body's page, and what the About page says of it. */
const KEPT_FOR_SAFETY = '(kept for safety: one page)';
const safetyExceptionSaid = factChecking.process.some((step) => /safety step .* one page/.test(step));

const articles = categories.flatMap((category) => category.articles.map((article) => ({ key: `${category.slug}/${article.slug}`, article })));

describe('the fact-check record of each article', () => {
  const needed = promisedPages();

  it('reads the number of pages the About page promises', () => {
    expect(needed).toBeGreaterThanOrEqual(2);
  });

  describe.each(articles)('$key', ({ key, article }) => {
    const path = `docs/fact-checks/${key}.md`;

    it('has a record with its facts and sources, dated', () => {
      expect(existsSync(path), path).toBe(true);
      const record = readFileSync(path, 'utf8');
      expect(record).toMatch(/^# .+\n/);
      expect(record).toMatch(/Checked \d{4}-\d{2}-\d{2}/);
      expect(tableUnder(record, 'Sources').length).toBeGreaterThanOrEqual(needed);
      expect(tableUnder(record, 'Facts').length).toBeGreaterThan(0);
    });

    it(`names at least ${needed} different listed pages for every fact`, () => {
      const record = readFileSync(path, 'utf8');
      const sources = new Map(tableUnder(record, 'Sources').map(([id, , , url]) => [id, url]));
      const listed = new Set(article.sources.map((source) => source.url));
      // Every page the record cites is one a reader finds under the article.
      for (const [id, url = ''] of sources) expect(listed.has(url), `${id} ${url} is not in the article's sources`).toBe(true);
      const short: string[] = [];
      for (const [fact, cell = ''] of tableUnder(record, 'Facts')) {
        const ids = citedIds(cell);
        for (const id of ids) expect(sources.has(id), `"${fact}" cites ${id}, which the record does not list`).toBe(true);
        // A safety step a health body gives is kept on its one page, marked, where the page says so.
        const keptForSafety = cell.includes(KEPT_FOR_SAFETY) && safetyExceptionSaid;
        if (new Set(ids.map((id) => sources.get(id))).size < (keptForSafety ? 1 : needed)) short.push(`${fact} (${cell})`);
      }
      expect(short, `facts checked against fewer than ${needed} pages`).toEqual([]);
    });
  });

  it('reads a fact row as the test means it', () => {
    expect(citedIds('S1, S3 ("tiny, single-celled organisms"; S9 is not counted)')).toEqual(['S1', 'S3']);
    expect(citedIds('S6 (the list (of jobs)), S9 ("Be it S4 or not")')).toEqual(['S6', 'S9']);
    expect(citedIds('P2, P10')).toEqual(['P2', 'P10']);
    expect(citedIds('S4')).toEqual(['S4']);
    expect(tableUnder('## Facts\n\n| fact | sources |\n|---|---|\n| A \\| B | S1, S2 |\n', 'Facts')).toEqual([['A \\| B', 'S1, S2']]);
  });
});

describe('the record of the phone numbers and reporting routes', () => {
  const record = readFileSync('docs/fact-checks/help-lines.md', 'utf8');
  const lines = new Map(tableUnder(record, 'Help lines').map((row) => [row[0], row]));
  const routes = new Map(tableUnder(record, 'Reporting routes').map((row) => [row[0], row]));
  const url = /https?:\/\/\S+/;
  const NOT_FOUND = 'not found in stored copies';

  const expectChecked = (row: string[] | undefined, name: string) => {
    expect(row, `${name} has no row`).toBeDefined();
    const [, , own = '', second = '', checked = ''] = row ?? [];
    expect(own.match(url) ?? own.startsWith(NOT_FOUND), `${name}: the service's own page`).toBeTruthy();
    expect(second, `${name}: a second page`).toMatch(url);
    expect(own.match(url)?.[0], `${name}: the second page is another page`).not.toBe(second.match(url)?.[0]);
    expect(checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  };

  it('checks every emergency number, helpline and poison line', () => {
    for (const { place } of emergencyNumbers) expectChecked(lines.get(`Emergency ${place}`), `Emergency ${place}`);
    for (const { name } of [...childHelplines, ...poisonLines]) expectChecked(lines.get(name), name);
  });

  it('checks every reporting route against its own page, the one the box links to', () => {
    for (const route of reportingRoutes) {
      expectChecked(routes.get(route.name), route.name);
      expect(routes.get(route.name)?.[2]).toContain(route.url);
    }
  });

  it("says on the About page where a service's own page could not be read, as the record does", () => {
    const missing = [...lines.values(), ...routes.values()].filter((row) => (row[2] ?? '').startsWith(NOT_FOUND));
    const promise = factChecking.process.find((step) => step.includes('Phone numbers')) ?? '';
    if (missing.length > 0) expect(promise).toMatch(/where we could/);
  });
});
