import { describe, expect, it } from 'vitest';
import { library as english } from '../../../src/content/library-en';
import { library as spanish } from '../../../src/content/es/library';
import { SPANISH_ARTICLE_SLUGS } from '../../../src/content/es/article-slugs';
import { splitBody } from '../../../src/content/article-bodies';

// Each language's E-Library as an article's page reads it (src/content/library.ts).

describe('the two libraries', () => {
  it('hold the same articles, each linked to its twin both ways', () => {
    for (const category of english.categories) {
      const twin = spanish.categories.find((other) => other.slug === category.slug);
      expect(twin, category.slug).toBeDefined();
      for (const article of category.articles) {
        const spanishArticle = twin?.articles.find((other) => other.id === article.id);
        expect(spanishArticle, article.id).toBeDefined();
        if (!spanishArticle) continue;
        expect(english.twinAddress(category.slug, article)).toBe(spanish.articleAddress(category.slug, spanishArticle));
        expect(spanish.twinAddress(category.slug, spanishArticle)).toBe(english.articleAddress(category.slug, article));
      }
    }
  });

  it('keep the table of Spanish slugs equal to the Spanish articles’ own', () => {
    const fromContent = Object.fromEntries(spanish.categories.flatMap((category) => category.articles.map((article) => [article.id, article.slug])));
    expect(SPANISH_ARTICLE_SLUGS).toEqual(fromContent);
  });

  it('find a category by the word in their own addresses only', () => {
    expect(english.findCategory('body')?.slug).toBe('body');
    expect(english.findCategory('cuerpo')).toBeUndefined();
    expect(spanish.findCategory('cuerpo')?.slug).toBe('body');
    expect(spanish.findCategory('salud-mental')?.title).toBe('Salud mental');
    expect(spanish.findCategory('body')).toBeUndefined();
    // The English category page until the Spanish one is in the site map.
    expect(spanish.categoryAddress('body')).toBe('/library/body');
  });

  it('load every Spanish body, split at Profundiza as the English splits at Go deeper', async () => {
    for (const category of spanish.categories) {
      for (const article of category.articles) {
        const body = await spanish.loadBody(category.slug, article);
        const englishBody = await english.loadBody(category.slug, english.findCategory(category.slug)?.articles.find((a) => a.id === article.id) ?? article);
        expect(body, article.id).not.toBeNull();
        expect(splitBody(body ?? '').deeper.length, article.id).toBe(splitBody(englishBody ?? '').deeper.length);
      }
    }
  });

  it('say in Spanish that each Spanish article is new, and keep the English lists of changes', () => {
    const heart = spanish.categories[1]?.articles[0];
    expect(heart && spanish.changesOf('body', heart)[0]?.what).toMatch(/^Publicado en español por primera vez/);
    const englishHeart = english.findCategory('body')?.articles[0];
    expect(englishHeart && english.changesOf('body', englishHeart).length).toBeGreaterThan(0);
  });

  it('list help lines that answer in each language, and the Spanish ones only those confirmed', () => {
    expect(english.helpLines.childHelplines.map((line) => line.name)).toContain('988 Suicide & Crisis Lifeline');
    expect(spanish.helpLines.emergencyNumbers.length).toBeGreaterThan(0);
    expect(spanish.helpLines.childHelplines.length).toBeGreaterThan(0);
  });
});
