import type { GlossaryEntry } from '../schemas';
import { bodyGlossary } from './body.ts';
import { careersGlossary } from './careers.ts';
import { diseasesGlossary } from './diseases.ts';
import { mentalHealthGlossary } from './mental-health.ts';
import { nutritionGlossary } from './nutrition.ts';
import { preventiveCareGlossary } from './preventive-care.ts';

/**
 * How two terms sort: A-Z, ignoring case. The terms are plain English letters, spaces and hyphens
 * (a test holds that this gives the order an English collator gives); a collator itself would
 * start the browser's locale data on every article page, tens of milliseconds on a slow tablet.
 */
export const byTerm = (a: string, b: string): number => {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Every glossary entry on the site, sorted by term (A-Z, ignoring case). */
export const glossary: readonly GlossaryEntry[] = [
  ...diseasesGlossary,
  ...bodyGlossary,
  ...mentalHealthGlossary,
  ...nutritionGlossary,
  ...preventiveCareGlossary,
  ...careersGlossary,
].sort((a, b) => byTerm(a.term, b.term));
