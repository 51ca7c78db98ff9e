// The content pass's additions: the glossary and the marks that use it, each article's sources and
// Get-help box, the quiz explanations and the help lines (README, "How to fix or add an article").
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categorySlugs, getHelpSchema, glossaryEntrySchema, quizQuestionSchema, sourceSchema } from '../../../src/content/schemas';
import { categories } from '../../../src/content/categories';
import { quizzes } from '../../../src/content/quizzes';
import { byTerm, glossary } from '../../../src/content/glossary';
import { bodyGlossary } from '../../../src/content/glossary/body';
import { careersGlossary } from '../../../src/content/glossary/careers';
import { diseasesGlossary } from '../../../src/content/glossary/diseases';
import { mentalHealthGlossary } from '../../../src/content/glossary/mental-health';
import { nutritionGlossary } from '../../../src/content/glossary/nutrition';
import { preventiveCareGlossary } from '../../../src/content/glossary/preventive-care';
import { childHelplines, emergencyNumbers, poisonLines, reportingRoutes } from '../../../src/content/help-lines';
import { findEntry, marksOf, splitBody } from '../../../src/content/article-bodies';

const files = [diseasesGlossary, bodyGlossary, mentalHealthGlossary, nutritionGlossary, preventiveCareGlossary, careersGlossary];
const allArticles = categories.flatMap((category) => category.articles.map((article) => ({ category, article })));
const bodyOf = (category: string, slug: string) =>
  readFileSync(resolve('src/content/articles', category, `${slug}.md`), 'utf8');
const lower = (words: string) => words.trim().toLowerCase();

