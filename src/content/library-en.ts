import { loadArticleBody } from './article-bodies.ts';
import { categories, findCategory } from './categories/index.ts';
import { articleChanges } from './fact-checking.ts';
import { childHelplines, emergencyNumbers, poisonLines, reportingRoutes } from './help-lines.ts';
import { SPANISH_ARTICLE_SLUGS } from './es/article-slugs.ts';
import { englishAddresses, spanishTwin, type Library } from './library.ts';

/** The English E-Library (src/content/library.ts). */
export const library: Library = {
  categories,
  loadBody: (category, article) => loadArticleBody(category, article.slug),
  loadGlossary: () => import('./glossary/index.ts').then(({ glossary }) => glossary),
  helpLines: { emergencyNumbers, childHelplines, poisonLines, reportingRoutes },
  changesOf: (category, article) => articleChanges[`${category}/${article.slug}`] ?? [],
  findCategory,
  ...englishAddresses,
  twinAddress: (category, article) => spanishTwin(SPANISH_ARTICLE_SLUGS, category, article.id),
};
