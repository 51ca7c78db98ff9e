// The teacher guides (issue 26): every part each guide must have, lesson minutes that add up,
// links only to what the site has, and curriculum statements held to the published lists.
import { describe, expect, it } from 'vitest';
import { categories } from '../../../src/content/categories';
import { categorySlugs, teacherGuideSchema } from '../../../src/content/schemas';
import { curriculumFrameworks, curriculumStatement, curriculumStatements } from '../../../src/content/teaching/curriculum';
import { teacherGuides } from '../../../src/content/teaching';
import { loadTeacherGuide } from '../../../src/content/teaching/load';
import { guides } from '../../../src/content/guides';
import { videos } from '../../../src/content/videos';
import { bodyGlossary } from '../../../src/content/glossary/body';
import { careersGlossary } from '../../../src/content/glossary/careers';
import { diseasesGlossary } from '../../../src/content/glossary/diseases';
import { mentalHealthGlossary } from '../../../src/content/glossary/mental-health';
import { nutritionGlossary } from '../../../src/content/glossary/nutrition';
import { preventiveCareGlossary } from '../../../src/content/glossary/preventive-care';

/**
 * The eight US National Health Education Standards as published in the second edition (2007), kept
 * here apart from the site's copy so that a changed word in either is caught
 * (docs/teaching/curriculum-sources.md names the pages they were read on).
 */
const NHES_2007 = [
  'Students will comprehend concepts related to health promotion and disease prevention to enhance health.',
  'Students will analyze the influence of family, peers, culture, media, technology, and other factors on health behaviors.',
  'Students will demonstrate the ability to access valid information, products, and services to enhance health.',
  'Students will demonstrate the ability to use interpersonal communication skills to enhance health and avoid or reduce health risks.',
  'Students will demonstrate the ability to use decision-making skills to enhance health.',
  'Students will demonstrate the ability to use goal-setting skills to enhance health.',
  'Students will demonstrate the ability to practice health-enhancing behaviors and avoid or reduce health risks.',
  'Students will demonstrate the ability to advocate for personal, family, and community health.',
];

/** England's published headings of statutory Health Education (2019 guidance), primary and secondary. */
const ENGLAND_HEADINGS = {
  'england-primary': ['Mental wellbeing', 'Internet safety and harms', 'Physical health and fitness', 'Healthy eating', 'Drugs, alcohol and tobacco', 'Health and prevention', 'Basic first aid', 'Changing adolescent body'],
  'england-secondary': ['Mental wellbeing', 'Internet safety and harms', 'Physical health and fitness', 'Healthy eating', 'Drugs, alcohol and tobacco', 'Health and prevention', 'Basic first aid', 'Changing adolescent body'],
} as const;

