import { Link } from 'react-router-dom';
import type { PassportRecord } from '../../passport/record';
import { passportArticles, stampCategories } from './catalogue';

/** The quiz of a category, named as its page names it. */
export function quizTitle(category: string): string {
  return `${stampCategories.find((each) => each.slug === category)?.title ?? category} quiz`;
}

/** The articles read to their end, in library order (ids the site no longer has are left out). */
export function readArticles(record: PassportRecord) {
  return passportArticles.filter((article) => record.articles[article.id]?.read);
}

/** A day of the record (2026-11-28) as words: 28 November 2026. */
function dayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 2026, (month ?? 1) - 1, date ?? 1).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Each quiz's best score, and when it was first reached. */
export function QuizBests({ record }: { record: PassportRecord }) {
  const finished = stampCategories.filter((category) => record.quizzes[category.slug]);
  if (finished.length === 0) return <p className="text-lg">No quiz finished yet. Each category page has a quiz of five questions near its end.</p>;
  return (
    <ul className="grid gap-2 text-lg">
      {finished.map((category) => {
        const best = record.quizzes[category.slug];
        if (!best) return null;
        return (
          <li key={category.slug} className="flex flex-wrap justify-between gap-x-4 rounded-2xl bg-white px-4 py-2 shadow-sm">
            <span className="font-bold">{quizTitle(category.slug)}</span>
            <span>
              Best: {best.best} out of {best.total}, on {dayInWords(best.on)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The articles read to their end, each a link back to it, and how many of all. */
export function ArticlesRead({ record }: { record: PassportRecord }) {
  const read = readArticles(record);
  return (
    <div className="grid gap-2 text-lg">
      <p>
        You have read {read.length} of {passportArticles.length} articles to the end.
      </p>
      {read.length > 0 && (
        <ul className="grid gap-1 sm:grid-cols-2">
          {read.map((article) => (
            <li key={article.id}>
              <span aria-hidden="true">📗 </span>
              <Link to={article.link} className="link">
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
