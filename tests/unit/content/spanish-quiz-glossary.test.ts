// The Spanish quizzes and glossary (src/content/es/, issue 37): each piece held to the schema its
// English twin is held to, each a twin of its English file (the same quiz answer keys, the same
// glossary ids), sorted in Spanish order, with no empty text. A twin that drifts fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentProblems } from '../../../src/content/check';
import { categorySlugs, glossaryEntrySchema, quizSchema } from '../../../src/content/schemas';
import type { CategorySlug, GlossaryEntry } from '../../../src/content/schemas';
import { findEntry, marksOf } from '../../../src/content/article-bodies';
import { quizzes as englishQuizzes } from '../../../src/content/quizzes';
import { glossary as englishGlossary } from '../../../src/content/glossary';
import { bodyGlossary as englishBody } from '../../../src/content/glossary/body';
import { careersGlossary as englishCareers } from '../../../src/content/glossary/careers';
import { diseasesGlossary as englishDiseases } from '../../../src/content/glossary/diseases';
import { mentalHealthGlossary as englishMentalHealth } from '../../../src/content/glossary/mental-health';
import { nutritionGlossary as englishNutrition } from '../../../src/content/glossary/nutrition';
import { preventiveCareGlossary as englishPreventiveCare } from '../../../src/content/glossary/preventive-care';
import { quizzes } from '../../../src/content/es/quizzes';
import { byTerm, glossary } from '../../../src/content/es/glossary';
import { bodyGlossary } from '../../../src/content/es/glossary/body';
import { careersGlossary } from '../../../src/content/es/glossary/careers';
import { diseasesGlossary } from '../../../src/content/es/glossary/diseases';
import { mentalHealthGlossary } from '../../../src/content/es/glossary/mental-health';
import { nutritionGlossary } from '../../../src/content/es/glossary/nutrition';
import { preventiveCareGlossary } from '../../../src/content/es/glossary/preventive-care';

/** Each category's glossary file in both languages. */
const glossaryFiles: Record<CategorySlug, { english: GlossaryEntry[]; spanish: GlossaryEntry[] }> = {
  diseases: { english: englishDiseases, spanish: diseasesGlossary },
  body: { english: englishBody, spanish: bodyGlossary },
  'mental-health': { english: englishMentalHealth, spanish: mentalHealthGlossary },
  nutrition: { english: englishNutrition, spanish: nutritionGlossary },
  'preventive-care': { english: englishPreventiveCare, spanish: preventiveCareGlossary },
  careers: { english: englishCareers, spanish: careersGlossary },
};

const lower = (words: string) => words.trim().toLowerCase();

/** Every string inside a value, with where it sits. */
function stringsIn(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  return [];
}

describe('Spanish quizzes and glossary against their schemas', () => {
  it('fit the schemas the English ones fit, through the same content check the build runs', () => {
    const pieces = [
      ...Object.entries(quizzes).map(([slug, quiz]) => ({ name: `the Spanish ${slug} quiz`, schema: quizSchema, value: quiz })),
      ...glossary.map((entry) => ({ name: `the Spanish glossary entry ${entry.id}`, schema: glossaryEntrySchema, value: entry })),
    ];
    expect(pieces).toHaveLength(categorySlugs.length + englishGlossary.length);
    expect(contentProblems(pieces)).toEqual([]);
  });

  it('keep the English pronunciation rules: a Spanish pronunciation with no capital, or with a stray mark, fails', () => {
    const entry = { id: 'ventricle', term: 'ventrículo', definition: 'Cada una de las dos cavidades de abajo del corazón.' };
    expect(glossaryEntrySchema.safeParse({ ...entry, pronunciation: 'ven-TRÍ-cu-lo' }).success).toBe(true);
    expect(glossaryEntrySchema.safeParse({ ...entry, pronunciation: 'pro-te-Í-na' }).success).toBe(true);
    expect(glossaryEntrySchema.safeParse({ ...entry, pronunciation: 'ven-trí-cu-lo' }).success).toBe(false);
    expect(glossaryEntrySchema.safeParse({ ...entry, pronunciation: 'ven-TRÍ-cu-lo.' }).success).toBe(false);
  });
});

