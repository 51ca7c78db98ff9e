import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { HeroKids } from '../../components/art/hero-kids';
import { FeatureIcon, type FeatureIconName } from './feature-icon';

interface Feature {
  title: string;
  text: string;
  icon: FeatureIconName;
  tint: string;
}

const features: Feature[] = [
  { title: 'Simple & Clear', text: 'Big ideas in small, friendly words, with pictures that help them click.', icon: 'book', tint: 'bg-sky-100' },
  { title: 'Fun Learning', text: 'Games, quizzes and videos turn each topic into something to play with.', icon: 'game', tint: 'bg-sun-100' },
  { title: 'Youth-Led', text: 'Made by students who remember what it is like to have questions.', icon: 'sprout', tint: 'bg-leaf-100' },
  { title: 'Free for All', text: 'Every article, game and printable guide is free. No sign-up, no ads.', icon: 'gift', tint: 'bg-grape-100' },
];

/** The landing page. */
export function HomePage() {
  return (
    <>
      <title>{`${site.name} | Health learning for kids`}</title>
      <div className="bg-sun-300">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-center font-bold text-ink">
          <span>
            <span aria-hidden="true">🎉 </span>Our E-Library is live! Read, watch and play across six health topics.
          </span>
          <Link to="/library" className="btn !min-h-11 bg-white !px-4 !py-1 text-leaf-900 hover:bg-leaf-50">
            Explore Now
          </Link>
        </p>
      </div>

      <section className="overflow-hidden bg-gradient-to-b from-leaf-50 to-cream">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="mb-3 inline-block rounded-full bg-white px-4 py-1 font-bold text-leaf-800 shadow-sm">
              For curious kids aged 8 to 14
            </p>
            <h1 className="text-4xl sm:text-5xl lg:text-6xl">
              Learn how your body works, <span className="text-coral-700">and how to keep it healthy.</span>
            </h1>
            <p className="mt-5 max-w-prose text-lg text-ink-soft sm:text-xl">
              {site.name} explains the body, germs, feelings, food and the people who keep us well, with short articles,
              videos, quizzes and games.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/library" className="btn-primary text-lg">
                Start Learning
              </Link>
              <Link to="/about" className="btn-secondary text-lg">
                About Us
              </Link>
            </div>
          </div>
          <HeroKids className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-title" className="text-center text-3xl sm:text-4xl">
          Why kids and teachers like {site.name}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="card text-center">
              <div className={`mx-auto flex h-20 w-20 items-center justify-center rounded-2xl ${feature.tint}`}>
                <FeatureIcon name={feature.icon} />
              </div>
              <h3 className="mt-4 text-xl">{feature.title}</h3>
              <p className="mt-2 text-ink-soft">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4">
        <div className="rounded-[2rem] bg-leaf-800 px-6 py-12 text-center text-white">
          <h2 id="cta-title" className="text-3xl text-white sm:text-4xl">
            Ready to explore?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-leaf-100">
            Pick a topic, read a short article, then test yourself with a quiz or a game.
          </p>
          <Link to="/library" className="btn-sun mt-8 text-lg">
            Visit the E-Library
          </Link>
        </div>
      </section>
    </>
  );
}

export { HomePage as Component };
