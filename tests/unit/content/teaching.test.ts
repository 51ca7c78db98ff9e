// The teacher guides (issue 26): every part each guide must have, lesson minutes that add up (about
// 40, one step optional), links only to what the site has, and curriculum statements held to the
// published lists.
import { describe, expect, it } from 'vitest';
import { categories } from '../../../src/content/categories';
import { categorySlugs, teacherGuideSchema } from '../../../src/content/schemas';
import { curriculumFrameworks, curriculumStatement, curriculumStatements } from '../../../src/content/teaching/curriculum';
import { teacherGuides } from '../../../src/content/teaching';
import { loadTeacherGuide } from '../../../src/content/teaching/load';
import { lessonTime, lessonTimeText, lessonsLengthText, runningTime } from '../../../src/content/teaching/lesson';
import { lessonMaterials, materialsForUses } from '../../../src/content/teaching/materials';
import { quizzes } from '../../../src/content/quizzes';
import { childHelplines } from '../../../src/content/help-lines';
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

/**
 * NHES (2007) performance indicators for grades 3-5 and 6-8, as CDC's per-standard pages and the
 * standards document print them (docs/teaching/curriculum-sources.md), kept apart from the site's copy.
 */
const NHES_INDICATORS: Record<string, string> = {
  'nhes-1-5-1': 'Describe the relationship between healthy behaviors and personal health.',
  'nhes-1-5-2': 'Identify examples of emotional, intellectual, physical, and social health.',
  'nhes-1-5-4': 'Describe ways to prevent common childhood injuries and health problems.',
  'nhes-1-8-1': 'Analyze the relationship between healthy behaviors and personal health.',
  'nhes-1-8-2': 'Describe the interrelationships of emotional, intellectual, physical, and social health in adolescence.',
  'nhes-1-8-5': 'Describe ways to reduce or prevent injuries and other adolescent health problems.',
  'nhes-7-5-1': 'Identify responsible personal health behaviors.',
  'nhes-7-5-2': 'Demonstrate a variety of healthy practices and behaviors to maintain or improve personal health.',
  'nhes-7-5-3': 'Demonstrate a variety of behaviors to avoid or reduce health risks.',
  'nhes-7-8-1': 'Explain the importance of assuming responsibility for personal health behaviors.',
  'nhes-7-8-2': 'Demonstrate healthy practices and behaviors that will maintain or improve the health of self and others.',
  'nhes-7-8-3': 'Demonstrate behaviors to avoid or reduce health risks to self and others.',
};

/** England's published headings of statutory Health Education (2019 guidance), primary and secondary, and of the science programme of study. */
const ENGLAND_HEADINGS = {
  'england-primary': ['Mental wellbeing', 'Internet safety and harms', 'Physical health and fitness', 'Healthy eating', 'Drugs, alcohol and tobacco', 'Health and prevention', 'Basic first aid', 'Changing adolescent body'],
  'england-secondary': ['Mental wellbeing', 'Internet safety and harms', 'Physical health and fitness', 'Healthy eating', 'Drugs, alcohol and tobacco', 'Health and prevention', 'Basic first aid', 'Changing adolescent body'],
  'england-science': ['Year 6: Animals, including humans'],
} as const;

