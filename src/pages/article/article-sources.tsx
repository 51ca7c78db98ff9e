import { Link } from 'react-router-dom';
import { articleChanges, HOW_WE_CHECK_LINK } from '../../content/fact-checking';
import type { ArticleMeta, CategorySlug } from '../../content/schemas';

/** The public pages the article was checked against, when, how we check, and what changed. */
export function ArticleSources({ article, category }: { article: ArticleMeta; category: CategorySlug }) {
  const changes = articleChanges[`${category}/${article.slug}`] ?? [];
  return (
    <div className="mt-10 border-t border-leaf-100 pt-6 text-ink-soft">
      {article.sources.length > 0 && (
        <>
          <h2 className="text-2xl">Sources</h2>
          <p className="mt-2">We checked the facts in this article against these pages:</p>
          <ul className="mt-3 grid list-disc gap-2 pl-6">
            {article.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="link">
                  {source.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                — {source.publisher}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4">
        <strong className="text-ink">Last checked:</strong> {article.lastChecked}
      </p>
      <p className="mt-2">
        <strong className="text-ink">Source:</strong> {article.attribution}. Written in our own words for young readers.
      </p>
      <p className="mt-2">
        <Link to={HOW_WE_CHECK_LINK} className="link">
          How we check our facts
        </Link>
      </p>
      {changes.length > 0 && (
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-bold text-ink">What changed in this article</summary>
          <ul className="mt-2 grid list-disc gap-1 pl-6">
            {changes.map((change) => (
              <li key={change.what}>
                {change.when}: {change.what}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
