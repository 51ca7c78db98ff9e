import { articleAddress, categoryAddress, spanishArticleAddress } from '../site-map.ts';
import type { ArticleChange } from './fact-checking.ts';
import type { ChildHelpline, EmergencyNumber, PoisonLine, ReportingRoute } from './help-lines.ts';
import type { ArticleMeta, Category, CategorySlug, GlossaryEntry } from './schemas';

// One language's E-Library as an article's page reads it: its categories and articles, the bodies,
// the glossary, the help lines its Get-help boxes list, each article's list of changes and its
// address, and the same article's address in the other language. English is
// src/content/library-en.ts, Spanish src/content/es/library.ts; a page's loader takes only its own
// language's (src/pages/article/article-page.tsx), so neither language ships with the other's pages.

/** The lines a Get-help box lists, in one language. */
export interface HelpLines {
  emergencyNumbers: readonly EmergencyNumber[];
  childHelplines: readonly ChildHelpline[];
  poisonLines: readonly PoisonLine[];
  reportingRoutes: readonly ReportingRoute[];
}

export interface Library {
  categories: readonly Category[];
  /** An article's text, or null when it has none. */
  loadBody: (category: CategorySlug, article: ArticleMeta) => Promise<string | null>;
  /** The whole glossary: its own chunk, fetched only to explain an article's marked words. */
  loadGlossary: () => Promise<readonly GlossaryEntry[]>;
  helpLines: HelpLines;
  /** The article's public list of changes, newest first. */
  changesOf: (category: CategorySlug, article: ArticleMeta) => readonly ArticleChange[];
  /** The category whose address word is `slug` (`body`; in Spanish `cuerpo`), or undefined. */
  findCategory: (slug: string | undefined) => Category | undefined;
  categoryAddress: (category: CategorySlug) => string;
  articleAddress: (category: CategorySlug, article: ArticleMeta) => string;
  /** The same article in the other language, or null while it has none. */
  twinAddress: (category: CategorySlug, article: ArticleMeta) => string | null;
}

/** The address builders both languages' libraries share: English ids and Spanish slugs. */
export const englishAddresses = {
  categoryAddress: (category: CategorySlug) => categoryAddress(category),
  articleAddress: (category: CategorySlug, article: ArticleMeta) => articleAddress(category, article.slug),
};

/** A Spanish article's address from its English twin's id, through the table of Spanish slugs. */
export const spanishTwin = (slugs: Readonly<Record<string, string>>, category: CategorySlug, id: string): string | null => {
  const slug = slugs[id];
  return slug ? spanishArticleAddress(category, slug) : null;
};
