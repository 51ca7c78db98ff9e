// A Spanish article is checked against the same public pages as its English twin. The list is taken
// from the English article rather than typed again: every page is written once under src/content
// (tests/unit/content/words-sources-help.test.ts holds the whole folder to it), and the two lists
// cannot drift apart. A Spanish file may add a Spanish-language page of a publisher the English
// list already cites, after the list it takes.
import type { Category, Source } from '../../schemas';

/** The sources of the English article with this id; a missing id is a typo, so it stops the import. */
export function sourcesOf(english: Category, articleId: string): Source[] {
  const article = english.articles.find((candidate) => candidate.id === articleId);
  if (!article) throw new Error(`The English ${english.slug} category has no article ${articleId}`);
  return article.sources;
}
