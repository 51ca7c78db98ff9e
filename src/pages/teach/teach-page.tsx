// For Teachers (/teach): what the site offers a lesson, and a guide for each category.
import { Link, useLoaderData } from 'react-router-dom';
import { categories } from '../../content/categories';
import { site } from '../../content/site';
import { loadTeacherGuide } from '../../content/teaching/load';
import { lessonsLengthText, lessonTime, lessonTimeText, teachingNotReviewed, teachLink } from '../../content/teaching/lesson';
import { PageHero } from '../../components/page-hero';

const offers = [
  { emoji: '🧑‍🏫', title: 'Games on the board', text: 'Every game has Play on the board: large enough for the back of the room, with your own timer and up to four teams taking turns.' },
  { emoji: '🧠', title: 'Class quizzes', text: 'Each topic’s quiz has Play as a class: one question at a time, answers A to D, and you mark which teams were right.' },
  { emoji: '🖨️', title: 'Worksheets and answer keys', text: 'A worksheet for each topic, made from the same quiz and words as the site with short questions on the lesson’s goals, an answer key and a copy you can edit.' },
  { emoji: '📶', title: 'Works offline', text: 'Press Save for offline use at the foot of any page and the whole site, these guides included, works without the internet.' },
];

/** Each guide's title, summary and length, in library order; the guides themselves stay on their pages. */
export async function loader() {
  return Promise.all(
    categories.map(async (category) => {
      const guide = await loadTeacherGuide(category.slug);
      return { slug: category.slug, emoji: category.emoji, title: guide.title, summary: guide.summary, time: lessonTime(guide) };
    }),
  );
}

export function TeachPage() {
  const guides = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`For Teachers | ${site.name}`}</title>
      <PageHero
        title="For Teachers"
        lead="A ready lesson for every topic: what students learn, how long it takes, what to ask, what to print, and how to play it on your classroom board."
      />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-6">
        <section aria-labelledby="offers-title">
          <h2 id="offers-title" className="text-3xl">
            What you can use in class
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offers.map((offer) => (
              <li key={offer.title} className="card">
                <span aria-hidden="true" className="text-4xl">
                  {offer.emoji}
                </span>
                <h3 className="mt-2 text-xl">{offer.title}</h3>
                <p className="mt-1">{offer.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="guides-title">
          <h2 id="guides-title" className="text-3xl">
            Lesson guides
          </h2>
          <p className="mt-1 text-lg text-ink-soft">{`For ages 8 to 14, ${lessonsLengthText(guides.map((guide) => guide.time))}, written for this site and checked against the sources it lists.`}</p>
          <p className="mt-3 rounded-xl bg-sun-100 p-4 font-bold">{teachingNotReviewed}</p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {guides.map(({ slug, emoji, title, summary, time }) => (
              <li key={slug} className="flex">
                <Link to={teachLink(slug)} className="card group flex flex-1 flex-col no-underline transition-shadow hover:shadow-md">
                  <span aria-hidden="true" className="text-4xl">
                    {emoji}
                  </span>
                  <span className="mt-3 text-2xl font-extrabold text-leaf-900 group-hover:underline">{title}</span>
                  <span className="mt-2 flex-1">{summary}</span>
                  <span className="mt-4 font-bold text-ink-soft">{`${lessonTimeText(time)} · ages 8 to 14`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export { TeachPage as Component };
