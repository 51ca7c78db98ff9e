import type { CategorySlug } from './schemas';
import { articleLink, categories } from './categories';

/** One searchable entry: an article, with its category (docs/product.md §3 "Search entry"). */
export interface SearchEntry {
  title: string;
  category: CategorySlug;
  categoryTitle: string;
  link: string;
  description: string;
  tags: string[];
}

/** One search entry per article, derived from the articles so they never drift apart. */
export const searchEntries: SearchEntry[] = categories.flatMap((category) =>
  category.articles.map((article) => ({
    title: article.title,
    category: category.slug,
    categoryTitle: category.title,
    link: articleLink(category.slug, article.slug),
    description: article.tagline,
    tags: article.tags,
  })),
);
