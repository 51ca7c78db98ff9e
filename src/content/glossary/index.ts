import type { GlossaryEntry } from '../schemas';
import { bodyGlossary } from './body';
import { careersGlossary } from './careers';
import { diseasesGlossary } from './diseases';
import { mentalHealthGlossary } from './mental-health';
import { nutritionGlossary } from './nutrition';
import { preventiveCareGlossary } from './preventive-care';

/** Every glossary entry on the site, sorted by term (A-Z, ignoring case and accents). */
export const glossary: readonly GlossaryEntry[] = [
  ...diseasesGlossary,
  ...bodyGlossary,
  ...mentalHealthGlossary,
  ...nutritionGlossary,
  ...preventiveCareGlossary,
  ...careersGlossary,
].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
