import type { ArticleMeta } from '../../content/schemas';

/** The public pages the article was checked against, when, and what it was adapted from. */
export function ArticleSources({ article }: { article: ArticleMeta }) {
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
    </div>
  );
}
