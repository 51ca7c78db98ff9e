import { articleAddress, categoryAddress } from '../../site-map.ts';
import type { Category, CategorySlug } from '../schemas';
import { diseases } from './diseases.ts';
import { body } from './body.ts';
import { mentalHealth } from './mental-health.ts';
import { nutrition } from './nutrition.ts';
import { preventiveCare } from './preventive-care.ts';
import { careers } from './careers.ts';

/** The six E-Library categories, in library order. */
export const categories: Category[] = [diseases, body, mentalHealth, nutrition, preventiveCare, careers];

/** The category with this slug, or undefined for an unknown one. */
export function findCategory(slug: string | undefined): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

/** A category's page (its address is the site map's). */
export function categoryLink(slug: CategorySlug): string {
  return categoryAddress(slug);
}

/** An article's page (its address is the site map's). */
export function articleLink(category: CategorySlug, articleSlug: string): string {
  return articleAddress(category, articleSlug);
}
