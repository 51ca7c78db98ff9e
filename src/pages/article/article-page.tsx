import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { categoryLink, findCategory, articleLink } from '../../content/categories';
import { loadArticleBody, paragraphsOf, readingMinutes } from '../../content/article-bodies';
import { site } from '../../content/site';
import { Disclaimer } from '../../components/disclaimer';
import { NotFoundPage } from '../../app/not-found-page';

/** Finds the article and its body; an unknown slug goes back to its category. */
export async function loader({ params }: LoaderFunctionArgs) {
  const category = findCategory(params.category);
  if (!category) return null;
  const index = category.articles.findIndex((article) => article.slug === params.slug);
  const article = category.articles[index];
  if (!article) throw redirect(categoryLink(category.slug));
  const body = await loadArticleBody(category.slug, article.slug);
  return {
    category,
    article,
    body,
    previous: category.articles[index - 1] ?? null,
    next: category.articles[index + 1] ?? null,
  };
}

/** One article: breadcrumb, reading time, the body, its source and the way to the next one. */
export function ArticlePage() {
  const data = useLoaderData<typeof loader>();
  if (!data) return <NotFoundPage />;
  const { category, article, body, previous, next } = data;
  const paragraphs = body ? paragraphsOf(body) : [];
  const minutes = readingMinutes(body ?? article.summary);

  return (
    <>
      <title>{`${article.title} | ${site.name}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 text-ink-soft">
            <li>
              <Link to="/" className="link inline-flex min-h-11 items-center">Home</Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to="/library" className="link inline-flex min-h-11 items-center">E-Library</Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to={categoryLink(category.slug)} className="link inline-flex min-h-11 items-center">
                {category.title}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="font-semibold text-ink">
              {article.title}
            </li>
          </ol>
        </nav>

        <article className="mt-4">
          <header>
            <h1 className="text-4xl sm:text-5xl">{article.title}</h1>
            <p className="mt-3 text-xl font-bold text-leaf-800">{article.tagline}</p>
            <p className="mt-3 flex flex-wrap gap-3 text-ink-soft">
              <span className="rounded-full bg-leaf-100 px-3 py-1 font-semibold text-leaf-900">
                <span aria-hidden="true">⏱️ </span>
                {minutes} min read
              </span>
              <span className="rounded-full bg-sun-100 px-3 py-1 font-semibold text-ink">
                Updated {article.updatedAt ?? '2025'}
              </span>
            </p>
          </header>
          <div className="mt-8 grid gap-5 text-lg leading-relaxed sm:text-xl">
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
            ) : (
              <>
                <p>{article.summary}</p>
                <p className="rounded-2xl bg-sky-100 p-4 font-bold text-sky-700">Full article coming soon</p>
              </>
            )}
          </div>
          <p className="mt-8 border-t border-leaf-100 pt-4 text-ink-soft">
            <strong>Source:</strong> {article.attribution}. Written in our own words for young readers.
          </p>
        </article>

        <nav aria-label="More articles" className="mt-8 grid gap-4 sm:grid-cols-2">
          {previous ? (
            <Link to={articleLink(category.slug, previous.slug)} className="card block no-underline hover:border-leaf-600">
              <span className="text-sm font-bold text-ink-soft"><span aria-hidden="true">← </span>Previous</span>
              <span className="mt-1 block text-lg font-extrabold text-leaf-900">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={articleLink(category.slug, next.slug)} className="card block text-right no-underline hover:border-leaf-600">
              <span className="text-sm font-bold text-ink-soft">Next<span aria-hidden="true"> →</span></span>
              <span className="mt-1 block text-lg font-extrabold text-leaf-900">{next.title}</span>
            </Link>
          )}
        </nav>

        <div className="mt-8">
          <Disclaimer />
        </div>
      </div>
    </>
  );
}

export { ArticlePage as Component };
