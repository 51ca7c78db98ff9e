import { Link, useParams } from 'react-router-dom';
import { articleLink, findCategory } from '../../content/categories';
import { quizzes } from '../../content/quizzes';
import { videos } from '../../content/videos';
import { teachLink } from '../../content/teaching/lesson';
import { site } from '../../content/site';
import { activities } from '../../games/registry';
import { Disclaimer } from '../../components/disclaimer';
import { Quiz } from '../../components/quiz/quiz';
import { VideoFacade } from '../../components/video-facade';
import { NotFoundPage } from '../not-found/not-found-page';
import { scrollToTop } from '../../lib/scroll';
import { ArticleCard } from './article-card';
import { ActivityCard } from './activity-card';
import { ShareButton } from '../../share/share-button';

/** How many articles a category page shows as cards. */
const FEATURED_ARTICLES = 3;

const categoryDisclaimer =
  'This page is for educational purposes only. If you have a question about your health, ask a doctor, a nurse or a trusted adult.';

/** A category of the E-Library: articles, videos, an activity and a quiz. */
export function CategoryPage() {
  const category = findCategory(useParams().category);
  if (!category) return <NotFoundPage />;
  const shown = videos[category.slug];
  // The page shows its first articles as cards (docs/product.md §2), and any others as a list under them.
  const featured = category.articles.slice(0, FEATURED_ARTICLES);
  const moreToRead = category.articles.slice(FEATURED_ARTICLES);

  return (
    <>
      <title>{`${category.title} | ${site.name} E-Library`}</title>
      <header className="bg-gradient-to-b from-leaf-50 to-cream">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-10">
          <Link to="/library" className="link inline-flex min-h-11 items-center">
            <span aria-hidden="true">←&nbsp;</span>Back to E-Library
          </Link>
          <h1 className="mt-3 flex items-center gap-3 text-4xl sm:text-5xl">
            <span aria-hidden="true">{category.emoji}</span>
            {category.title}
          </h1>
          <p className="mt-3 max-w-3xl text-xl text-ink-soft">{category.subtitle}</p>
          <p className="mt-3">
            <Link to={teachLink(category.slug)} className="link inline-flex min-h-11 items-center">
              Teaching this topic? A lesson guide, a worksheet and the games on your board
            </Link>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <ShareButton title={category.title} />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-14 px-4">
        <section id={`${category.slug}-articles`} aria-labelledby="articles-title">
          <h2 id="articles-title" className="text-3xl">Articles</h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard category={category.slug} article={article} />
              </li>
            ))}
          </ul>
          {moreToRead.length > 0 && (
            <section aria-labelledby="more-to-read-title" className="mt-8">
              <h3 id="more-to-read-title" className="text-2xl">
                More to read
              </h3>
              <ul className="mt-3 grid gap-3 md:grid-cols-2">
                {moreToRead.map((article) => (
                  <li key={article.id}>
                    <Link to={articleLink(category.slug, article.slug)} className="card block h-full no-underline hover:border-leaf-600">
                      <span className="block text-lg font-extrabold text-leaf-900">{article.title}</span>
                      <span className="mt-1 block text-ink-soft">{article.tagline}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>

        <section aria-labelledby="watch-title">
          <h2 id="watch-title" className="text-3xl">Watch &amp; Learn</h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {shown.map((video, index) => (
              <VideoFacade key={video.youtubeId} video={video} tint={index % 2 === 0 ? 0 : 1} />
            ))}
          </div>
        </section>

        <section aria-labelledby="activities-title">
          <h2 id="activities-title" className="text-3xl">Interactive Activities</h2>
          <ActivityCard activity={activities[category.slug]} />
        </section>

        <div id="quiz" className="scroll-mt-24">
          <Quiz questions={quizzes[category.slug]} topic={category.title} category={category.slug} />
        </div>

        <div className="grid gap-6">
          <aside aria-label="Coming soon" className="rounded-3xl border-2 border-dashed border-sky-700 bg-sky-100 p-6">
            <h2 className="text-2xl text-sky-700">Coming Soon</h2>
            <p className="mt-2 text-lg">
              More articles, videos and activities about {category.title.toLowerCase()} are on the way. Have an idea?{' '}
              <Link to="/library#suggest-topic" className="link">
                Suggest a topic
              </Link>
              .
            </p>
          </aside>
          <Disclaimer text={categoryDisclaimer} />
          <button type="button" onClick={scrollToTop} className="btn-secondary justify-self-center">
            <span aria-hidden="true">↑</span> Back to Top
          </button>
        </div>
      </div>
    </>
  );
}

export { CategoryPage as Component };
