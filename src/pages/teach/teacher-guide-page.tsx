// A lesson guide for teachers (/teach/{category}): who it is for, what you need, goals, the lesson
// step by step (one step optional), questions, an activity without screens, misconceptions, a
// refresher with its sources, notes for sensitive topics, the printables and the curriculum it supports.
import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { articleLink, categories, categoryLink, findCategory } from '../../content/categories';
import { guides } from '../../content/guides';
import { childHelplines } from '../../content/help-lines';
import type { Category, LessonUse, Source, TeacherGuide } from '../../content/schemas';
import { site } from '../../content/site';
import { loadTeacherGuide } from '../../content/teaching/load';
import { curriculumFrameworks, curriculumStatement, type CurriculumFramework } from '../../content/teaching/curriculum';
import { lessonTime, lessonTimeText, printableFiles, runningTime, teachingNotReviewed } from '../../content/teaching/lesson';
import { lessonMaterials } from '../../content/teaching/materials';
import { videos } from '../../content/videos';
import { activities } from '../../games/registry';
import { NotFoundPage } from '../not-found/not-found-page';
import { PrintButton } from './print-button';
import { ShareButton } from '../../share/share-button';
import { guidePageAddress } from '../../site-map';

/** The category and its guide (only this one guide is downloaded); null for an unknown topic. */
export async function loader({ params }: LoaderFunctionArgs) {
  const category = findCategory(params.category);
  return category ? { category, guide: await loadTeacherGuide(category.slug) } : null;
}

