import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentPieces, contentProblems } from '../../../src/content/check';
import { categorySlugs } from '../../../src/content/schemas';

describe('the content check the build runs first', () => {
  it('finds every piece of content fitting its schema', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('holds every kind of content: the site, its links, the six categories, quizzes and teacher guides, the videos and the glossary', () => {
    const names = contentPieces().map((piece) => piece.name);
    for (const slug of categorySlugs) {
      for (const name of [`the category ${slug}`, `the ${slug} quiz`, `the ${slug} teacher guide`, `the ${slug} video 1`]) expect(names).toContain(name);
    }
    expect(names).toContain('the site settings');
    expect(names).toContain('the navigation link home');
    expect(names.filter((name) => name.startsWith('the glossary entry ')).length).toBeGreaterThan(40);
  });

  it('names the piece and the field of each problem', () => {
    const pieces = [
      { name: 'a good quiz', schema: z.object({ title: z.string() }), value: { title: 'Fine' } },
      { name: 'a broken quiz', schema: z.object({ title: z.string(), questions: z.array(z.string()).min(1) }), value: { title: 3, questions: [] } },
    ];
    const problems = contentProblems(pieces);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^a broken quiz: title: /);
    expect(problems[1]).toMatch(/^a broken quiz: questions: /);
  });
});
