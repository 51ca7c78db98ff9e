import { categoryAddress, categoryOfSpanishSlug, routeForAddress, spanishArticleAddress, spanishCategoryAddress } from '../../site-map.ts';
import type { ArticleChange } from '../fact-checking.ts';
import { englishAddresses, type Library } from '../library.ts';
import { categories } from './categories/index.ts';
import { childHelplines, emergencyNumbers, poisonLines, reportingRoutes } from './help-lines.ts';

// The Spanish E-Library (src/content/library.ts): the Spanish categories and bodies, glossary and
// help lines, with each article's address in Spanish and its English twin's by the article's id.

/** The Spanish bodies, each its own chunk, loaded only on its page. */
const bodyFiles = import.meta.glob<string>('./articles/*/*.md', { query: '?raw', import: 'default' });

/** Every Spanish article is new in November 2026: its list of changes says so, and where it came from. */
const FIRST_PUBLISHED: readonly ArticleChange[] = [
  {
    when: 'noviembre de 2026',
    what: 'Publicado en español por primera vez, escrito a partir del artículo en inglés y con sus mismos datos comprobados.',
  },
];

export const library: Library = {
  categories,
  loadBody: async (category, article) => {
    const load = bodyFiles[`./articles/${category}/${article.id}.md`];
    return load ? (await load()).trim() : null;
  },
  loadGlossary: () => import('./glossary/index.ts').then(({ glossary }) => glossary),
  helpLines: { emergencyNumbers, childHelplines, poisonLines, reportingRoutes },
  changesOf: () => FIRST_PUBLISHED,
  findCategory: (slug) => categories.find((category) => category.slug === categoryOfSpanishSlug(slug)),
  // The English category page until its Spanish twin is in the site map.
  categoryAddress: (category) => (routeForAddress(spanishCategoryAddress(category)) ? spanishCategoryAddress(category) : categoryAddress(category)),
  articleAddress: (category, article) => spanishArticleAddress(category, article.slug),
  twinAddress: (category, article) => englishAddresses.articleAddress(category, { ...article, slug: article.id }),
};