export function TeacherGuidePage() {
  const data = useLoaderData<typeof loader>();
  if (!data) return <NotFoundPage />;
  const { category, guide } = data;
  const files = printableFiles(category.slug);
  const time = lessonTime(guide);
  const timeText = lessonTimeText(time);
  const furtherReading = (guide.furtherReading ?? []).flatMap(({ category: slug = category.slug, slug: article, why }) => {
    const found = categories.find((c) => c.slug === slug)?.articles.find((a) => a.slug === article);
    return found ? [{ link: articleLink(slug, article), title: found.title, why }] : [];
  });

  return (
    <>
      <title>{`${guide.title} | For Teachers | ${site.name}`}</title>
      <header className="bg-gradient-to-b from-leaf-50 to-cream">
        <div className="mx-auto max-w-4xl px-4 pt-6 pb-10">
          <Link to="/teach" className="link inline-flex min-h-11 items-center">
            <span aria-hidden="true">←&nbsp;</span>For Teachers
          </Link>
          <h1 className="mt-3 flex items-center gap-3 text-4xl sm:text-5xl">
            <span aria-hidden="true">{category.emoji}</span>
            {guide.title}
          </h1>
          <p className="mt-3 text-xl text-ink-soft">{guide.summary}</p>
          <p className="mt-3 font-bold">
            {timeText} · ages 8 to 14 · uses{' '}
            <Link to={categoryLink(category.slug)} className="link">
              {category.title}
            </Link>
          </p>
          <p className="mt-3 rounded-xl bg-sun-100 p-4 font-bold">{teachingNotReviewed}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <ShareButton title={guide.title} />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-4xl gap-12 px-4">
        <Part id="print" title="Print for the class">
          <ul className="flex flex-wrap gap-3">
            <li>
              <a href={files.worksheet} download className="btn-primary">
                Download the worksheet (PDF)
              </a>
            </li>
            <li>
              <a href={files.answerKey} download className="btn-secondary">
                Download the answer key (PDF)
              </a>
            </li>
            <li>
              <a href={files.editable} download className="btn-secondary">
                Download the worksheet to edit (Word)
              </a>
            </li>
            <li>
              <PrintButton file={files.worksheet} label="Print the worksheet" />
            </li>
          </ul>
          <p className="mt-2 text-ink-soft">
            US Letter pages that print whole on A4 too. The worksheet has the topic’s glossary words to match, its quiz, short written questions on the lesson’s goals and a task; the answer key says what a good answer includes.
          </p>
        </Part>

        <Part id="who" title="Who it is for">
          <dl className="grid gap-3">
            <Term term="Ages 8 to 10">{guide.ages.younger}</Term>
            <Term term="Ages 11 to 14">{guide.ages.older}</Term>
            <Term term="Time">{`${timeText}, in the steps below. Step ${time.optionalStep} is the optional one: in a 45-minute lesson, leave it out to keep time for setting up the board and handing out cards.`}</Term>
          </dl>
          {furtherReading.length > 0 && (
            <>
              <h3 className="mt-4 text-xl">Further reading for ages 11 to 14</h3>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {furtherReading.map(({ link, title, why }) => (
                  <li key={link}>
                    <Link to={link} className="link">
                      {title}
                    </Link>
                    : {why}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Part>

        <Part id="materials" title="What you need">
          <ul className="list-disc space-y-1 pl-6">
            {lessonMaterials(guide).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Part>

        <Part id="goals" title="Learning goals">
          <ul className="list-disc space-y-1 pl-6">
            {guide.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </Part>

        <Part id="plan" title="The lesson, step by step">
          <ol className="grid gap-4">
            {guide.plan.map((step, index) => (
              <li key={step.title} className="card">
                <h3 className="text-xl">
                  {index + 1}. {step.title} <span className="font-semibold text-ink-soft">{step.optional ? `(${step.minutes} minutes, optional)` : `(${step.minutes} minutes)`}</span>
                </h3>
                <p className="mt-1">{step.what}</p>
                {step.older && (
                  <p className="mt-1">
                    <strong>Ages 11 to 14:</strong> {step.older}
                  </p>
                )}
                {step.uses && step.uses.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                    {step.uses.map((use) => (
                      <li key={JSON.stringify(use)}>
                        <UseLink use={use} category={category} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </Part>

        <Part id="discussion" title="Questions to ask">
          <ol className="list-decimal space-y-1 pl-6">
            {guide.discussion.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </Part>

        <Part id="activity" title={`Without screens: ${guide.activity.title}`}>
          <p className="font-bold">
            {guide.activity.minutes} minutes. You need: {guide.activity.materials.join('; ')}.
          </p>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {guide.activity.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {guide.activity.older && (
            <p className="mt-2">
              <strong>Ages 11 to 14:</strong> {guide.activity.older}
            </p>
          )}
        </Part>

        <Part id="misconceptions" title="Common misconceptions">
          <dl className="grid gap-3">
            {guide.misconceptions.map(({ myth, fact }) => (
              <div key={myth} className="rounded-2xl bg-sun-100 p-4">
                <dt className="font-extrabold">Some think: {myth}</dt>
                <dd className="mt-1">In fact: {fact}</dd>
              </div>
            ))}
          </dl>
        </Part>

        <Part id="refresher" title="A refresher for you">
          <div className="grid gap-3">
            {guide.refresher.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <SourceList sources={guide.refresher.sources} label="Refresher sources" />
        </Part>

        {guide.sensitive && (
          <Part id="sensitive" title={guide.sensitive.heading}>
            <ul className="list-disc space-y-2 pl-6">
              {guide.sensitive.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {guide.sensitive.helplines && (
              <>
                <h3 className="mt-4 text-xl">Helplines the site lists for children</h3>
                <ul className="mt-2 grid gap-1">
                  {childHelplines.map((line) => (
                    <li key={line.name}>
                      <strong>{line.place}:</strong> {line.name}. {line.contact}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Part>
        )}

        <Part id="curriculum" title="Curriculum links">
          <Curriculum guide={guide} />
        </Part>

        <Part id="sources" title="Sources">
          <p>Last checked {guide.lastChecked}.</p>
          <SourceList sources={guide.sources} label="Guide sources" />
        </Part>
      </div>
    </>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Term({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="font-extrabold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function UseLink({ use, category }: { use: LessonUse; category: Category }) {
  switch (use.kind) {
    case 'article': {
      const article = category.articles.find((a) => a.slug === use.slug);
      return <Link to={articleLink(category.slug, use.slug)} className="link">{`Article: ${article?.title ?? use.slug}`}</Link>;
    }
    case 'video': {
      const video = videos[category.slug].find((v) => v.youtubeId === use.youtubeId);
      const length = use.seconds ? ` (${runningTime(use.seconds)})` : '';
      return <Link to={`${categoryLink(category.slug)}#watch-title`} className="link">{`Video: ${video?.title ?? 'Watch & Learn'}${length}`}</Link>;
    }
    case 'game':
      return <Link to={`${categoryLink(category.slug)}#activities-title`} className="link">{`Game: ${activities[category.slug].title} (Play on the board)`}</Link>;
    case 'class-quiz':
      return <Link to={`${categoryLink(category.slug)}#quiz`} className="link">Quiz: Play as a class</Link>;
    case 'worksheet':
      return <a href={printableFiles(category.slug).worksheet} className="link">Worksheet (PDF)</a>;
    case 'guide': {
      const printable = guides.find((g) => g.slug === use.slug);
      return <Link to={guidePageAddress(use.slug)} className="link">{`Printable: ${printable?.title ?? use.slug}`}</Link>;
    }
  }
}

function Curriculum({ guide }: { guide: TeacherGuide }) {
  const frameworks = (Object.keys(curriculumFrameworks) as CurriculumFramework[]).flatMap((framework) => {
    const statements = guide.curriculum.flatMap((id) => {
      const statement = curriculumStatement(id);
      return statement?.framework === framework ? [statement] : [];
    });
    return statements.length ? [{ framework, statements }] : [];
  });
  return (
    <div className="grid gap-4">
      {frameworks.map(({ framework, statements }) => (
        <div key={framework}>
          <h3 className="text-xl">{curriculumFrameworks[framework].name}</h3>
          <p className="text-ink-soft">
            {curriculumFrameworks[framework].version}. {curriculumFrameworks[framework].note}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {statements.map((statement) => (
              <li key={statement.id}>
                <strong>{statement.heading}:</strong> {`${curriculumFrameworks[framework].lead}${statement.text}`}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function SourceList({ sources, label }: { sources: readonly Source[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-3 grid gap-1">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} className="link" target="_blank" rel="noopener noreferrer">
            {source.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          <span className="text-ink-soft">({source.publisher})</span>
        </li>
      ))}
    </ul>
  );
}

export { TeacherGuidePage as Component };
