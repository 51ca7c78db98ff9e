import { Link } from 'react-router-dom';
import type english from './words.en.json';
import { site } from '../../content/site';
import { HeroKids } from '../../components/art/hero-kids';
import { useAddress } from '../../i18n/address';
import { useWords } from '../../i18n/words';
import { FeatureIcon, type FeatureIconName } from './feature-icon';

type HomeWords = typeof english;

interface Feature {
  title: keyof HomeWords;
  text: keyof HomeWords;
  icon: FeatureIconName;
  tint: string;
}

const features: Feature[] = [
  { title: 'simpleTitle', text: 'simpleText', icon: 'book', tint: 'bg-sky-100' },
  { title: 'funTitle', text: 'funText', icon: 'game', tint: 'bg-sun-100' },
  { title: 'youthTitle', text: 'youthText', icon: 'sprout', tint: 'bg-leaf-100' },
  { title: 'freeTitle', text: 'freeText', icon: 'gift', tint: 'bg-grape-100' },
];

/** The landing page, in English at `/` and in Spanish at `/es`. */
export function HomePage() {
  const words = useWords<HomeWords>('pages/home');
  const address = useAddress();
  const name = { site: site.name };
  return (
    <>
      <title>{words.title(name)}</title>
      <div className="bg-sun-300">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-center font-bold text-ink">
          <span>
            <span aria-hidden="true">🎉 </span>
            {words.banner()}
          </span>
          <Link to={address('/library')} className="btn !min-h-11 bg-white !px-4 !py-1 text-leaf-900 hover:bg-leaf-50">
            {words.bannerLink()}
          </Link>
        </p>
      </div>

      <section className="overflow-hidden bg-gradient-to-b from-leaf-50 to-cream">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="mb-3 inline-block rounded-full bg-white px-4 py-1 font-bold text-leaf-800 shadow-sm">
              {words.pill()}
            </p>
            <h1 className="text-4xl sm:text-5xl lg:text-6xl">
              {words.headingStart()} <span className="text-coral-700">{words.headingEnd()}</span>
            </h1>
            <p className="mt-5 max-w-prose text-lg text-ink-soft sm:text-xl">{words.lead(name)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={address('/library')} className="btn-primary text-lg">
                {words.startLearning()}
              </Link>
              <Link to={address('/about')} className="btn-secondary text-lg">
                {words.aboutUs()}
              </Link>
            </div>
          </div>
          <HeroKids className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-title" className="text-center text-3xl sm:text-4xl">
          {words.whyTitle(name)}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.icon} className="card text-center">
              <div className={`mx-auto flex h-20 w-20 items-center justify-center rounded-2xl ${feature.tint}`}>
                <FeatureIcon name={feature.icon} />
              </div>
              <h3 className="mt-4 text-xl">{words[feature.title]()}</h3>
              <p className="mt-2 text-ink-soft">{words[feature.text]()}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4">
        <div className="rounded-[2rem] bg-leaf-800 px-6 py-12 text-center text-white">
          <h2 id="cta-title" className="text-3xl text-white sm:text-4xl">
            {words.ctaTitle()}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-leaf-100">{words.ctaText()}</p>
          <Link to={address('/library')} className="btn-sun mt-8 text-lg">
            {words.ctaLink()}
          </Link>
        </div>
      </section>
    </>
  );
}

export { HomePage as Component };
