import { Link } from 'react-router-dom';
import { articleLink } from '../../content/categories';
import type { ArticleMeta, CategorySlug } from '../../content/schemas';

/** An article on its category page: title, tagline, opening, source and Read More. */
export function ArticleCard({ category, article }: { category: CategorySlug; article: ArticleMeta }) {
  return (
    <article className="card flex flex-1 flex-col">
      <h3 className="text-2xl">{article.title}</h3>
      <p className="mt-1 font-bold text-leaf-800">{article.tagline}</p>
      <p className="mt-3 flex-1">{article.summary}</p>
      <p className="mt-3 text-sm text-ink-soft">Source: {article.attribution}</p>
      <Link
        to={articleLink(category, article.slug)}
        className="btn-primary mt-4 self-start"
        aria-label={`Read More: ${article.title}`}
      >
        Read More <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
