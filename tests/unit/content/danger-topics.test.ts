// The list of articles whose topic names a danger (src/content/danger-topics.ts) and the articles'
// "Get help now" boxes: each listed article exists and has a box, and each article with a box is
// listed, so a new box without its line here (or a line without its box) fails.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../src/content/categories';
import { dangerTopics, type DangerTopic } from '../../../src/content/danger-topics';
import type { Category } from '../../../src/content/schemas';

const keyOf = (category: string, slug: string) => `${category}/${slug}`;

/** The articles of these categories that carry a Get-help box, as "category/slug". */
const withBoxes = (from: readonly Category[]) =>
  from.flatMap((category) => category.articles.filter((article) => article.getHelp).map((article) => keyOf(category.slug, article.slug)));

/** What is wrong between a danger list and the categories' boxes; empty when they agree. */
function mismatches(list: readonly DangerTopic[], from: readonly Category[]) {
  const listed: string[] = list.map((topic) => topic.article);
  const articles = new Map(from.flatMap((category) => category.articles.map((article) => [keyOf(category.slug, article.slug), article] as const)));
  const boxed = withBoxes(from);
  return {
    missing: listed.filter((key) => !articles.has(key)),
    withoutBox: listed.filter((key) => articles.has(key) && !articles.get(key)?.getHelp),
    unlisted: boxed.filter((key) => !listed.includes(key)),
    twice: listed.filter((key, i) => listed.indexOf(key) !== i),
  };
}

const none = { missing: [], withoutBox: [], unlisted: [], twice: [] };

describe('danger topics', () => {
  it('lists only articles that exist, each with its text file and a Get-help box', () => {
    const { missing, withoutBox } = mismatches(dangerTopics, categories);
    expect(missing).toEqual([]);
    expect(withoutBox).toEqual([]);
    for (const topic of dangerTopics) {
      const [category, slug] = topic.article.split('/');
      expect(existsSync(resolve('src/content/articles', `${category}`, `${slug}.md`)), topic.article).toBe(true);
    }
  });

  it('lists every article that has a Get-help box, once', () => {
    const { unlisted, twice } = mismatches(dangerTopics, categories);
    expect(unlisted).toEqual([]);
    expect(twice).toEqual([]);
  });

  it('gives each listed article a one-line reason', () => {
    for (const topic of dangerTopics) {
      expect(topic.danger, topic.article).toMatch(/^[A-Z][^\n]{9,140}\.$/);
    }
  });

  it('would catch a box added without its line, a line whose article has no box, and a line for a missing article', () => {
    // A list that agrees with today's boxes, whatever they are, so this test checks the check alone.
    const complete = withBoxes(categories).map((article) => ({ article, danger: 'A danger.' }) as DangerTopic);
    expect(mismatches(complete, categories)).toEqual(none);

    const diseases = categories.find((category) => category.slug === 'diseases');
    const allergies = diseases?.articles.find((article) => article.slug === 'understanding-allergies');
    if (!diseases || !allergies?.getHelp) throw new Error('the allergy article and its box are missing');
    const others = categories.filter((category) => category !== diseases);
    const withoutItsBox: Category = {
      ...diseases,
      articles: diseases.articles.map((article) => (article === allergies ? { ...article, getHelp: undefined } : article)),
    };

    // The box of a listed article taken away: the line no longer matches a box.
    expect(mismatches(complete, [withoutItsBox, ...others]).withoutBox).toEqual(['diseases/understanding-allergies']);
    // A line taken away: its article's box is now unlisted.
    const shorter = complete.filter((topic) => topic.article !== 'diseases/understanding-allergies');
    expect(mismatches(shorter, categories).unlisted).toEqual(['diseases/understanding-allergies']);
    // A line for an article that does not exist, and a line given twice.
    const extra: DangerTopic[] = [...complete, { article: 'diseases/no-such-article', danger: 'A made-up danger.' }, complete[0] as DangerTopic];
    expect(mismatches(extra, categories).missing).toEqual(['diseases/no-such-article']);
    expect(mismatches(extra, categories).twice).toEqual([complete[0]?.article]);
  });
});
