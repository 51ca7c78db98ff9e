// Every piece of the site's content held to its schema (src/content/schemas.ts), in one list that
// the build checks before it builds anything (scripts/build.ts, its "content" step) and the tests
// check too (tests/unit/content/check.test.ts): a piece that does not fit stops the build with its
// name and what is wrong, instead of reaching a child as a page that breaks.
import type { z } from 'zod';
import { categories } from './categories/index.ts';
import { glossary } from './glossary/index.ts';
import { mainNavigation, teachersLink } from './navigation.ts';
import { partners } from './partners.ts';
import { quizzes } from './quizzes/index.ts';
import { categorySchema, glossaryEntrySchema, navItemSchema, partnerLinkSchema, quizSchema, siteSchema, teacherGuideSchema, videoSchema } from './schemas.ts';
import { site } from './site.ts';
import { teacherGuides } from './teaching/index.ts';
import { videos } from './videos.ts';

/** One piece of content, what it is called in a problem, and the schema it must fit. */
export interface ContentPiece {
  name: string;
  schema: z.ZodType;
  value: unknown;
}

/** Every piece of content with a schema. */
export function contentPieces(): ContentPiece[] {
  return [
    { name: 'the site settings', schema: siteSchema, value: site },
    ...[...mainNavigation, teachersLink].map((item) => ({ name: `the navigation link ${item.key}`, schema: navItemSchema, value: item })),
    ...partners.map((partner) => ({ name: `the partner link ${partner.name ?? partner.words}`, schema: partnerLinkSchema, value: partner })),
    ...categories.map((category) => ({ name: `the category ${category.slug}`, schema: categorySchema, value: category })),
    ...Object.entries(quizzes).map(([slug, quiz]) => ({ name: `the ${slug} quiz`, schema: quizSchema, value: quiz })),
    ...Object.entries(videos).flatMap(([slug, list]) => list.map((video, index) => ({ name: `the ${slug} video ${index + 1}`, schema: videoSchema, value: video }))),
    ...glossary.map((entry) => ({ name: `the glossary entry ${entry.id}`, schema: glossaryEntrySchema, value: entry })),
    ...Object.entries(teacherGuides).map(([slug, guide]) => ({ name: `the ${slug} teacher guide`, schema: teacherGuideSchema, value: guide })),
  ];
}

/** What is wrong with each piece that does not fit its schema: one line per problem, none when all fit. */
export function contentProblems(pieces: readonly ContentPiece[] = contentPieces()): string[] {
  return pieces.flatMap(({ name, schema, value }) => {
    const result = schema.safeParse(value);
    if (result.success) return [];
    return result.error.issues.map((issue) => `${name}: ${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
  });
}
