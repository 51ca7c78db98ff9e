import { Link } from 'react-router-dom';
import { factChecking } from '../../content/fact-checking';
import { site } from '../../content/site';
import { SproutLogo } from '../../components/art/sprout-logo';
import { PageHero } from '../../components/page-hero';

const missionTopics = [
  { emoji: '🫀', title: 'The human body', text: 'How your heart, lungs, brain and belly work together every day.' },
  { emoji: '🦠', title: 'Common diseases and prevention', text: 'What germs are, why we get sick, and the simple habits that protect us.' },
  { emoji: '💛', title: 'Mental health', text: 'Naming feelings, handling stress and knowing it is okay to ask for help.' },
  { emoji: '🥕', title: 'Nutrition', text: 'Food groups, reading labels and building a plate that fuels you.' },
  { emoji: '🩺', title: 'Healthcare careers', text: 'Meet the doctors, nurses, dentists and hospital heroes, and what they do.' },
];

const beliefs = [
  'Every child deserves clear, honest health information, for free.',
  'Learning sticks when it is fun, so we mix reading with games and quizzes.',
  'Questions are good. No question about your body is silly.',
  'A website can teach, but a doctor, nurse or trusted adult is who to ask when you feel unwell.',
];

/** About Us: the story, the founders, the mission and what we believe. */
export function AboutPage() {
  return (
    <>
      <title>{`About Us | ${site.name}`}</title>
      <PageHero
        title={`About ${site.name}`}
        lead="A health library made by young people, for young people."
        art={<SproutLogo className="mx-auto h-20 w-20" />}
      />

      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10">
        <section aria-labelledby="story" className="card">
          <h2 id="story" className="text-3xl">Our Story</h2>
          <p className="mt-4 text-lg">
            It started with questions. Why do we get fevers? What does stress do to your body? Why do we need sleep?
            The answers we found online were often long, full of hard words, or written for grown-ups. So we decided to
            write the answers ourselves, in words a curious 9-year-old or a busy 13-year-old can enjoy.
          </p>
          <p className="mt-4 text-lg">
            Today {site.name} is a free E-Library with articles, videos, quizzes, printable guides and games that
            students can use at home or in class.
          </p>
        </section>

        <section aria-labelledby="founders" className="card">
          <h2 id="founders" className="text-3xl">Our Founders</h2>
          <p className="mt-4 text-lg">{site.founders}</p>
          <p className="mt-4 text-lg">
            They read trusted public health pages, check the facts, and then write everything in their own friendly
            words. Every article lists the pages its facts were checked against.
          </p>
        </section>

        <section aria-labelledby="mission">
          <h2 id="mission" className="text-3xl">Our Mission</h2>
          <p className="mt-3 text-lg">We help kids understand five big areas of health:</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {missionTopics.map((topic) => (
              <li key={topic.title} className="card flex gap-4">
                <span aria-hidden="true" className="text-4xl">
                  {topic.emoji}
                </span>
                <div>
                  <h3 className="text-xl">{topic.title}</h3>
                  <p className="mt-1 text-ink-soft">{topic.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="beliefs" className="card bg-sun-100">
          <h2 id="beliefs" className="text-3xl">What We Believe</h2>
          <ul className="mt-4 grid gap-3 text-lg">
            {beliefs.map((belief) => (
              <li key={belief} className="flex gap-3">
                <span aria-hidden="true">🌱</span>
                {belief}
              </li>
            ))}
          </ul>
        </section>

        <section id="how-we-check" aria-labelledby="how-we-check-title" className="card scroll-mt-24">
          <h2 id="how-we-check-title" className="text-3xl">How We Check Our Facts</h2>
          <p className="mt-4 text-lg">{factChecking.sources}</p>
          <ol className="mt-4 grid list-decimal gap-2 pl-6 text-lg">
            {factChecking.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 rounded-xl bg-sun-100 p-4 text-lg font-bold">{factChecking.notReviewed}</p>
          <p className="mt-4 text-lg">
            {factChecking.volunteer}{' '}
            <Link to="/contact" className="link">
              Write to us
            </Link>
          </p>
          <p className="mt-4 text-lg">Each article lists what has changed in it, under its sources.</p>
          <h3 className="mt-6 text-2xl">For teachers and parents</h3>
          {factChecking.adultNotes.map((note) => (
            <div key={note.title} className="mt-3">
              <h4 className="text-xl">{note.title}</h4>
              <p className="mt-2">{note.text}</p>
            </div>
          ))}
        </section>

        <section aria-labelledby="get-in-touch" className="rounded-[2rem] bg-leaf-800 p-8 text-center text-white">
          <h2 id="get-in-touch" className="text-3xl text-white">Get in Touch</h2>
          <p className="mt-3 text-lg text-leaf-100">Have a question, an idea or want to work with us? We would love to hear from you.</p>
          <Link to="/contact" className="btn-sun mt-6 text-lg">
            Contact Us
          </Link>
        </section>
      </div>
    </>
  );
}

export { AboutPage as Component };