const glossaries = {
  diseases: diseasesGlossary,
  body: bodyGlossary,
  'mental-health': mentalHealthGlossary,
  nutrition: nutritionGlossary,
  'preventive-care': preventiveCareGlossary,
  careers: careersGlossary,
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the teacher guides', () => {
  it('are one per category, each checked by its schema', () => {
    expect(Object.keys(teacherGuides).sort()).toEqual([...categorySlugs].sort());
    for (const [slug, guide] of Object.entries(teacherGuides)) {
      const parsed = teacherGuideSchema.safeParse(guide);
      expect(parsed.success, `${slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(guide.category).toBe(slug);
    }
  });

  it('say how to adapt for each age group without repeating the ages the page heads them with', () => {
    const guide = teacherGuides.body;
    expect(teacherGuideSchema.safeParse(guide).success).toBe(true);
    for (const repeat of ['Ages 8-10: keep to the big ideas and name the organs, and pause the video after each room.', 'For ages 8 to 10, keep to the big ideas and name the organs, and pause the video often.']) {
      expect(teacherGuideSchema.safeParse({ ...guide, ages: { ...guide.ages, younger: repeat } }).success, repeat).toBe(false);
    }
  });

  for (const [slug, guide] of Object.entries(teacherGuides)) {
    describe(slug, () => {
      const category = categories.find((c) => c.slug === slug);
      const plan = teacherGuideSchema.parse(guide).plan;
      const uses = plan.flatMap((step) => step.uses);

      it('has a lesson of 40 to 50 minutes whose steps add up', () => {
        const minutes = plan.reduce((sum, step) => sum + step.minutes, 0);
        expect(minutes).toBeGreaterThanOrEqual(40);
        expect(minutes).toBeLessThanOrEqual(50);
      });

      it('uses its articles, one of its videos, its game on the board and its quiz as a class quiz', () => {
        const articles = uses.flatMap((use) => (use.kind === 'article' ? [use.slug] : []));
        expect(articles.length).toBeGreaterThan(0);
        for (const article of articles) expect(category?.articles.map((a) => a.slug), article).toContain(article);
        const shown = videos[guide.category].map((video) => video.youtubeId);
        const used = uses.flatMap((use) => (use.kind === 'video' ? [use.youtubeId] : []));
        expect(used.length).toBeGreaterThan(0);
        for (const id of used) expect(shown).toContain(id);
        expect(uses.some((use) => use.kind === 'game')).toBe(true);
        expect(uses.some((use) => use.kind === 'class-quiz')).toBe(true);
        for (const use of uses) if (use.kind === 'guide') expect(guides.map((g) => g.slug)).toContain(use.slug);
      });

      it('has goals, five questions, an activity without screens, misconceptions with facts and a refresher of 150 to 300 words with sources', () => {
        expect(guide.goals.length).toBeGreaterThanOrEqual(3);
        expect(guide.discussion).toHaveLength(5);
        expect(guide.activity.steps.length).toBeGreaterThanOrEqual(2);
        expect(guide.misconceptions.length).toBeGreaterThanOrEqual(3);
        const refresher = words(guide.refresher.paragraphs.join(' '));
        expect(refresher).toBeGreaterThanOrEqual(150);
        expect(refresher).toBeLessThanOrEqual(300);
        expect(guide.refresher.sources.length).toBeGreaterThanOrEqual(2);
        expect(guide.lastChecked).toMatch(/^[A-Z][a-z]+ 20\d\d$/);
      });

      it('asks only for glossary words of its own category on the worksheet', () => {
        const ids = glossaries[guide.category].map((entry) => entry.id);
        for (const word of guide.worksheetWords) expect(ids, word).toContain(word);
      });

      it('links to curriculum statements that exist, in the US standards and England’s, never twice', () => {
        expect(new Set(guide.curriculum).size).toBe(guide.curriculum.length);
        for (const id of guide.curriculum) expect(curriculumStatement(id), id).toBeDefined();
        expect(guide.curriculum.some((id) => id.startsWith('nhes-'))).toBe(true);
        expect(guide.curriculum.some((id) => id.startsWith('england-'))).toBe(true);
      });
    });
  }

  it('carry notes for the sensitive topics: mental health with the helplines, allergies, and food without weight talk', () => {
    expect(teacherGuides['mental-health'].sensitive?.helplines).toBe(true);
    expect(teacherGuides.diseases.sensitive?.points.join(' ')).toMatch(/allerg/i);
    expect(teacherGuides.nutrition.sensitive?.points.join(' ')).toMatch(/weight/i);
  });
});

describe('the curriculum lists', () => {
  it('hold the eight US standards word for word as published (2007), and say which edition', () => {
    const nhes = curriculumStatements.filter((statement) => statement.framework === 'nhes');
    expect(nhes.map((statement) => statement.text)).toEqual(NHES_2007);
    expect(nhes.map((statement) => statement.id)).toEqual(NHES_2007.map((_, index) => `nhes-${index + 1}`));
    expect(curriculumFrameworks.nhes.version).toMatch(/2007/);
  });

  it('hold England’s statements under its published headings, each id once, and say which version', () => {
    const ids = curriculumStatements.map((statement) => statement.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const statement of curriculumStatements) {
      if (statement.framework === 'nhes') continue;
      expect(ENGLAND_HEADINGS[statement.framework], statement.id).toContain(statement.heading);
      expect(statement.text.length).toBeGreaterThan(15);
    }
    expect(curriculumFrameworks['england-primary'].version).toMatch(/20\d\d/);
  });
});

describe('each guide as its own chunk', () => {
  it('loads the very guide the printables read, for every category', async () => {
    for (const [slug, guide] of Object.entries(teacherGuides)) {
      expect(await loadTeacherGuide(slug as keyof typeof teacherGuides)).toBe(guide);
    }
  });
});
