import type { GlossaryEntry } from '../schemas';
import { bodyGlossary } from './body.ts';
import { careersGlossary } from './careers.ts';
import { diseasesGlossary } from './diseases.ts';
import { mentalHealthGlossary } from './mental-health.ts';
import { nutritionGlossary } from './nutrition.ts';
import { preventiveCareGlossary } from './preventive-care.ts';

/** Every glossary entry on the site, sorted by term (A-Z, ignoring case and accents). */
export const glossary: readonly GlossaryEntry[] = [
  ...diseasesGlossary,
  ...bodyGlossary,
  ...mentalHealthGlossary,
  ...nutritionGlossary,
  ...preventiveCareGlossary,
  ...careersGlossary,
].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
