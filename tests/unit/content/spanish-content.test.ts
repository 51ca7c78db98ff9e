// The Spanish categories, article bodies and help lines (src/content/es/, issue 37): each piece held
// to the schema its English twin is held to, each a twin of its English piece (the same articles in
// the same order, the same paragraphs, glossary words, sources and Get-help boxes), with no phone
// number in an article's words and no empty text. A twin that drifts fails here.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentProblems } from '../../../src/content/check';
import { articleMetaSchema, categorySchema, categorySlugs } from '../../../src/content/schemas';
import type { ArticleMeta, Category } from '../../../src/content/schemas';
import { findEntry, GO_DEEPER_LINE, marksOf, splitBody, stripMarks } from '../../../src/content/article-bodies';
import { categories as englishCategories } from '../../../src/content/categories';
import { glossary as englishGlossary } from '../../../src/content/glossary';
import * as englishLines from '../../../src/content/help-lines';
import { categories } from '../../../src/content/es/categories';
import { glossary } from '../../../src/content/es/glossary';
import * as lines from '../../../src/content/es/help-lines';

/** The line that starts a Spanish article's deeper part, where the English has `## Go deeper`. */
const DEEPER_LINE = '## Profundiza';

const englishBody = (category: string, id: string) => readFileSync(resolve('src/content/articles', category, `${id}.md`), 'utf8');
const spanishBodyPath = (category: string, id: string) => resolve('src/content/es/articles', category, `${id}.md`);
const spanishBody = (category: string, id: string) => readFileSync(spanishBodyPath(category, id), 'utf8');

/** A Spanish body split at its `## Profundiza` line, as splitBody splits an English one at `## Go deeper`. */
const splitSpanish = (text: string) => splitBody(text);

/** Each English article beside its Spanish twin (found by its place: the ids are held equal below). */
const pairs = englishCategories.flatMap((englishCategory, categoryIndex) =>
  englishCategory.articles.map((english, index) => ({
    category: englishCategory.slug,
    english,
    spanish: categories[categoryIndex]?.articles[index] as ArticleMeta,
  })),
);

/** Every string inside a value, with where it sits. */
function stringsIn(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  return [];
}

/** Every number a help line is reached on, in both languages, as bare digits ('9002020 10' is '900202010'). */
const lineNumbers = new Set(
  [englishLines, lines].flatMap((module) => [
    ...module.emergencyNumbers.map((line) => line.number),
    ...[...module.childHelplines, ...module.poisonLines, ...module.reportingRoutes].flatMap((line) => numbersIn(line.contact)),
  ]
    .map((number) => number.replace(/\D/g, ''))
    // "marca 2 para español" is a menu choice, not a line's number.
    .filter((digits) => digits.length >= 3)),
);

/** The runs of digits in a text, a run going on over single spaces, no-break spaces, dots and hyphens. */
function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[ \u00a0.-]\d+)*/g) ?? [];
}

/**
 * The phone numbers in a text: a help line's number, a number written with hyphens (1-800-222-1222),
 * or seven digits or more not grouped in thousands (900 20 20 10). A year or a count such as
 * "100 000" is not one.
 */
function phoneNumbersIn(text: string): string[] {
  return numbersIn(text).filter((run) => {
    const digits = run.replace(/\D/g, '');
    const groupedInThousands = /^\d{1,3}([ \u00a0.]\d{3})+$/.test(run);
    return lineNumbers.has(digits) || /\d-\d/.test(run) || (digits.length >= 7 && !groupedInThousands);
  });
}

describe('Spanish categories against their schemas', () => {
  it('fit the schema the English ones fit, through the same content check the build runs', () => {
    const pieces = categories.map((category) => ({ name: `the Spanish category ${category.slug}`, schema: categorySchema, value: category }));
    expect(pieces).toHaveLength(categorySlugs.length);
    expect(contentProblems(pieces)).toEqual([]);
  });

  it('take Spanish dates and attributions only whole: one language per article, and the English forms stay as strict', () => {
    const english = englishCategories[0]?.articles[0] as ArticleMeta;
    const spanish = categories[0]?.articles[0] as ArticleMeta;
    expect(spanish.lastChecked).toBe('noviembre de 2026');
    expect(articleMetaSchema.safeParse(english).success).toBe(true);
    expect(articleMetaSchema.safeParse(spanish).success).toBe(true);
    // Mixed: an English attribution with Spanish dates, or the other way round.
    expect(articleMetaSchema.safeParse({ ...english, lastChecked: 'noviembre de 2026', updatedAt: 'noviembre de 2026' }).success).toBe(false);
    expect(articleMetaSchema.safeParse({ ...spanish, lastChecked: 'November 2026', updatedAt: 'November 2026' }).success).toBe(false);
    expect(articleMetaSchema.safeParse({ ...spanish, updatedAt: 'November 2026' }).success).toBe(false);
    // Forms neither language writes.
    for (const date of ['noviembre 2026', 'Noviembre de 2026', 'november 2026', 'November de 2026']) {
      expect(articleMetaSchema.safeParse({ ...spanish, lastChecked: date, updatedAt: date }).success, date).toBe(false);
    }
    expect(articleMetaSchema.safeParse({ ...spanish, attribution: 'Comprobado por los NIH' }).success).toBe(false);
    expect(articleMetaSchema.safeParse({ ...spanish, attribution: 'Adaptado de KidsHealth' }).success).toBe(true);
  });
});

