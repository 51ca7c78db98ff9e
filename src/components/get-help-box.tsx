import type { ReactNode } from 'react';
import { childHelplines, emergencyNumbers, poisonLines, reportingRoutes } from '../content/help-lines';
import type { GetHelp } from '../content/schemas';
import { ReadableText } from '../reading/listen-controls';

/** The heading's id; an article has at most one box. */
export const GET_HELP_TITLE_ID = 'get-help-title';

const looks = {
  emergency: { icon: '🚨', numbersTitle: 'Emergency numbers' },
  talk: { icon: '💬', numbersTitle: 'Helplines for young people' },
  poison: { icon: '☎️', numbersTitle: 'Poison help lines' },
} as const;

const bold = (children: ReactNode) => <strong>{children}</strong>;
const bigNumber = (children: ReactNode) => <strong className="text-xl text-coral-700">{children}</strong>;

/** A sentence of the box, read aloud by its Listen (and by the article's Read to me). */
const Said = ({ block, text }: { block: string; text: string }) => <ReadableText block={`help:${block}`} text={text} />;

/** A list of lines to call: each one's name, where it works and how to reach it. */
function LineList({ lines }: { lines: readonly { name: string; place: string; contact: string }[] }) {
  return (
    <ul className="mt-2 grid gap-2">
      {lines.map((line, index) => (
        <li key={line.name}>
          <ReadableText block={`help:line${index}`} runs={[{ text: line.name, wrap: bold }, { text: ` (${line.place}): ${line.contact}` }]} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where to report a sexual picture or a threat to share one: each service's name links to its own
 * page (a plain link in the site's link style), then where it works, what it is for and how to reach it.
 */
function ReportingRoutes() {
  return (
    <div className="mt-5 rounded-xl bg-white p-4">
      <h3 className="text-lg text-ink">Report a sexual picture or a threat</h3>
      <p className="mt-2">A trusted adult can help you report. Each service says where it works:</p>
      <ul className="mt-2 grid gap-2">
        {reportingRoutes.map((route) => (
          <li key={route.name}>
            <a href={route.url} target="_blank" rel="noopener noreferrer" className="link font-bold">
              {route.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            ({route.place}): {route.purpose} {route.contact}
          </li>
        ))}
      </ul>
    </div>
  );
}

const emergencyInWords = emergencyNumbers.map((line) => `${line.number} (${line.place})`).join(', ');

/**
 * "Get help now": the warning signs an article names, what to do, in order, and the numbers to
 * call, near the top of the article where nobody has to read to the end to find them. The numbers
 * come from src/content/help-lines.ts, never from the article.
 */
export function GetHelpBox({ help }: { help: GetHelp }) {
  const look = looks[help.kind];
  return (
    <section
      aria-labelledby={GET_HELP_TITLE_ID}
      className="mt-6 rounded-2xl border-4 border-coral-700 bg-coral-100 p-5 text-ink sm:p-6"
    >
      <h2 id={GET_HELP_TITLE_ID} className="flex items-start gap-3 text-2xl text-coral-700">
        <span aria-hidden="true" className="text-3xl leading-none">
          {look.icon}
        </span>
        <Said block="heading" text={help.heading} />
      </h2>

      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div>
          <h3 className="text-lg text-ink">
            <Said block="signs" text="Signs to watch for" />
          </h3>
          <ul className="mt-2 grid list-disc gap-1 pl-6">
            {help.signs.map((sign, index) => (
              <li key={sign}>
                <Said block={`sign${index}`} text={sign} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg text-ink">
            <Said block="steps" text="What to do" />
          </h3>
          <ol className="mt-2 grid list-decimal gap-1 pl-6">
            {help.steps.map((step, index) => (
              <li key={step}>
                <Said block={`step${index}`} text={step} />
              </li>
            ))}
          </ol>
        </div>
      </div>

      {help.kind === 'talk' && help.reportingRoutes && <ReportingRoutes />}

      <div className="mt-5 rounded-xl bg-white p-4">
        <h3 className="text-lg text-ink">
          <Said block="numbers" text={look.numbersTitle} />
        </h3>
        {help.kind === 'emergency' ? (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {emergencyNumbers.map((line, index) => (
              <li key={line.place}>
                <ReadableText block={`help:number${index}`} runs={[{ text: line.number, wrap: bigNumber }, { text: ` ${line.place}` }]} />
              </li>
            ))}
          </ul>
        ) : help.kind === 'poison' ? (
          <>
            <p className="mt-2">
              <Said block="intro" text="A poison expert answers for free, day and night, and says what to do:" />
            </p>
            <LineList lines={poisonLines} />
            <p className="mt-3 font-bold">
              <Said block="danger" text={`If the person cannot stay awake, is having a seizure or is struggling to breathe, call an emergency number: ${emergencyInWords}.`} />
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 font-bold">
              <Said block="adult" text="Tell a trusted adult, like a parent, a teacher or your school counselor." />
            </p>
            <p className="mt-1">
              <Said block="intro" text="You can also talk to a trained counselor for free, in private. Each line says how to reach it:" />
            </p>
            <LineList lines={childHelplines} />
            <p className="mt-3">
              <Said block="danger" text={`If someone is in danger right now, call an emergency number: ${emergencyInWords}.`} />
            </p>
          </>
        )}
      </div>
    </section>
  );
}
