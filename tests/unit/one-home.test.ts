// A fact the site relies on is written once (docs/architecture.md, "One home for each fact"): these
// read the sources as text and fail when a route, a form's address, an age group or a limit is
// typed a second time somewhere the first one cannot reach.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ageGroupValues, NAME_MAX, SUGGESTION_MAX, SUGGESTION_MIN } from '../../src/forms/suggestion';
import { CONTACT_LIMITS } from '../../src/forms/contact';
import { siteMap } from '../../src/site-map';

// The benchmark's sample sends are measurement data, like the tests' own.
const code = ['src', 'server', 'scripts'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith('bench'))
    .map((file) => ({ file: join(dir, file), text: readFileSync(join(dir, file), 'utf8') })),
);
/** The code around the forms: what they show, check and answer (the articles may say "less than 100" of other things). */
const formCode = (file: string) => /^(src\/(forms|pages|components|app)|server)\//.test(file);

/** The files in which `literal` appears, and how often in all. */
function whereIs(literal: string | RegExp) {
  const found = code.flatMap(({ file, text }) => {
    const count = typeof literal === 'string' ? text.split(literal).length - 1 : (text.match(new RegExp(literal, 'g')) ?? []).length;
    return count > 0 ? [{ file, count }] : [];
  });
  return { files: found.map(({ file }) => file), count: found.reduce((sum, { count }) => sum + count, 0) };
}

describe('one home for each fact', () => {
  it('writes every route pattern once, in the site map', () => {
    for (const route of siteMap.filter(({ path }) => path.includes(':'))) {
      expect(whereIs(`'${route.path}'`), route.path).toEqual({ files: ['src/site-map.ts'], count: 1 });
    }
  });

  it('builds every link to a page with parameters, every file address and the download call in the site map', () => {
    // A template that starts a route's fixed part and fills in the rest (`/library/${slug}`),
    // a guide's or a printable's file, or the download call's address, written anywhere else.
    for (const start of ['/library/', '/resources/', '/teach/', '/guides/']) {
      expect(whereIs(new RegExp(`\`${start.replace(/\//g, '\\/')}\\$\\{`)).files, start).toEqual(['src/site-map.ts']);
    }
    expect(whereIs(/\/teach\/\$\{[^}]*\}-/).files).toEqual([]);
    expect(whereIs('download-resource').files).toEqual(['src/site-map.ts']);
  });

  it('turns an address into its file in one place', () => {
    expect(whereIs(/\.html`/).files).toEqual(['src/site-map.ts']);
  });

  it('writes each age group once, in the suggestion form’s module', () => {
    for (const group of ageGroupValues) {
      expect(whereIs(`'${group}'`), group).toEqual({ files: ['src/forms/suggestion.ts'], count: 1 });
    }
  });

  it('writes each form’s addresses once', () => {
    for (const address of ["'/api/suggestions'", "'/api/contact'"]) expect(whereIs(address).count, address).toBe(1);
  });

  it('never types a limit into a message beside its constant', () => {
    for (const limit of [NAME_MAX, SUGGESTION_MAX, SUGGESTION_MIN, ...Object.values(CONTACT_LIMITS)]) {
      const typed = whereIs(new RegExp(`(than|least) ${limit.toLocaleString('en-US')}`));
      expect(typed.files.filter(formCode), String(limit)).toEqual([]);
    }
  });

  it('holds the database to the same age groups as the form (server/migrations/001-forms.sql)', () => {
    const sql = readFileSync('server/migrations/001-forms.sql', 'utf8');
    const listed = /age_group IN \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    expect(listed.split(',').map((value) => value.trim().replace(/^'|'$/g, ''))).toEqual(ageGroupValues);
  });
});