describe('Spanish categories as twins of the English ones', () => {
  it('hold the same six categories in the English library order, with the same emoji', () => {
    expect(categories.map((category) => category.slug)).toEqual(englishCategories.map((category) => category.slug));
    expect(categories.map((category) => category.emoji)).toEqual(englishCategories.map((category) => category.emoji));
  });

  it.each(englishCategories.map((category, index) => [category.slug, category, categories[index] as Category]))(
    'in %s hold the same article ids in the same order, in Spanish words',
    (_slug, english, spanish) => {
      expect(spanish.articles.map((article) => article.id)).toEqual(english.articles.map((article) => article.id));
      expect(spanish.title).not.toBe(english.title);
      expect(spanish.description).not.toBe(english.description);
    },
  );

  it('give every article a Spanish slug: lower-case ASCII words and hyphens, unique across the library', () => {
    const slugs = categories.flatMap((category) => category.articles.map((article) => article.slug));
    expect(slugs).toHaveLength(pairs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });
});

describe.each(pairs.map(({ category, english, spanish }) => [`${category}/${english.id}`, category, english, spanish] as const))(
  'article %s',
  (_name, category, english, spanish) => {
    it('is written in Spanish, not left in English', () => {
      for (const field of ['title', 'tagline', 'summary', 'attribution'] as const) expect(spanish[field], field).not.toBe(english[field]);
      expect(spanish.attribution).toMatch(/^(Comprobado con|Adaptado de) /);
    });

    it('names the same sources as the English, in the same order, and adds only other pages', () => {
      expect(spanish.sources.slice(0, english.sources.length)).toEqual(english.sources);
      const added = spanish.sources.slice(english.sources.length).map((source) => source.url);
      for (const url of added) expect(english.sources.map((source) => source.url)).not.toContain(url);
    });

    it('has the same Get-help box: the same kind, reporting routes flag and number of signs and steps, in Spanish', () => {
      expect(spanish.getHelp === undefined).toBe(english.getHelp === undefined);
      if (!english.getHelp || !spanish.getHelp) return;
      expect(spanish.getHelp.kind).toBe(english.getHelp.kind);
      expect(spanish.getHelp.reportingRoutes).toBe(english.getHelp.reportingRoutes);
      expect(spanish.getHelp.signs).toHaveLength(english.getHelp.signs.length);
      expect(spanish.getHelp.steps).toHaveLength(english.getHelp.steps.length);
      spanish.getHelp.signs.forEach((sign, index) => expect(sign).not.toBe(english.getHelp?.signs[index]));
      spanish.getHelp.steps.forEach((step, index) => expect(step).not.toBe(english.getHelp?.steps[index]));
      expect(spanish.getHelp.heading).not.toBe(english.getHelp.heading);
    });

    it('has a Spanish body with the same paragraphs before and after its one Profundiza line', () => {
      expect(existsSync(spanishBodyPath(category, english.id))).toBe(true);
      const text = spanishBody(category, english.id);
      const lines = text.split('\n').map((line) => line.trim());
      expect(lines.filter((line) => line === DEEPER_LINE)).toHaveLength(1);
      expect(lines.filter((line) => line === GO_DEEPER_LINE)).toEqual([]);
      const englishParts = splitBody(englishBody(category, english.id));
      const spanishParts = splitSpanish(text);
      expect(spanishParts.main).toHaveLength(englishParts.main.length);
      expect(spanishParts.deeper).toHaveLength(englishParts.deeper.length);
    });

    it('is plain paragraphs with no markup but [[marks]] and the Profundiza line', () => {
      const shown = stripMarks(spanishBody(category, english.id).replace(DEEPER_LINE, ''));
      expect(shown).not.toMatch(/^\s*(#|[-*] |\d+\. )/m);
      expect(shown).not.toMatch(/<[a-z]|\*\*|\]\(/i);
      // A broken or nested mark leaves brackets or a bar behind.
      expect(shown).not.toMatch(/[[\]|]/);
    });

    it('marks words the Spanish glossary explains: every mark resolves, standing for the same entries as the English marks', () => {
      const text = spanishBody(category, english.id);
      const unresolved = marksOf(text).filter((mark) => !findEntry(mark, glossary));
      expect(unresolved.map((mark) => (mark.id ? `${mark.text}|${mark.id}` : mark.text))).toEqual([]);
      const idsOf = (body: string, entries: typeof glossary) => [...new Set(marksOf(body).map((mark) => findEntry(mark, entries)?.id))].sort();
      expect(idsOf(text, glossary)).toEqual(idsOf(englishBody(category, english.id), englishGlossary));
    });

    it('gives no phone number in its words or its box: the numbers are the help lines’', () => {
      const texts = [spanishBody(category, english.id), spanish.title, spanish.tagline, spanish.summary, ...stringsIn(spanish.getHelp, 'getHelp').map(({ text }) => text)];
      expect(texts.flatMap(phoneNumbersIn)).toEqual([]);
    });
  },
);

describe('the phone-number finder', () => {
  it('finds a help line’s number, a hyphenated number and a long ungrouped one, and no count or year', () => {
    expect(phoneNumbersIn('Llama al 911 enseguida.')).toEqual(['911']);
    expect(phoneNumbersIn('o al 1-800-222-1222.')).toEqual(['1-800-222-1222']);
    expect(phoneNumbersIn('Llama al 900 20 20 10')).toEqual(['900 20 20 10']);
    expect(phoneNumbersIn('Llama al 116 111.')).toEqual(['116 111']);
    expect(phoneNumbersIn('Late más de 100 000 veces al día, desde 2024, unas 1440 veces por día.')).toEqual([]);
  });
});

describe('Spanish help lines', () => {
  it('keep the English file’s four lists, each line with every field the English line has', () => {
    for (const name of ['emergencyNumbers', 'childHelplines', 'poisonLines', 'reportingRoutes'] as const) {
      expect(lines[name].length, name).toBeGreaterThan(0);
      const fields = Object.keys(englishLines[name][0] ?? {}).sort();
      for (const line of lines[name]) expect(Object.keys(line).sort(), name).toEqual(fields);
    }
  });

  it('list the emergency numbers of the United States, Spain and Mexico', () => {
    expect(lines.emergencyNumbers.map((line) => line.number)).toEqual(['911', '112', '911']);
    for (const line of lines.emergencyNumbers) expect(line.number).toMatch(/^\d{3}$/);
    expect(lines.emergencyNumbers.map((line) => line.place.split(/ \(|: /)[0])).toEqual(['Estados Unidos', 'España y el resto de la Unión Europea', 'México']);
    // The box keys its rows by place.
    expect(new Set(lines.emergencyNumbers.map((line) => line.place)).size).toBe(lines.emergencyNumbers.length);
  });

  it('list 988’s Spanish service and Spain’s children’s lines, each with a way to reach it', () => {
    expect(lines.childHelplines.map((line) => line.name)).toEqual([
      '988 Suicide & Crisis Lifeline (en español)',
      'Teléfono ANAR de Ayuda a Niños y Adolescentes',
      'Línea de ayuda a la infancia 116 111',
    ]);
    expect(lines.childHelplines[0]?.contact).toMatch(/marca 2 para español/);
    for (const line of lines.childHelplines) expect(line.contact).toMatch(/\d/);
  });

  it('say "mensaje" or "chat" only for a line that takes texts or chats, and "Llama" for every line', () => {
    for (const line of lines.childHelplines) {
      expect(/\bmensaje\b/i.test(line.contact), line.name).toBe(line.ways.includes('text'));
      expect(/\bchat/i.test(line.contact), line.name).toBe(line.ways.includes('chat'));
      expect(line.contact, line.name).toMatch(/^Llama al /);
      expect(line.ways, line.name).toContain('call');
    }
  });

  it('list Poison Help with its interpreters, and only lines that were confirmed (none yet in Spain or Mexico)', () => {
    expect(lines.poisonLines).toEqual([expect.objectContaining({ place: 'Estados Unidos', contact: expect.stringContaining('1-800-222-1222') })]);
  });

  it('list where a child in Spain can get help with a sexual picture, each linking to an https page', () => {
    expect(lines.reportingRoutes.map((route) => route.name)).toEqual([
      'Canal prioritario (Agencia Española de Protección de Datos)',
      '017, Tu Ayuda en Ciberseguridad (INCIBE)',
    ]);
    for (const route of lines.reportingRoutes) {
      expect(route.purpose, route.name).toMatch(/^[A-ZÁÉÍÓÚÑ¿].{20,160}\.$/);
      expect(route.url, route.name).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}\//);
    }
  });
});

describe('no empty text', () => {
  it('in any Spanish category, article or help line', () => {
    const strings = [...stringsIn(categories, 'categories'), ...stringsIn({ ...lines }, 'help-lines')];
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.filter(({ text }) => text.trim() === '').map(({ path }) => path)).toEqual([]);
  });

  it('in any Spanish article body: each paragraph has words', () => {
    for (const { category, english } of pairs) {
      const text = spanishBody(category, english.id);
      const { main, deeper } = splitSpanish(text);
      for (const paragraph of [...main, ...deeper]) expect(stripMarks(paragraph).trim().length, `${category}/${english.id}`).toBeGreaterThan(20);
      // A mark never shows empty words.
      for (const mark of marksOf(text)) expect(mark.text.trim(), `${category}/${english.id}`).not.toBe('');
    }
  });
});
