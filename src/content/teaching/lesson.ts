// What the teacher pages and the printables read from a guide, worked out once.
import type { CategorySlug, TeacherGuide } from '../schemas';

/** The address of For Teachers, or of a category's guide. Here, not beside the guides, so a page that links to a guide does not download them all. */
export const teachLink = (category?: CategorySlug): string => (category ? `/teach/${category}` : '/teach');

/** The lesson's length: its steps' minutes added up. */
export const lessonMinutes = (guide: Pick<TeacherGuide, 'plan'>): number => guide.plan.reduce((sum, step) => sum + step.minutes, 0);

/** The printables' addresses (built by scripts/teaching/vite-plugin.ts). */
export const printableFiles = (category: CategorySlug) =>
  ({
    worksheet: `/teach/${category}-worksheet.pdf`,
    answerKey: `/teach/${category}-answer-key.pdf`,
    editable: `/teach/${category}-worksheet.docx`,
  }) as const;
