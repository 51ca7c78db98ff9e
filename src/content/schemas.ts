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
/** A month and year: 'November 2026' in English, 'noviembre de 2026' in Spanish (Spanish puts «de» before the year). */
const englishMonthYear = /^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/;
const spanishMonthYear = /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de 20\d\d$/;
const monthYear = z
  .string()
  .refine((text) => englishMonthYear.test(text) || spanishMonthYear.test(text), "a month and year: 'November 2026' or 'noviembre de 2026'");

/** A public page an article's facts were checked against. */
export const sourceSchema = z.object({
  title: z.string().min(3).max(160),
  publisher: z.string().min(2).max(80),
  url: z.string().regex(/^https:\/\/[^\s]+$/, 'https URL'),
});
export type Source = z.infer<typeof sourceSchema>;

/** The "Get help now" box near the top of an article that names warning signs or a crisis. */
export const getHelpSchema = z
  .object({
    /**
     * emergency: the box lists the emergency numbers; talk: the children's helplines; poison: the
     * poison centres, then the emergency numbers for someone who cannot stay awake or breathe well.
     */
    kind: z.enum(['emergency', 'talk', 'poison']),
    heading: z.string().min(10).max(80),
    signs: z.array(z.string().min(3).max(120)).min(2).max(6),
    steps: z.array(z.string().min(5).max(160)).min(1).max(4),
    /**
     * A talk box only: also list where to report someone who asks for, sends or threatens to share
     * a sexual picture (`reportingRoutes` in help-lines.ts), above the helplines.
     */
    reportingRoutes: z.boolean().optional(),
  })
  .refine((help) => !help.reportingRoutes || help.kind === 'talk', {
    message: 'only a talk box lists the reporting routes',
    path: ['reportingRoutes'],
  });
export type GetHelp = z.infer<typeof getHelpSchema>;

/** An article without its body: what the category page and search need. */
export const articleMetaSchema = z.object({
  id: slug,
  slug,
  title: z.string().min(3).max(80),
  /** One short line under the title on the card. */
  tagline: z.string().min(10).max(120),
  /** The article's opening, one to three sentences, shown on the card. */
  summary: z.string().min(40).max(400),
  /**
   * 'Checked against …' naming the public sources the facts were checked against, or 'Adapted from …'
   * only where the text really follows one (docs/decisions.md, "Articles are our own words"); in
   * Spanish, 'Comprobado con …' or 'Adaptado de …'.
   */
  attribution: z
    .string()
    .regex(
      /^(Checked against|Adapted from|Comprobado con|Adaptado de) \S/,
      "starts with 'Checked against ' or 'Adapted from ' (in Spanish, 'Comprobado con ' or 'Adaptado de ')",
    ),
  updatedAt: monthYear.optional(),
  /**
   * 2 to 15 public pages the facts were checked against: every fact has two of them
   * (docs/fact-checks/README.md), so an article with many kinds of fact needs more pages.
   */
  sources: z.array(sourceSchema).min(2).max(15),
  /** Month and year the facts were last checked, e.g. 'November 2026' ('noviembre de 2026' in Spanish). */
  lastChecked: monthYear,
  getHelp: getHelpSchema.optional(),
  /** Lower-case words the search matches on. */
  tags: z.array(z.string().min(2).regex(/^[a-z0-9 -]+$/)).min(3).max(10),
}).refine(
  // An article is in one language: a Spanish attribution comes with Spanish dates and an English one
  // with English dates, so the patterns widened for Spanish let no English article mix the two.
  (article) => {
    const spanish = /^(Comprobado con|Adaptado de) /.test(article.attribution);
    return [article.lastChecked, article.updatedAt ?? article.lastChecked].every((date) => spanishMonthYear.test(date) === spanish);
  },
  { message: 'the attribution and the dates are in one language', path: ['lastChecked'] },
);
export type ArticleMeta = z.infer<typeof articleMetaSchema>;

export const categorySchema = z.object({
  slug: categorySlugSchema,
  title: z.string(),
  subtitle: z.string().min(10),
  description: z.string().min(20).max(200),
  popularTopics: z.array(z.string()).length(5),
  emoji: z.string(),
  /** The first three are the page's cards; any further ones are listed under More to read. */
  articles: z.array(articleMetaSchema).min(3),
});
export type Category = z.infer<typeof categorySchema>;

