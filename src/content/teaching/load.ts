// Each teacher guide as its own chunk, for the pages: a page downloads the guide it shows, not all
// six (the build's printables read them all from ./index.ts).
import type { CategorySlug, TeacherGuide } from '../schemas';

const loaders: Record<CategorySlug, () => Promise<TeacherGuide>> = {
  diseases: () => import('./diseases').then((module) => module.diseasesGuide),
  body: () => import('./body').then((module) => module.bodyGuide),
  'mental-health': () => import('./mental-health').then((module) => module.mentalHealthGuide),
  nutrition: () => import('./nutrition').then((module) => module.nutritionGuide),
  'preventive-care': () => import('./preventive-care').then((module) => module.preventiveCareGuide),
  careers: () => import('./careers').then((module) => module.careersGuide),
};

/** The guide for `category`. */
export const loadTeacherGuide = (category: CategorySlug): Promise<TeacherGuide> => loaders[category]();
