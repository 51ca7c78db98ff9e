import type { Category, CategorySlug } from '../schemas';
import { diseases } from './diseases';
import { body } from './body';
import { mentalHealth } from './mental-health';
import { nutrition } from './nutrition';
import { preventiveCare } from './preventive-care';
import { careers } from './careers';

/** The six E-Library categories, in library order. */
export const categories: Category[] = [diseases, body, mentalHealth, nutrition, preventiveCare, careers];

/** The category with this slug, or undefined for an unknown one. */
export function findCategory(slug: string | undefined): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

export function categoryLink(slug: CategorySlug): string {
  return `/library/${slug}`;
}

export function articleLink(category: CategorySlug, articleSlug: string): string {
  return `/library/${category}/${articleSlug}`;
}
