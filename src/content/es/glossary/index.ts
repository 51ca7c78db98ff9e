import type { GlossaryEntry } from '../../schemas';
import { bodyGlossary } from './body.ts';
import { careersGlossary } from './careers.ts';
import { diseasesGlossary } from './diseases.ts';
import { mentalHealthGlossary } from './mental-health.ts';
import { nutritionGlossary } from './nutrition.ts';
import { preventiveCareGlossary } from './preventive-care.ts';

/**
 * A term as Spanish alphabetical order reads it: case and accents ignored (á is a, ü is u), but ñ
 * kept as its own letter after n (written as n and a character above every letter, so "nz" comes
 * before "ña" and "ñu" before "o").
 */
const sortKey = (term: string): string =>
  term.normalize('NFC').toLowerCase().replace(/ñ/g, 'n\u007f').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * How two Spanish terms sort: in Spanish order, ignoring case and accents. The terms are Spanish
 * letters, spaces and hyphens (a test holds that this gives the order a Spanish collator gives); a
 * collator itself would start the browser's locale data on every article page, as the English
 * glossary's byTerm explains.
 */
export const byTerm = (a: string, b: string): number => {
  const [left, right] = [sortKey(a), sortKey(b)];
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Every Spanish glossary entry, sorted by term in Spanish order (ignoring case and accents). */
export const glossary: readonly GlossaryEntry[] = [
  ...diseasesGlossary,
  ...bodyGlossary,
  ...mentalHealthGlossary,
  ...nutritionGlossary,
  ...preventiveCareGlossary,
  ...careersGlossary,
].sort((a, b) => byTerm(a.term, b.term));