/** A hard word explained where it is used and on the glossary page (`src/content/glossary/`). */
export const glossaryEntrySchema = z.object({
  /** Kebab-case, unique across the whole site; also the anchor on /glossary. */
  id: slug,
  /** Lower case, except proper nouns. */
  term: z.string().min(2).max(40),
  /** Other spellings a `[[word]]` mark may use (plurals, verb forms), lower case. */
  forms: z.array(z.string().min(2)).optional(),
  /**
   * Simple respelling, stressed syllable in capitals, syllables joined by hyphens: 'DY-uh-fram'. A
   * Spanish entry cuts the Spanish word into its syllables and keeps its accents: 'ven-TRÍ-cu-lo',
   * 'pro-te-Í-na' (where the accented capital is the only capital).
   */
  pronunciation: z
    .string()
    .min(2)
    .max(60)
    .regex(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ' -]+$/, 'letters, hyphens and spaces only')
    .regex(/[A-ZÁÉÍÓÚÜÑ]/, 'the stressed syllable in capitals'),
  /** One plain sentence. */
  definition: z.string().min(20).max(160),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const quizQuestionSchema = z
  .object({
    question: z.string().min(10),
    choices: z.tuple([z.string(), z.string(), z.string(), z.string()]),
    correctIndex: z.number().int().min(0).max(3),
    emoji: z.string().optional(),
    hint: z.string().min(10).optional(),
    /** One sentence on why the right answer is right, shown after any answer. */
    explanation: z.string().min(20).max(200),
  })
  .refine((q) => new Set(q.choices).size === 4, 'choices must differ');
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.array(quizQuestionSchema).length(5);

/** A link of the header's or footer's menus: its words are the frame's (src/app/words.*.json, `nav` + the key's first letter in capitals). */
export const navItemSchema = z.object({ key: z.enum(['home', 'about', 'library', 'resources', 'contact', 'teachers', 'passport']), path: z.string().startsWith('/') });
export type NavItem = z.infer<typeof navItemSchema>;

/** A partner link: external sites start with https://, the site's own start with /. */
export const partnerLinkSchema = z.object({
  /** The site's name; a name that describes (and so is said in each language) is the frame's words instead. */
  name: z.string().min(2).optional(),
  url: z.string().regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/),
  org: z.string().optional(),
});
export type PartnerLink = z.infer<typeof partnerLinkSchema>;

/** The site's own settings; the words every page shows (the disclaimer, the credits) are the frame's, in each language (src/components/words.*.json). */
export const siteSchema = z.object({
  name: z.literal('HealthSprout'),
  email: z.email(),
});

export const videoSchema = z.object({
  /** The YouTube video id, embedded privacy-enhanced only after a click. */
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  title: z.string().min(5),
  publisher: z.string().min(2),
  description: z.string().min(20).max(220),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * One curriculum statement a teacher guide links to, by its id in `src/content/teaching/curriculum.ts`
 * (the published lists: the US National Health Education Standards and England's statutory Health
 * Education, with the version each was checked against).
 */
const curriculumId = z.string().regex(/^(nhes|england-primary|england-secondary|england-science)-[a-z0-9-]+$/);

/** What one step of a lesson uses from the site (the guide page links each to its page). */
export const lessonUseSchema = z.discriminatedUnion('kind', [
  /** One of this category's articles, by slug. */
  z.object({ kind: z.literal('article'), slug }),
  /**
   * One of this category's videos, by its YouTube id (`src/content/videos.ts`), with its running time
   * in seconds where a public source gives it (the guide's record names the source); the page shows it.
   */
  z.object({ kind: z.literal('video'), youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/), seconds: z.number().int().min(30).max(1800).optional() }),
  /** The category's game, played on the board. */
  z.object({ kind: z.literal('game') }),
  /** The category's quiz, played as a class quiz on the board. */
  z.object({ kind: z.literal('class-quiz') }),
  /** The category's worksheet (the printable made from the quiz and glossary). */
  z.object({ kind: z.literal('worksheet') }),
  /** A printable guide from the Guides page, by slug (`src/content/guides/`). */
  z.object({ kind: z.literal('guide'), slug }),
]);
export type LessonUse = z.infer<typeof lessonUseSchema>;

const sentence = (min: number, max: number) => z.string().min(min).max(max).regex(/[.?!)]$/, 'ends as a sentence');
/** How to adapt the lesson for one age group: what to do, not the ages the page heads it with. */
const adaptation = sentence(60, 400).refine((text) => !/^(for )?ages\b/i.test(text), 'starts with what to do, not the ages (the page names them)');

/** A lesson guide for teachers, one per category, shown at /teach/{category} (issue 26). */
export const teacherGuideSchema = z.object({
  category: categorySlugSchema,
  /** The page's heading, e.g. "Teaching the human body". */
  title: z.string().min(10).max(70),
  /** What the children will learn and do, in two or three sentences: the two-minute answer. */
  summary: sentence(80, 420),
  /** How to adapt the lesson for each age group; the page heads each with its ages, so the text does not repeat them. */
  ages: z.object({
    younger: adaptation,
    older: adaptation,
  }),
  /** 3 or 4 goals, each starting "Students will be able to". */
  goals: z.array(z.string().startsWith('Students will be able to ').max(200)).min(3).max(4),
  /**
   * The lesson, step by step: about 40 minutes, plus exactly one step marked optional (the page adds
   * them up, `lessonTime` in src/content/teaching/lesson.ts). `older` is how to run a step that leans
   * young with ages 11 to 14.
   */
  plan: z
    .array(
      z.object({
        minutes: z.number().int().min(2).max(20),
        title: z.string().min(3).max(60),
        what: sentence(40, 500),
        uses: z.array(lessonUseSchema).max(3).default([]),
        optional: z.boolean().default(false),
        older: sentence(40, 400).optional(),
      }),
    )
    .min(4)
    .max(8)
    .refine((steps) => steps.filter((step) => step.optional).length === 1, 'exactly one step is optional'),
  /** What the teacher needs beyond what the steps' uses already say (the page adds those: the board, A-D cards, the video's note, the worksheet). */
  materials: z.array(z.string().min(3).max(140)).min(1).max(6),
  /** Five questions to ask the class. */
  discussion: z.array(z.string().min(15).max(220).endsWith('?')).length(5),
  /** One activity without screens. */
  activity: z.object({
    title: z.string().min(5).max(60),
    minutes: z.number().int().min(5).max(30),
    materials: z.array(z.string().min(3).max(100)).min(1).max(6),
    steps: z.array(sentence(15, 300)).min(2).max(6),
    /** How to run it with ages 11 to 14, where it leans young. */
    older: sentence(40, 400).optional(),
  }),
  /** Common misconceptions, each with the fact. */
  misconceptions: z.array(z.object({ myth: z.string().min(10).max(160), fact: sentence(30, 400) })).min(3).max(6),
  /** Background for the teacher: 150-300 words in paragraphs, with the sources behind it. */
  refresher: z.object({
    paragraphs: z.array(sentence(80, 1200)).min(2).max(5),
    sources: z.array(sourceSchema).min(2).max(5),
  }),
  /** Notes for a sensitive topic (mental health, allergies, nutrition), where one applies. */
  sensitive: z
    .object({
      heading: z.string().min(10).max(80),
      points: z.array(sentence(30, 500)).min(2).max(8),
      /** Show the children's helplines (`src/content/help-lines.ts`) under the notes. */
      helplines: z.boolean().default(false),
    })
    .optional(),
  /** The glossary words (by id) the worksheet asks to match to their meanings: 5 or 6. */
  worksheetWords: z.array(slug).min(5).max(6),
  /** The worksheet's short writing or drawing task. */
  worksheetTask: sentence(30, 300),
  /** Two or three short written questions on the lesson's goals (not the quiz's), with what a good answer says for the answer key. */
  worksheetQuestions: z
    .array(z.object({ question: z.string().min(20).max(200).endsWith('?'), lookFor: sentence(20, 300) }))
    .min(2)
    .max(3),
  /** Articles for ages 11 to 14 to read further, by category (the guide's own if left out) and slug; each must exist. */
  furtherReading: z
    .array(z.object({ category: categorySlugSchema.optional(), slug, why: sentence(20, 200) }))
    .max(3)
    .default([]),
  /** Curriculum statements this lesson supports, by id (at least one US and one England). */
  curriculum: z.array(curriculumId).min(2).max(10),
  lastChecked: monthYear,
  sources: z.array(sourceSchema).min(2).max(8),
});
export type TeacherGuide = z.input<typeof teacherGuideSchema>;
