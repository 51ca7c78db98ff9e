import { Link, useActionData } from 'react-router-dom';
import { echoFor } from '../../forms/echo';
import type { SuggestionDraft } from '../../forms/suggestion';
import { passportLink } from '../../content/navigation';
import { categories, categoryLink } from '../../content/categories';
import { site } from '../../content/site';
import { SearchWidget } from './search-widget';
import { SuggestionForm } from './suggestion-form';
import { PageHero } from '../../components/page-hero';
import { GLOSSARY_PATH } from '../../components/glossary-term';

const cardTints = ['bg-coral-100', 'bg-sky-100', 'bg-grape-100', 'bg-sun-100', 'bg-leaf-100', 'bg-sky-100'];

/** The E-Library: search, the six categories and the topic-suggestion form. */
export function LibraryPage() {
  // What the server answered a suggestion sent without JavaScript with.
  const echo = echoFor<SuggestionDraft>(useActionData(), 'suggestion');
  return (
    <>
      <title>{`E-Library | ${site.name}`}</title>
      <PageHero
        title={`The ${site.name} E-Library`}
        lead="Short articles, videos, quizzes and games about your body and your health. Pick a topic or search for one."
      >
        <div className="mt-8 text-left">
          <SearchWidget />
        </div>
        <p className="mt-6 text-lg">
          <Link to={GLOSSARY_PATH} className="btn-secondary">
            <span aria-hidden="true">📖</span> Words Explained: hard words from A to Z
          </Link>{' '}
          <Link to="/teach" className="btn-secondary mt-3 sm:mt-0">
            <span aria-hidden="true">🧑‍🏫</span> For Teachers: lesson guides
          </Link>{' '}
          <Link to={passportLink.path} className="btn-secondary mt-3">
            <span aria-hidden="true">📘</span> My Health Passport: what you have read and played
          </Link>
        </p>
      </PageHero>

      <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="categories-title" className="text-3xl">Explore the topics</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, index) => (
            <li key={category.slug} className="flex">
              <Link
                to={categoryLink(category.slug)}
                className="card group flex flex-1 flex-col no-underline transition-shadow hover:shadow-md"
              >
                <span aria-hidden="true" className={`flex h-16 w-16 items-center justify-center rounded-2xl text-4xl ${cardTints[index]}`}>
                  {category.emoji}
                </span>
                <span className="mt-4 text-2xl font-extrabold text-leaf-900 group-hover:underline">{category.title}</span>
                <span className="mt-2 flex-1 text-ink">{category.description}</span>
                <span className="mt-4 text-sm font-bold text-ink-soft">Popular topics</span>
                <span className="mt-2 flex flex-wrap gap-2">
                  {category.popularTopics.slice(0, 3).map((topic) => (
                    <span key={topic} className="rounded-full bg-leaf-50 px-3 py-1 text-sm font-semibold text-leaf-900">
                      {topic}
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="suggest-topic" aria-labelledby="suggest-title" className="mx-auto max-w-3xl px-4 py-10">
        <h2 id="suggest-title" className="text-3xl">
          <span aria-hidden="true">💡 </span>Suggest a topic
        </h2>
        <p className="mt-2 mb-6 text-lg text-ink-soft">
          What would you like to learn about next? Tell us, and we may write an article about it.
        </p>
        <SuggestionForm echo={echo} />
      </section>
    </>
  );
}

export { LibraryPage as Component };
