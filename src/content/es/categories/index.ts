// The six E-Library categories in Spanish, in the English library order
// (src/content/categories/index.ts); each file is its English twin's Spanish words.
import type { Category } from '../../schemas';
import { diseases } from './diseases.ts';
import { body } from './body.ts';
import { mentalHealth } from './mental-health.ts';
import { nutrition } from './nutrition.ts';
import { preventiveCare } from './preventive-care.ts';
import { careers } from './careers.ts';

/** The six categories in Spanish, in library order. */
export const categories: Category[] = [diseases, body, mentalHealth, nutrition, preventiveCare, careers];
