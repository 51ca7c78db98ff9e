import { entriesUsedBy } from '../../content/article-bodies';
import type { Library } from '../../content/library';
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

/** Loads every article's text in the library's language (each its own small chunk) and works out the usage of its glossary. */
export async function loadGlossaryUsage(library: Library): Promise<GlossaryUsage> {
  const [entries, bodies] = await Promise.all([
    library.loadGlossary(),
    Promise.all(
      library.categories.flatMap((category) =>
        category.articles.map(async (article) => ({
          title: article.title,
          link: library.articleAddress(category.slug, article),
          body: await library.loadBody(category.slug, article),
        })),
      ),
    ),
  ]);
  return usageOf(bodies, entries);
}
