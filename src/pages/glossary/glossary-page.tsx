import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Library } from '../../content/library';
import type { GlossaryEntry } from '../../content/schemas';
import { site } from '../../content/site';
import { PageHero } from '../../components/page-hero';
import { useAddress } from '../../i18n/address';
import { useLocale, useWords, type Words } from '../../i18n/words';
import { localeOf, type Locale } from '../../site-map';
import type english from './words.en.json';
import { loadGlossaryUsage } from './glossary-usage';
import { blocksIn } from '../../reading/read-aloud';
import { ListenControls, ReadableText } from '../../reading/listen-controls';
import { ReadingOptionsRow } from '../../reading/reading-bar';

type GlossaryWords = Words<typeof english>;

/** Each language's E-Library, for the articles each word is used in (src/content/library.ts). */
const libraries: Record<Locale, () => Promise<{ library: Library }>> = {
  en: () => import('../../content/library-en'),
  es: () => import('../../content/es/library'),
};

/** The entries in the page's language, and the articles each is used in; rendered at build time, so the page arrives complete. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { library } = await libraries[localeOf(new URL(request.url).pathname)]();
  const [glossary, usage] = await Promise.all([library.loadGlossary(), loadGlossaryUsage(library)]);
  return { glossary, usage };
}

/**
 * The letter an entry is filed under: its first letter without accents, or # for a digit or sign.
 * In Spanish, Ñ is a letter of its own (ñandú under Ñ, not N).
 */
export function letterOf(term: string, locale: Locale = 'en'): string {
  if (locale === 'es' && /^ñ/i.test(term)) return 'Ñ';
  const first = term.normalize('NFD').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** Entries grouped by letter, in the order they come (the glossary is sorted in its language's order). */
export function byLetter(entries: readonly GlossaryEntry[], locale: Locale = 'en'): [string, GlossaryEntry[]][] {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.term, locale);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.entries()];
}

const letterId = (letter: string) => `letter-${letter === '#' ? 'other' : letter === 'Ñ' ? 'enye' : letter.toLowerCase()}`;

/** Every hard word the articles mark, A to Z: how to say it, what it means and where it is used; at /glossary and /es/glosario. */
export function GlossaryPage() {
  const { glossary, usage } = useLoaderData<typeof loader>();
  const words = useWords<typeof english>('pages/glossary');
  const address = useAddress();
  const groups = byLetter(glossary, useLocale());

  return (
    <>
      <title>{words.pageTitle({ site: site.name })}</title>
      <PageHero title={words.title()} lead={words.lead()} />
      <div className="mx-auto max-w-4xl px-4 pb-10">
        <ReadingOptionsRow className="mb-6 justify-center" />
        {groups.length === 0 ? (
          <p className="text-lg">{words.empty()}</p>
        ) : (
          <>
            <nav aria-label={words.jump()}>
              <ul className="flex flex-wrap justify-center gap-2">
                {groups.map(([letter]) => (
                  <li key={letter}>
                    <a
                      href={`#${letterId(letter)}`}
                      className="grid size-11 place-items-center rounded-xl border-2 border-leaf-200 bg-white text-lg font-extrabold text-leaf-900 no-underline hover:border-leaf-700 hover:bg-leaf-50"
                    >
                      {letter}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>

            {groups.map(([letter, entries]) => (
              <div key={letter} className="mt-10">
                <h2 id={letterId(letter)} className="border-b-2 border-leaf-200 pb-1 text-3xl">
                  {letter}
                </h2>
                <dl className="mt-4 grid gap-4">
                  {entries.map((entry) => (
                    <GlossaryItem key={entry.id} entry={entry} usage={usage[entry.id] ?? []} words={words} />
                  ))}
                </dl>
              </div>
            ))}
          </>
        )}
        <p className="mt-10 text-lg">
          <Link to={address('/library')} className="link">
            {words.back()}
          </Link>
        </p>
      </div>
    </>
  );
}

function GlossaryItem({ entry, usage, words }: { entry: GlossaryEntry; usage: { title: string; link: string }[]; words: GlossaryWords }) {
  return (
    <div id={entry.id} className="rounded-2xl border border-leaf-100 bg-white p-5 shadow-sm target:border-2 target:border-sun-400 target:bg-sun-100">
      {/* The row keeps the Listen button's height from the start, so that nothing moves when it appears. */}
      <dt className="flex min-h-11 items-center justify-between gap-3 text-xl font-extrabold text-leaf-900">
        <dfn className="min-w-0 not-italic">
          <ReadableText block={`glossary-${entry.id}:term`} text={entry.term} />
        </dfn>
        <ListenControls
          owner={`glossary-${entry.id}`}
          read={() => blocksIn(document.getElementById(entry.id))}
          name={entry.term}
        />
      </dt>
      <dd className="mt-1 text-ink-soft">
        {words.sayIt()} <span className="font-bold text-ink">{entry.pronunciation}</span>
      </dd>
      <dd className="mt-2 text-lg">
        <ReadableText block={`glossary-${entry.id}:meaning`} text={entry.definition} />
      </dd>
      {usage.length > 0 && (
        <dd className="mt-2 flex flex-wrap items-center gap-x-3 text-ink-soft">
          <span className="font-bold">{words.usedIn()}</span>
          <ul className="flex flex-wrap gap-x-4">
            {usage.map((use) => (
              <li key={use.link}>
                <Link to={use.link} className="link inline-flex min-h-11 items-center">
                  {use.title}
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      )}
    </div>
  );
}

export { GlossaryPage as Component };