describe('Spanish quizzes as twins of the English ones', () => {
  it('cover the same categories in the same order', () => {
    expect(Object.keys(quizzes)).toEqual(Object.keys(englishQuizzes));
    expect(Object.keys(quizzes)).toEqual([...categorySlugs]);
  });

  // A question has no id of its own: its place in the list is its id, so the same places must hold
  // the same answer keys, emoji and hints.
  it.each([...categorySlugs])('in %s keep every question in its place with the same answer key, emoji and hint', (slug) => {
    const english = englishQuizzes[slug];
    const spanish = quizzes[slug];
    expect(spanish).toHaveLength(english.length);
    expect(spanish.map((question) => question.correctIndex)).toEqual(english.map((question) => question.correctIndex));
    expect(spanish.map((question) => question.emoji)).toEqual(english.map((question) => question.emoji));
    expect(spanish.map((question) => question.hint !== undefined)).toEqual(english.map((question) => question.hint !== undefined));
  });

  it.each([...categorySlugs])('in %s are written in Spanish, not left in English', (slug) => {
    quizzes[slug].forEach((question, index) => {
      const english = englishQuizzes[slug][index];
      expect(question.question, `${slug} ${index + 1}`).not.toBe(english?.question);
      expect(question.explanation, `${slug} ${index + 1}`).not.toBe(english?.explanation);
      if (question.hint !== undefined) expect(question.hint, `${slug} ${index + 1}`).not.toBe(english?.hint);
    });
  });
});

describe('Spanish glossary as the twin of the English one', () => {
  it.each([...categorySlugs])('in %s has the same entry ids in the same order', (slug) => {
    const { english, spanish } = glossaryFiles[slug];
    expect(spanish.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
  });

  it('gathers every category file', () => {
    const all = Object.values(glossaryFiles).flatMap(({ spanish }) => spanish);
    expect(glossary).toHaveLength(all.length);
    expect(new Set(glossary.map((entry) => entry.id))).toEqual(new Set(all.map((entry) => entry.id)));
  });

  it('answers every entry id the English article bodies’ marks stand for', () => {
    const articles = 'src/content/articles';
    const ids = new Set<string>();
    for (const category of readdirSync(articles)) {
      for (const file of readdirSync(join(articles, category)).filter((name) => name.endsWith('.md'))) {
        for (const mark of marksOf(readFileSync(join(articles, category, file), 'utf8'))) {
          const id = findEntry(mark, englishGlossary)?.id;
          if (id) ids.add(id);
        }
      }
    }
    expect(ids.size).toBeGreaterThan(100);
    const spanishIds = new Set(glossary.map((entry) => entry.id));
    expect([...ids].filter((id) => !spanishIds.has(id))).toEqual([]);
  });

  it('has ids unique across the whole Spanish glossary', () => {
    const ids = glossary.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('gives every Spanish word (term or form) to one entry only, so a [[palabra]] mark is never ambiguous', () => {
    const owners = new Map<string, string[]>();
    for (const entry of glossary) {
      for (const word of new Set([entry.term, ...(entry.forms ?? [])].map(lower))) owners.set(word, [...(owners.get(word) ?? []), entry.id]);
    }
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it('explains each word in Spanish, with its own Spanish pronunciation', () => {
    const english = new Map(englishGlossary.map((entry) => [entry.id, entry]));
    for (const entry of glossary) {
      expect(entry.definition, entry.id).not.toBe(english.get(entry.id)?.definition);
      expect(entry.pronunciation, entry.id).not.toBe(english.get(entry.id)?.pronunciation);
    }
  });
});

describe('Spanish glossary order', () => {
  it('sorts the terms as Spanish does: case and accents ignored, ñ after n', () => {
    const terms = glossary.map((entry) => entry.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
  });

  it('sorts without a collator as a Spanish collator would, its terms being Spanish letters, spaces and hyphens', () => {
    // byTerm folds accents and case and keeps ñ apart; that is the collator's order only for such terms.
    for (const entry of glossary) expect(entry.term, entry.id).toMatch(/^[a-záéíóúüñ][a-záéíóúüñ -]*$/i);
    const collator = new Intl.Collator('es', { sensitivity: 'base' });
    const samples = ['ñu', 'Ñandú', 'nube', 'nz', 'oso', 'árbol', 'Abeja', 'a b', 'a-b', 'ab', 'pingüino', 'pinguino', 'caña', 'cana', 'canasta', 'chico', 'cielo', 'llama', 'luna', 'sueño', 'sueño REM', 'sueños', 'dióxido', 'dios'];
    for (const a of samples) for (const b of samples) expect(Math.sign(byTerm(a, b)), `${a} / ${b}`).toBe(Math.sign(collator.compare(a, b)));
  });
});

describe('Spanish quizzes and glossary text', () => {
  it('has no empty string anywhere', () => {
    const strings = [...stringsIn(quizzes, 'quizzes'), ...stringsIn(glossary, 'glossary')];
    expect(strings.length).toBeGreaterThan(1000);
    expect(strings.filter(({ text }) => text.trim() === '').map(({ path }) => path)).toEqual([]);
  });

  it('has no list left empty (a glossary entry without other forms leaves them out)', () => {
    for (const entry of glossary) if (entry.forms !== undefined) expect(entry.forms.length, entry.id).toBeGreaterThan(0);
  });
});
