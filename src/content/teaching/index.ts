// Imported by the build's printables plugin too (through vite.config.ts), hence the full file names.
// The teacher guides, one per category (/teach/{category}), in library order.
import type { CategorySlug, TeacherGuide } from '../schemas';
import { bodyGuide } from './body.ts';
import { careersGuide } from './careers.ts';
import { diseasesGuide } from './diseases.ts';
import { mentalHealthGuide } from './mental-health.ts';
import { nutritionGuide } from './nutrition.ts';
import { preventiveCareGuide } from './preventive-care.ts';

export const teacherGuides: Record<CategorySlug, TeacherGuide> = {
  diseases: diseasesGuide,
  body: bodyGuide,
  'mental-health': mentalHealthGuide,
  nutrition: nutritionGuide,
  'preventive-care': preventiveCareGuide,
  careers: careersGuide,
};

export { teachLink } from './lesson.ts';
