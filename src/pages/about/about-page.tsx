import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type english from './words.en.json';
import type { FactChecking } from '../../content/fact-checking';
import { site } from '../../content/site';
import { SproutLogo } from '../../components/art/sprout-logo';
import { PageHero } from '../../components/page-hero';
import { useAddress } from '../../i18n/address';
import { useWords } from '../../i18n/words';
import { localeOf, type Locale } from '../../site-map';

type AboutWords = typeof english;

const missionTopics: { emoji: string; title: keyof AboutWords; text: keyof AboutWords }[] = [
  { emoji: '🫀', title: 'bodyTitle', text: 'bodyText' },
  { emoji: '🦠', title: 'diseasesTitle', text: 'diseasesText' },
  { emoji: '💛', title: 'mindTitle', text: 'mindText' },
  { emoji: '🥕', title: 'foodTitle', text: 'foodText' },
  { emoji: '🩺', title: 'careersTitle', text: 'careersText' },
];

const beliefs: (keyof AboutWords)[] = ['belief1', 'belief2', 'belief3', 'belief4'];

/** "How We Check Our Facts" in each language, loaded by the loader of a page in that language only. */
const factCheckings: Record<Locale, () => Promise<{ factChecking: FactChecking }>> = {
  en: () => import('../../content/fact-checking'),
  es: () => import('../../content/es/fact-checking'),
};

/** The page's "How We Check Our Facts", in its language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { factChecking } = await factCheckings[localeOf(new URL(request.url).pathname)]();
  return { factChecking };
}

/** About Us: the story, the founders, the mission, what we believe and how we check our facts; in English at /about and Spanish at /es/quienes-somos. */
export function AboutPage() {
  const words = useWords<AboutWords>('pages/about');
  const { factChecking } = useLoaderData<typeof loader>();
  const address = useAddress();
  const name = { site: site.name };
  return (
    <>
      <title>{words.title(name)}</title>
      <PageHero title={words.heroTitle(name)} lead={words.heroLead()} art={<SproutLogo className="mx-auto h-20 w-20" />} />

      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10">
        <section aria-labelledby="story" className="card">
          <h2 id="story" className="text-3xl">
            {words.storyTitle()}
          </h2>
          <p className="mt-4 text-lg">{words.story1()}</p>
          <p className="mt-4 text-lg">{words.story2(name)}</p>
        </section>

        <section aria-labelledby="founders" className="card">
          <h2 id="founders" className="text-3xl">
            {words.foundersTitle()}
          </h2>
          <p className="mt-4 text-lg">{words.founders()}</p>
          <p className="mt-4 text-lg">{words.founders2()}</p>
        </section>

        <section aria-labelledby="mission">
          <h2 id="mission" className="text-3xl">
            {words.missionTitle()}
          </h2>
          <p className="mt-3 text-lg">{words.missionLead()}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {missionTopics.map((topic) => (
              <li key={topic.title} className="card flex gap-4">
                <span aria-hidden="true" className="text-4xl">
                  {topic.emoji}
                </span>
                <div>
                  <h3 className="text-xl">{words[topic.title]()}</h3>
                  <p className="mt-1 text-ink-soft">{words[topic.text]()}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="beliefs" className="card bg-sun-100">
          <h2 id="beliefs" className="text-3xl">
            {words.beliefsTitle()}
          </h2>
          <ul className="mt-4 grid gap-3 text-lg">
            {beliefs.map((belief) => (
              <li key={belief} className="flex gap-3">
                <span aria-hidden="true">🌱</span>
                {words[belief]()}
              </li>
            ))}
          </ul>
        </section>

        <section id="how-we-check" aria-labelledby="how-we-check-title" className="card scroll-mt-24">
          <h2 id="how-we-check-title" className="text-3xl">
            {words.checkTitle()}
          </h2>
          <p className="mt-4 text-lg">{factChecking.sources}</p>
          <ol className="mt-4 grid list-decimal gap-2 pl-6 text-lg">
            {factChecking.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 rounded-xl bg-sun-100 p-4 text-lg font-bold">{factChecking.notReviewed}</p>
          {factChecking.translation && <p className="mt-4 rounded-xl bg-sun-100 p-4 text-lg font-bold">{factChecking.translation}</p>}
          <p className="mt-4 text-lg">
            {factChecking.volunteer}{' '}
            <Link to={address('/contact')} className="link">
              {words.writeToUs()}
            </Link>
          </p>
          <p className="mt-4 text-lg">{words.changesLine()}</p>
          <h3 className="mt-6 text-2xl">{words.adultsTitle()}</h3>
          {factChecking.adultNotes.map((note) => (
            <div key={note.title} className="mt-3">
              <h4 className="text-xl">{note.title}</h4>
              <p className="mt-2">{note.text}</p>
            </div>
          ))}
        </section>

        <section aria-labelledby="get-in-touch" className="rounded-[2rem] bg-leaf-800 p-8 text-center text-white">
          <h2 id="get-in-touch" className="text-3xl text-white">
            {words.touchTitle()}
          </h2>
          <p className="mt-3 text-lg text-leaf-100">{words.touchText()}</p>
          <Link to={address('/contact')} className="btn-sun mt-6 text-lg">
            {words.contactUs()}
          </Link>
        </section>
      </div>
    </>
  );
}

export { AboutPage as Component };
