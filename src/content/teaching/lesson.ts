// What the teacher pages and the printables read from a guide, worked out once.
import { teacherGuideAddress, teachingFileAddress } from '../../site-map.ts';
import type { CategorySlug, TeacherGuide } from '../schemas';

/** The address of For Teachers, or of a category's guide (the site map's). Here, not beside the guides, so a page that links to a guide does not download them all. */
export const teachLink = (category?: CategorySlug): string => teacherGuideAddress(category);

/**
 * Said on For Teachers and on every guide, as About says it of the articles: nobody with the
 * standing to review a lesson has reviewed these yet (docs/content-review-2026-11-27, C16).
 */
export const teachingNotReviewed =
  'Not yet reviewed: no teacher, designated safeguarding lead, school nurse or doctor has reviewed these lesson guides yet. Read a guide through before you teach it, and follow your school’s own policies.';

/** A lesson's length, from its steps: the steps every lesson runs, and the one optional step. */
export interface LessonTime {
  /** Minutes of the steps that are not optional. */
  core: number;
  /** Minutes of the optional step. */
  optional: number;
  /** The optional step's number in the plan, from 1. */
  optionalStep: number;
}

/** The lesson's length: its steps' minutes added up, the optional step apart. */
export function lessonTime(guide: Pick<TeacherGuide, 'plan'>): LessonTime {
  const index = guide.plan.findIndex((step) => step.optional);
  return {
    core: guide.plan.reduce((sum, step) => sum + (step.optional ? 0 : step.minutes), 0),
    optional: guide.plan[index]?.minutes ?? 0,
    optionalStep: index + 1,
  };
}

/** The length as the pages say it: "About 40 minutes (plus 5 optional)". */
export const lessonTimeText = ({ core, optional }: LessonTime): string => (optional ? `About ${core} minutes (plus ${optional} optional)` : `About ${core} minutes`);

/** What all the lessons' lengths share, for For Teachers: "each about 40 minutes, plus one optional step". */
export function lessonsLengthText(times: readonly LessonTime[]): string {
  const about = Math.round(Math.max(...times.map((time) => time.core)) / 5) * 5;
  return times.every((time) => time.optional > 0) ? `each about ${about} minutes, plus one optional step` : `each about ${about} minutes`;
}

/** A video's running time as the page shows it: 267 seconds is "4:27". */
export const runningTime = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The printables' addresses (the site map's; built by scripts/teaching/vite-plugin.ts). */
export const printableFiles = (category: CategorySlug) =>
  ({
    worksheet: teachingFileAddress(category, 'worksheet.pdf'),
    answerKey: teachingFileAddress(category, 'answer-key.pdf'),
    editable: teachingFileAddress(category, 'worksheet.docx'),
  }) as const;