describe('glossary', () => {
  it('gathers every category file, sorted A-Z by term', () => {
    expect(glossary).toHaveLength(files.flat().length);
    const terms = glossary.map((entry) => entry.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('sorts without a collator as an English collator would, its terms being plain letters, spaces and hyphens', () => {
    // byTerm compares lower-cased text; that is the collator's order only for such terms.
    for (const entry of glossary) expect(entry.term, entry.id).toMatch(/^[A-Za-z][A-Za-z -]*$/);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const samples = ['Heartbeat', 'heart rate', 'Heart', 'x-ray', 'X ray', 'Xylem', 'blood', 'Blood-brain'];
    for (const a of samples) for (const b of samples) expect(Math.sign(byTerm(a, b)), `${a} / ${b}`).toBe(Math.sign(collator.compare(a, b)));
  });

  it('has only valid entries', () => {
    for (const entry of glossary) expect(glossaryEntrySchema.safeParse(entry).error?.issues ?? [], entry.id).toEqual([]);
  });

  it('has ids unique across the whole site', () => {
    const ids = glossary.map((entry) => entry.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every word (term or form) to one entry only, so a [[word]] mark is never ambiguous', () => {
    const owners = new Map<string, string[]>();
    for (const entry of glossary) {
      for (const word of new Set([entry.term, ...(entry.forms ?? [])].map(lower))) {
        owners.set(word, [...(owners.get(word) ?? []), entry.id]);
      }
    }
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });
});

describe.each(allArticles.map(({ category, article }) => [`${category.slug}/${article.slug}`, category.slug, article]))(
  'article %s',
  (_name, category, article) => {
    const text = bodyOf(category, article.slug);

    it('has only marks that a glossary entry answers', () => {
      const unresolved = marksOf(text).filter((mark) => !findEntry(mark, glossary));
      expect(unresolved.map((mark) => (mark.id ? `${mark.text}|${mark.id}` : mark.text))).toEqual([]);
    });

    it('marks a word the first time it is used only (Go deeper only marks words the main text does not)', () => {
      const { main, deeper } = splitBody(text);
      const idsIn = (paragraphs: string[]) =>
        paragraphs.flatMap((paragraph) => marksOf(paragraph).map((mark) => findEntry(mark, glossary)?.id ?? `?${mark.text}`));
      const inMain = idsIn(main);
      const inDeeper = idsIn(deeper);
      expect(inMain.filter((id, i) => inMain.indexOf(id) !== i)).toEqual([]);
      expect(inDeeper.filter((id, i) => inDeeper.indexOf(id) !== i || inMain.includes(id))).toEqual([]);
    });

    it('names 2-15 public https pages it was checked against, and when', () => {
      expect(article.sources.length).toBeGreaterThanOrEqual(2);
      expect(article.sources.length).toBeLessThanOrEqual(15);
      for (const source of article.sources) {
        expect(sourceSchema.parse(source).url).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}(\/|$)/);
      }
      expect(new Set(article.sources.map((source) => source.url)).size).toBe(article.sources.length);
      expect(article.lastChecked).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
    });
  },
);

it.each(allArticles.filter(({ article }) => article.getHelp).map(({ category, article }) => [`${category.slug}/${article.slug}`, article.getHelp]))(
  'article %s has a Get-help box its schema accepts',
  (_name, getHelp) => {
    expect(getHelpSchema.safeParse(getHelp).success).toBe(true);
  },
);

describe('Get-help boxes', () => {
  it('stand at the top of the allergy article, with the emergency numbers', () => {
    const allergies = categories.find((c) => c.slug === 'diseases')?.articles.find((a) => a.slug === 'understanding-allergies');
    expect(allergies?.getHelp?.kind).toBe('emergency');
  });

  it('list the reporting routes only in the online-safety article’s talk box', () => {
    const withRoutes = allArticles.filter(({ article }) => article.getHelp?.reportingRoutes).map(({ category, article }) => `${category.slug}/${article.slug}`);
    expect(withRoutes).toEqual(['mental-health/staying-well-online']);
    const base = { heading: 'Reach out for help if you notice these signs', signs: ['One sign', 'Another sign'], steps: ['Tell a trusted adult.'] };
    expect(getHelpSchema.safeParse({ ...base, kind: 'talk', reportingRoutes: true }).success).toBe(true);
    expect(getHelpSchema.safeParse({ ...base, kind: 'emergency', reportingRoutes: true }).success).toBe(false);
  });

  it('never tell a reader of the online-safety article to show or keep screenshots, and say what to do about a sexual picture', () => {
    const online = categories.find((c) => c.slug === 'mental-health')?.articles.find((a) => a.slug === 'staying-well-online');
    const steps = online?.getHelp?.steps.join(' ') ?? '';
    expect(steps).not.toMatch(/show (them )?your screenshots/i);
    for (const advice of [/don’t send/, /don’t pay/, /Stop replying/, /block and report/, /not in trouble/, /never your fault/, /Never copy, screenshot or forward a sexual picture of anyone under 18/, /username/, /don’t delete/]) {
      expect(steps).toMatch(advice);
    }
  });
});

describe('quiz questions', () => {
  it.each([...categorySlugs])('in %s each explain why the right answer is right', (slug) => {
    for (const question of quizzes[slug]) {
      expect(quizQuestionSchema.parse(question).explanation.length).toBeGreaterThanOrEqual(20);
      expect(question.explanation.length).toBeLessThanOrEqual(200);
    }
  });
});

describe('help lines', () => {
  it('list the emergency numbers of several countries', () => {
    expect(emergencyNumbers.length).toBeGreaterThanOrEqual(3);
    for (const line of emergencyNumbers) {
      expect(line.place.trim()).not.toBe('');
      expect(line.number).toMatch(/^\d{3}$/);
    }
    expect(emergencyNumbers.map((line) => line.number)).toEqual(expect.arrayContaining(['911', '999', '112']));
  });

  it('list children’s helplines, each with a name, a place and a way to reach it', () => {
    expect(childHelplines.length).toBeGreaterThanOrEqual(3);
    for (const line of childHelplines) {
      expect(line.name.trim()).not.toBe('');
      expect(line.place.trim()).not.toBe('');
      expect(line.contact).toMatch(/\d/);
    }
    expect(new Set(childHelplines.map((line) => line.name)).size).toBe(childHelplines.length);
  });

  it('include the European child helpline 116 111 beside 988, Childline, Kids Help Phone and Kids Helpline', () => {
    expect(childHelplines.map((line) => line.contact).join(' ')).toMatch(/116 111/);
    expect(childHelplines.map((line) => line.name)).toEqual(expect.arrayContaining(['988 Suicide & Crisis Lifeline', 'Childline', 'Kids Help Phone', 'Kids Helpline']));
  });

  it('say "text" or "chat" only for a line that takes texts or chats', () => {
    for (const line of childHelplines) {
      expect(/\btext\b/i.test(line.contact), line.name).toBe(line.ways.includes('text'));
      expect(/\bchat\b/i.test(line.contact), line.name).toBe(line.ways.includes('chat'));
      expect(line.ways, line.name).toContain('call');
    }
  });

  it('list where to report a sexual picture or a threat: CEOP and Report Remove (UK), Take It Down and the CyberTipline (NCMEC)', () => {
    expect(reportingRoutes.map((route) => route.name)).toEqual([
      'CEOP Safety Centre (National Crime Agency)',
      'Report Remove (Childline and the Internet Watch Foundation)',
      'Take It Down (NCMEC)',
      'CyberTipline (NCMEC)',
    ]);
    for (const route of reportingRoutes) {
      expect(route.place.trim(), route.name).not.toBe('');
      expect(route.purpose, route.name).toMatch(/^[A-Z].{20,140}\.$/);
      expect(route.url, route.name).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}\//);
      // The contact is what a reader would do: a web address to go to (and a number, where there is one).
      expect(route.contact, route.name).toMatch(/^(Report at|Use) .*\b[a-z]+\.(org|uk)\b/i);
    }
    expect(reportingRoutes.find((route) => route.name.startsWith('CyberTipline'))?.contact).toBe('Report at CyberTipline.org or call 1-800-843-5678');
  });

  it('list Poison Help (US) and NHS 111 (UK) among the poison lines', () => {
    expect(poisonLines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Poison Help', contact: expect.stringContaining('1-800-222-1222') }),
        expect.objectContaining({ name: 'NHS 111', contact: 'Call 111' }),
      ]),
    );
  });
});

describe('sources', () => {
  it('writes each public page once under src/content: a page cited in several places is named from src/content/sources.ts', () => {
    // A copy typed twice drifts (a title or publisher changed in one place only), so every https
    // address appears once across all the content files together, wherever it is cited.
    const contentFiles = readdirSync('src/content', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const filesOf = new Map<string, string[]>();
    for (const file of contentFiles) {
      for (const [url] of readFileSync(join('src/content', file), 'utf8').matchAll(/https:\/\/[^'"`\s)]+/g)) {
        filesOf.set(url, [...(filesOf.get(url) ?? []), file]);
      }
    }
    expect(contentFiles).toContain('sources.ts');
    expect(filesOf.size).toBeGreaterThan(100);
    const repeated = [...filesOf].filter(([, files]) => files.length > 1).map(([url, files]) => `${url} in ${files.join(', ')}`);
    expect(repeated, 'write each of these once in src/content/sources.ts and cite it by name').toEqual([]);
  });
});
