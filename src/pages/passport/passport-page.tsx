// My Health Passport (issue 36): what a child has read, played and learned, kept on this device
// only, with no account. Built as the first-visit page (the build has no device to read); once the
// scripts come, the record on this device is read and shown (src/passport/keep.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { useScriptsHere } from '../../lib/scripts-here';
import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { PageHero } from '../../components/page-hero';
import { emptyRecord, isComplete, isEmpty, stampProgress, type PassportRecord } from '../../passport/record';
import { stampRules } from './catalogue';
import { clearPassport, readPassport, writePassport, type PassportProblem } from '../../passport/keep';
import { PassportStamps } from './passport-stamps';
import { PassportBadges } from './passport-badges';
import { ArticlesRead, QuizBests } from './passport-lists';
import { PassportCopy } from './passport-copy';
import { PassportPrint } from './passport-print';
import { problemWords } from './passport-words';



function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PassportPage() {
  const here = useScriptsHere();
  const [record, setRecord] = useState<PassportRecord>(emptyRecord);
  const [problem, setProblem] = useState<PassportProblem>(null);

  useEffect(() => {
    const read = readPassport();
    setRecord(read.record);
    setProblem(read.problem);
  }, []);

  const replace = (next: PassportRecord) => {
    setRecord(next);
    const kept = writePassport(next);
    setProblem(kept ? null : 'not-kept');
    return kept;
  };

  const stamps = stampRules.filter((rule) => stampProgress(record, rule).stamped).length;
  const complete = isComplete(record, stampRules);

  return (
    <>
      <title>{`My Health Passport | ${site.name}`}</title>
      <PageHero
        title="My Health Passport"
        lead="Every quiz you finish, game you play and article you read to the end is kept here, with your badges and stamps. It stays on this device: no account, and nothing is sent to us."
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8">
        {problem && (
          <p role="alert" className="rounded-2xl border-2 border-coral-700 bg-coral-100 p-4 text-lg font-bold text-ink">
            <span aria-hidden="true">⚠️ </span>
            {problemWords[problem]}
          </p>
        )}

        {isEmpty(record) ? (
          <section aria-labelledby="passport-first" className="card grid gap-3 text-lg">
            <h2 id="passport-first" className="text-2xl">
              Your passport is ready to fill
            </h2>
            <p>It fills up by itself as you use HealthSprout:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>finish a category&apos;s quiz, and your best score is kept;</li>
              <li>play a game, and your best score and badges are kept;</li>
              <li>read an article to its last paragraph, and it is counted.</li>
            </ul>
            <p>
              When you have read a category&apos;s three articles, finished its quiz and played its game, it gets a stamp. Collect all
              six stamps for a complete passport!
            </p>
            <p>
              Your passport stays in this browser on this device. Nobody else can see it, and nothing is sent to us. To move it to
              another device, use <strong>Save a copy</strong> below. Start in the <Link to="/library" className="link">E-Library</Link>.
            </p>
          </section>
        ) : (
          <p className="card text-xl font-bold" role="status">
            {complete ? (
              <>
                <span aria-hidden="true">🏆 </span>Your passport is complete: all six stamps!
              </>
            ) : (
              `Stamps: ${stamps} of ${stampRules.length}.`
            )}
          </p>
        )}

        <Section id="passport-stamps" title="Stamps">
          <PassportStamps record={record} />
        </Section>
        <Section id="passport-badges" title="Badges">
          <PassportBadges record={record} />
        </Section>
        <Section id="passport-quizzes" title="Quiz bests">
          <QuizBests record={record} />
        </Section>
        <Section id="passport-articles" title="Articles read">
          <ArticlesRead record={record} />
        </Section>

        {/* The controls need the scripts: held unseen and out of reach until they come. */}
        <div inert={!here} className={`grid gap-10 ${here ? '' : 'invisible'}`}>
          <Section id="passport-print" title="Print it">
            <PassportPrint record={record} />
          </Section>
          <Section id="passport-keep" title="Keep it or move it">
            <p className="text-lg">
              Save a copy to keep your passport safe, or to move it to another device or browser. The copy is a small file that
              only you keep.
            </p>
            <PassportCopy
              record={record}
              onReplace={replace}
              onStartOver={() => {
                const kept = clearPassport();
                setRecord(emptyRecord());
                setProblem(kept ? null : 'not-kept');
                return kept;
              }}
            />
          </Section>
        </div>
        <p className="text-base text-ink-soft">
          The <Link to="/privacy#privacy-passport" className="link">privacy page</Link> says what the passport keeps and how to remove it.
        </p>
      </div>
    </>
  );
}

export { PassportPage as Component };
