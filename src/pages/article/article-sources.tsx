import { Link } from 'react-router-dom';
import type { ArticleChange } from '../../content/fact-checking';
import { HOW_WE_CHECK_LINK } from '../../site-map';
import type { ArticleMeta } from '../../content/schemas';
import { useComponentWords } from '../../components/component-words';
import { useAddress } from '../../i18n/address';
import { useWords } from '../../i18n/words';
import type english from './words.en.json';

/** The public pages the article was checked against, when, how we check, and what changed. */
export function ArticleSources({ article, changes }: { article: ArticleMeta; changes: readonly ArticleChange[] }) {
  const words = useWords<typeof english>('pages/article');
  const { opensInNewTab } = useComponentWords();
  const address = useAddress();
  return (
    <div className="mt-10 border-t border-leaf-100 pt-6 text-ink-soft">
      {article.sources.length > 0 && (
        <>
          <h2 className="text-2xl">{words.sourcesHeading()}</h2>
          <p className="mt-2">{words.sourcesIntro()}</p>
          <ul className="mt-3 grid list-disc gap-2 pl-6">
            {article.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="link">
                  {source.title}
                  <span className="sr-only">{` ${opensInNewTab()}`}</span>
                </a>{' '}
                — {source.publisher}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4">
        <strong className="text-ink">{words.lastChecked()}</strong> {article.lastChecked}
      </p>
      <p className="mt-2">
        <strong className="text-ink">{words.sourceLabel()}</strong> {words.attribution({ attribution: article.attribution })}
      </p>
      <p className="mt-2">
        <Link to={address(HOW_WE_CHECK_LINK)} className="link">
          {words.howWeCheck()}
        </Link>
      </p>
      {changes.length > 0 && (
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-bold text-ink">{words.changesSummary()}</summary>
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