/** A video step's least minutes: the video rounded up, a minute to set it up and one to talk after. */
const leastMinutesFor = (seconds: number) => Math.ceil(seconds / 60) + 2;

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
  // Each is held to its schema by the content check (tests/unit/content/check.test.ts).
  it('are one per category, each filed under its own', () => {
    expect(Object.keys(teacherGuides).sort()).toEqual([...categorySlugs].sort());
    for (const [slug, guide] of Object.entries(teacherGuides)) expect(guide.category).toBe(slug);
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

      it('plans about 40 minutes with exactly one optional step, at most 45 with it, and says the length its steps add up to', () => {
        const optional = plan.filter((step) => step.optional);
        expect(optional).toHaveLength(1);
        const core = plan.filter((step) => !step.optional).reduce((sum, step) => sum + step.minutes, 0);
        const extra = optional[0]?.minutes ?? 0;
        expect(core).toBeGreaterThanOrEqual(35);
        expect(core).toBeLessThanOrEqual(40);
        expect(core + extra).toBeLessThanOrEqual(45);
        const time = lessonTime(guide);
        expect(time).toEqual({ core, optional: extra, optionalStep: plan.indexOf(optional[0] as (typeof plan)[number]) + 1 });
        expect(lessonTimeText(time)).toBe(`About ${core} minutes (plus ${extra} optional)`);
      });

      it('gives a video step at least the video’s length, where the guide states it, plus time to set up and to talk', () => {
        for (const step of plan) {
          for (const use of step.uses) {
            if (use.kind === 'video' && use.seconds) expect(step.minutes, step.title).toBeGreaterThanOrEqual(leastMinutesFor(use.seconds));
          }
        }
      });

      it('lists what the lesson needs: the board and A-D cards for the quiz, the video note where there is a video, then its own', () => {
        const materials = lessonMaterials(guide);
        expect(materials).toContain(materialsForUses.board);
        expect(materials).toContain(materialsForUses['class-quiz']);
        expect(materials.includes(materialsForUses.video)).toBe(uses.some((use) => use.kind === 'video'));
        expect(materialsForUses.video).toMatch(/school filters/);
        for (const item of guide.materials) expect(materials).toContain(item);
      });

      it('asks worksheet questions on its goals, not the quiz again, each with what a good answer says', () => {
        const quiz = quizzes[guide.category].map((question) => question.question);
        expect(guide.worksheetQuestions.length).toBeGreaterThanOrEqual(2);
        for (const { question, lookFor } of guide.worksheetQuestions) {
          expect(quiz).not.toContain(question);
          expect(lookFor.length).toBeGreaterThan(20);
        }
      });

      it('points only to articles that exist for further reading', () => {
        for (const item of teacherGuideSchema.parse(guide).furtherReading) {
          const articles = categories.find((c) => c.slug === (item.category ?? guide.category))?.articles.map((a) => a.slug);
          expect(articles, item.slug).toContain(item.slug);
        }
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

  it('open the mental health lesson with a private check-in and ground rules that protect privacy, and follow up privately', () => {
    const guide = teacherGuides['mental-health'];
    const opening = guide.plan[0]?.what ?? '';
    expect(opening).not.toMatch(/thumb/i);
    expect(opening).toMatch(/folds it and hands it in/);
    expect(opening).toMatch(/never use names/);
    expect(opening).toMatch(/nobody has to share anything personal/);
    expect(opening).toMatch(/anyone can pass/);
    expect(opening).not.toMatch(/share only our own stories/);
    expect(guide.sensitive?.points.join(' ')).toMatch(/Follow up privately/);
  });

  it('tell the teacher of ages 8 to 10 what the help boxes say about suicide and how to answer a question about it', () => {
    const notes = teacherGuides['mental-health'].sensitive?.points.join(' ') ?? '';
    expect(notes).toMatch(/For ages 8 to 10/);
    expect(notes).toMatch(/not wanting to be alive/);
    expect(notes).toMatch(/Childline/);
    expect(notes).toMatch(/answer briefly and calmly/);
    expect(notes).toMatch(/Never talk about methods/);
    expect(notes).toMatch(/designated safeguarding lead the same day/);
  });

  it('quote the help box and the helplines in the note on suicide wording as the site shows them', () => {
    const signs = categories.find((c) => c.slug === 'mental-health')?.articles.find((a) => a.slug === 'understanding-your-feelings')?.getHelp?.signs ?? [];
    expect(signs.map((sign) => sign.toLowerCase())).toContain('thoughts of hurting yourself or of not wanting to be alive');
    const notes = teacherGuides['mental-health'].sensitive?.points.join(' ') ?? '';
    for (const name of ['988 Suicide & Crisis Lifeline', 'Childline']) {
      expect(childHelplines.map((line) => line.name)).toContain(name);
      expect(notes).toContain(name);
    }
  });

  it('say what radiographers do now instead of lead aprons, name both countries’ food groups, and write epinephrine as the site does', () => {
    const careers = JSON.stringify(teacherGuides.careers);
    expect(careers).not.toMatch(/which is why lead aprons are used/);
    expect(careers).toMatch(/radiographers keep the dose as low as possible/);
    const nutrition = JSON.stringify(teacherGuides.nutrition);
    expect(nutrition).toMatch(/fruits, vegetables, grains, protein foods and dairy/);
    expect(nutrition).toMatch(/fruit and vegetables; potatoes, bread, rice, pasta and other starchy carbohydrates; beans, pulses, fish, eggs, meat and other proteins; dairy and alternatives; oils and spreads/);
    expect(nutrition).not.toMatch(/auto-injector/);
    expect(nutrition).toMatch(/epinephrine \(a pen or a nasal spray\)/);
  });

  it('check the body video’s step against its length, 4:27', () => {
    const video = teacherGuides.body.plan.flatMap((step) => step.uses ?? []).find((use) => use.kind === 'video');
    expect(video?.kind === 'video' && video.seconds).toBe(267);
    expect(runningTime(267)).toBe('4:27');
  });

  it('sum up the lessons’ length for For Teachers from their steps', () => {
    const times = Object.values(teacherGuides).map((guide) => lessonTime(guide));
    expect(lessonsLengthText(times)).toBe('each about 40 minutes, plus one optional step');
    expect(lessonsLengthText([{ core: 44, optional: 0, optionalStep: 0 }])).toBe('each about 45 minutes');
  });

  it('link the body lesson’s anatomy to England’s science curriculum, and the heart’s emergency step to the CPR and defibrillator statements', () => {
    const ids = teacherGuides.body.curriculum;
    expect(ids).not.toContain('england-primary-physical-health-and-fitness-1');
    expect(ids).toContain('england-science-y6-animals-including-humans-1');
    expect(ids).toContain('england-secondary-basic-first-aid-2');
    expect(ids).toContain('england-secondary-basic-first-aid-3');
  });
});

describe('the curriculum lists', () => {
  it('hold the eight US standards word for word as published (2007), and say which edition', () => {
    const nhes = curriculumStatements.filter((statement) => /^nhes-\d$/.test(statement.id));
    expect(nhes.map((statement) => statement.text)).toEqual(NHES_2007);
    expect(nhes.map((statement) => statement.id)).toEqual(NHES_2007.map((_, index) => `nhes-${index + 1}`));
    expect(curriculumFrameworks.nhes.version).toMatch(/2007/);
  });

  it('hold the US performance indicators word for word, each under its grade band', () => {
    const indicators = curriculumStatements.filter((statement) => /^nhes-\d-\d-\d$/.test(statement.id));
    expect(Object.fromEntries(indicators.map((statement) => [statement.id, statement.text]))).toEqual(NHES_INDICATORS);
    for (const statement of indicators) {
      const [, standard, grade, n] = statement.id.split('-');
      expect(statement.heading).toBe(`Grades ${grade === '5' ? '3-5' : '6-8'}, indicator ${standard}.${grade}.${n}`);
    }
  });

  it('label England’s 2019 Health Education statements as replaced from September 2026', () => {
    for (const framework of ['england-primary', 'england-secondary'] as const) {
      expect(curriculumFrameworks[framework].name).toMatch(/RSHE 2019 \(replaced from September 2026\)/);
      expect(curriculumFrameworks[framework].note).toMatch(/15 July 2025/);
    }
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
