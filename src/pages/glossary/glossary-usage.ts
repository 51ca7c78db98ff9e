import { entriesUsedBy, loadArticleBody } from '../../content/article-bodies';
import { articleLink, categories } from '../../content/categories';
import type { GlossaryEntry } from '../../content/schemas';

/** An article that uses a glossary word. */
export interface ArticleUse {
  title: string;
  link: string;
}

/** For each glossary id, the articles whose marks use it, in library order. */
export type GlossaryUsage = Record<string, ArticleUse[]>;

/** Which articles use which words, from each article's text and its marks. */
export function usageOf(
  bodies: readonly { title: string; link: string; body: string | null }[],
  entries: readonly GlossaryEntry[],
): GlossaryUsage {
  const usage: GlossaryUsage = {};
  for (const { title, link, body } of bodies) {
    if (!body) continue;
    for (const entry of entriesUsedBy(body, entries)) (usage[entry.id] ??= []).push({ title, link });
  }
  return usage;
}

/** Loads every article's text (each its own small chunk) and works out the usage. */
export async function loadGlossaryUsage(entries: readonly GlossaryEntry[]): Promise<GlossaryUsage> {
  const bodies = await Promise.all(
    categories.flatMap((category) =>
      category.articles.map(async (article) => ({
        title: article.title,
        link: articleLink(category.slug, article.slug),
        body: await loadArticleBody(category.slug, article.slug),
      })),
    ),
  );
  return usageOf(bodies, entries);
}
