import type { ReactNode } from 'react';
import type { HelpLines } from '../content/library';
import type { GetHelp } from '../content/schemas';
import type { Words } from '../i18n/words';
import { ReadableText } from '../reading/listen-controls';
import { useComponentWords } from './component-words';

/** The heading's id; an article has at most one box. */
export const GET_HELP_TITLE_ID = 'get-help-title';

/**
 * The box's fixed words. Only the article page shows the box, so they are in that page's words
 * file (src/pages/article/words.<language>.json), which the page hands in: this component knows
 * no page, and no page fetches a second file for it.
 */
export type GetHelpBoxWords = Words<
  Record<
    | 'helpEmergencyNumbers'
    | 'helpTalkNumbers'
    | 'helpPoisonNumbers'
    | 'helpSigns'
    | 'helpSteps'
    | 'helpReportHeading'
    | 'helpReportIntro'
    | 'helpPoisonIntro'
    | 'helpPoisonDanger'
    | 'helpTalkAdult'
    | 'helpTalkIntro'
    | 'helpTalkDanger',
    string
  >
>;

const looks = {
  emergency: { icon: '🚨', numbersTitle: 'helpEmergencyNumbers' },
  talk: { icon: '💬', numbersTitle: 'helpTalkNumbers' },
  poison: { icon: '☎️', numbersTitle: 'helpPoisonNumbers' },
} as const satisfies Record<GetHelp['kind'], { icon: string; numbersTitle: keyof GetHelpBoxWords }>;

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
function ReportingRoutes({ words, routes }: { words: GetHelpBoxWords; routes: HelpLines['reportingRoutes'] }) {
  const { opensInNewTab } = useComponentWords();
  return (
    <div className="mt-5 rounded-xl bg-white p-4">
      <h3 className="text-lg text-ink">{words.helpReportHeading()}</h3>
      <p className="mt-2">{words.helpReportIntro()}</p>
      <ul className="mt-2 grid gap-2">
        {routes.map((route) => (
          <li key={route.name}>
            <a href={route.url} target="_blank" rel="noopener noreferrer" className="link font-bold">
              {route.name}
              <span className="sr-only">{` ${opensInNewTab()}`}</span>
            </a>{' '}
            ({route.place}): {route.purpose} {route.contact}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Get help now": the warning signs an article names, what to do, in order, and the numbers to
 * call, near the top of the article where nobody has to read to the end to find them. The numbers
 * are the page's language's lines (src/content/help-lines.ts, or src/content/es/help-lines.ts for
 * lines that answer in Spanish), never the article's.
 */
export function GetHelpBox({ help, words, lines }: { help: GetHelp; words: GetHelpBoxWords; lines: HelpLines }) {
  const look = looks[help.kind];
  const emergencyInWords = lines.emergencyNumbers.map((line) => `${line.number} (${line.place})`).join(', ');
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
            <Said block="signs" text={words.helpSigns()} />
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
            <Said block="steps" text={words.helpSteps()} />
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

      {help.kind === 'talk' && help.reportingRoutes && <ReportingRoutes words={words} routes={lines.reportingRoutes} />}

      <div className="mt-5 rounded-xl bg-white p-4">
        <h3 className="text-lg text-ink">
          <Said block="numbers" text={words[look.numbersTitle]()} />
        </h3>
        {help.kind === 'emergency' ? (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {lines.emergencyNumbers.map((line, index) => (
              <li key={line.place}>
                <ReadableText block={`help:number${index}`} runs={[{ text: line.number, wrap: bigNumber }, { text: ` ${line.place}` }]} />
              </li>
            ))}
          </ul>
        ) : help.kind === 'poison' ? (
          <>
            <p className="mt-2">
              <Said block="intro" text={words.helpPoisonIntro()} />
            </p>
            <LineList lines={lines.poisonLines} />
            <p className="mt-3 font-bold">
              <Said block="danger" text={words.helpPoisonDanger({ numbers: emergencyInWords })} />
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 font-bold">
              <Said block="adult" text={words.helpTalkAdult()} />
            </p>
            <p className="mt-1">
              <Said block="intro" text={words.helpTalkIntro()} />
            </p>
            <LineList lines={lines.childHelplines} />
            <p className="mt-3">
              <Said block="danger" text={words.helpTalkDanger({ numbers: emergencyInWords })} />
            </p>
          </>
        )}
      </div>
    </section>
  );
}
