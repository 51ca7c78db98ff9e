// What the passport can hold, from the site's own content: each category's stamp rule (its three
// card articles, its quiz, its game) and every article it can count.
import { articleLink, categories } from '../../content/categories';
import { activities } from '../../games/registry';
import type { StampRule } from '../../passport/record';

/** How many of a category's articles its stamp asks for: the three on its page's cards. */
export const STAMP_ARTICLES = 3;

export const stampRules: readonly StampRule[] = categories.map((category) => ({
  category: category.slug,
  articles: category.articles.slice(0, STAMP_ARTICLES).map((article) => article.id),
  game: activities[category.slug].id,
}));

/** Every article the passport counts, with its category, title and address, in library order. */
export const passportArticles = categories.flatMap((category) =>
  category.articles.map((article) => ({ id: article.id, title: article.title, category: category.slug, link: articleLink(category.slug, article.slug) })),
);

/** A category's title and emoji, for its stamp. */
export const stampCategories = categories.map((category) => ({ slug: category.slug, title: category.title, emoji: category.emoji }));
