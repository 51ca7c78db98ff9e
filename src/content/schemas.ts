// Zod schemas for every piece of content. Product code imports only the inferred types
// (`import type`), so zod stays out of the bundle; the unit tests parse the data with these.
import { z } from 'zod';

export const categorySlugs = [
  'diseases',
  'body',
  'mental-health',
  'nutrition',
  'preventive-care',
  'careers',
] as const;

export const categorySlugSchema = z.enum(categorySlugs);
export type CategorySlug = z.infer<typeof categorySlugSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case slug');
const monthYear = z.string().regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);

/** An article without its body: what the category page and search need. */
export const articleMetaSchema = z.object({
  id: slug,
  slug,
  title: z.string().min(3).max(80),
  /** One short line under the title on the card. */
  tagline: z.string().min(10).max(120),
  /** The article's opening, one to three sentences, shown on the card. */
  summary: z.string().min(40).max(400),
  /** 'Adapted from …' naming a real public source. */
  attribution: z.string().startsWith('Adapted from '),
  updatedAt: monthYear.optional(),
  /** Lower-case words the search matches on. */
  tags: z.array(z.string().min(2).regex(/^[a-z0-9 -]+$/)).min(3).max(10),
});
export type ArticleMeta = z.infer<typeof articleMetaSchema>;

export const categorySchema = z.object({
  slug: categorySlugSchema,
  title: z.string(),
  subtitle: z.string().min(10),
  description: z.string().min(20).max(200),
  popularTopics: z.array(z.string()).length(5),
  emoji: z.string(),
  articles: z.array(articleMetaSchema).length(3),
});
export type Category = z.infer<typeof categorySchema>;

export const quizQuestionSchema = z
  .object({
    question: z.string().min(10),
    choices: z.tuple([z.string(), z.string(), z.string(), z.string()]),
    correctIndex: z.number().int().min(0).max(3),
    emoji: z.string().optional(),
    hint: z.string().min(10).optional(),
  })
  .refine((q) => new Set(q.choices).size === 4, 'choices must differ');
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.array(quizQuestionSchema).length(5);

export const navItemSchema = z.object({ name: z.string().min(2), path: z.string().startsWith('/') });
export type NavItem = z.infer<typeof navItemSchema>;

/** A partner link: external sites start with https://, the site's own start with /. */
export const partnerLinkSchema = z.object({
  name: z.string().min(2),
  url: z.string().regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/),
  org: z.string().optional(),
});
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

export const siteSchema = z.object({
  name: z.literal('HealthSprout'),
  tagline: z.string(),
  email: z.email(),
  founders: z.string().min(20),
  disclaimer: z.string().includes('not medical advice'),
  credit: z.string(),
  illustrationCredit: z.string(),
});

export const videoSchema = z.object({
  /** The YouTube video id, embedded privacy-enhanced only after a click. */
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  title: z.string().min(5),
  publisher: z.string().min(2),
  description: z.string().min(20).max(220),
});
export type Video = z.infer<typeof videoSchema>;
