import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { entriesUsedBy, readingMinutes, splitBody } from '../../content/article-bodies';
import type { Library } from '../../content/library';
import type { GlossaryEntry } from '../../content/schemas';
import { site } from '../../content/site';
import { localeOf, type Locale } from '../../site-map';
import { useComponentWords } from '../../components/component-words';
import { Disclaimer } from '../../components/disclaimer';
import { GetHelpBox } from '../../components/get-help-box';
import { useAddress } from '../../i18n/address';
import { useWords } from '../../i18n/words';
import { blocksIn } from '../../reading/read-aloud';
import { ListenControls, ReadableText } from '../../reading/listen-controls';
import { ReadingBar } from '../../reading/reading-bar';
import { NotFoundPage } from '../not-found/not-found-page';
import { ArticleParagraph } from './article-text';
import { ArticleSources } from './article-sources';
import { ShareButton } from '../../share/share-button';
import { useArticleProgress } from '../../passport/article-progress';
import type english from './words.en.json';

/**
 * Each language's E-Library (src/content/library.ts), loaded by the loader of a page in that
 * language only: an English article's page carries no Spanish, and a Spanish one no English.
 */
const libraries: Record<Locale, () => Promise<{ library: Library }>> = {
  en: () => import('../../content/library-en'),
  es: () => import('../../content/es/library'),
};

/**
 * Finds the article in the page's language, with its body, the glossary entries it uses, the help
 * lines its box lists and its twin in the other language; an unknown slug goes back to its category.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { library } = await libraries[localeOf(new URL(request.url).pathname)]();
  const category = library.findCategory(params.category);
  if (!category) return null;
  const index = category.articles.findIndex((article) => article.slug === params.slug);
  const article = category.articles[index];
  if (!article) throw redirect(library.categoryAddress(category.slug));
  const body = await library.loadBody(category.slug, article);
  const neighbour = (other: typeof article | undefined) => (other ? { title: other.title, address: library.articleAddress(category.slug, other) } : null);
  return {
    category: { slug: category.slug, title: category.title, address: library.categoryAddress(category.slug) },
    article,
    body,
    terms: body ? await termsOf(body, library) : [],
    // Only the box's lines travel with the page (and in its prerendered data).
    helpLines: article.getHelp ? library.helpLines : null,
    changes: library.changesOf(category.slug, article),
    previous: neighbour(category.articles[index - 1]),
    next: neighbour(category.articles[index + 1]),
    twin: library.twinAddress(category.slug, article),
  };
}

/**
 * The glossary entries a body's marks use. Only these travel with the page (and in its prerendered
 * data): the whole glossary is its own chunk, fetched here on a move to another article, never on
 * arrival. Should it fail to load, the marked words read as plain text rather than the page failing.
 */
async function termsOf(body: string, library: Library): Promise<GlossaryEntry[]> {
  try {
    return entriesUsedBy(body, await library.loadGlossary());
  } catch {
    return [];
  }
}

/**
 * One article: breadcrumb, reading time, the Get-help box when the article names warning signs,
 * the body with its hard words explained, Go deeper, the sources, and the way to the next one.
 */
export function ArticlePage() {
  const data = useLoaderData<typeof loader>();
  if (!data) return <NotFoundPage />;
  return <ArticleScreen data={data} />;
}

function ArticleScreen({ data }: { data: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>> }) {
  const { category, article, body, terms, helpLines, changes, previous, next } = data;
  const { main, deeper } = splitBody(body ?? '');
  const minutes = readingMinutes(body ?? article.summary);
  useArticleProgress(article.id);
  const words = useWords<typeof english>('pages/article');
  // The breadcrumb's first two links are the menu's, named as the menu names them.
  const menuWords = useComponentWords();
  const address = useAddress();
  return (
    <>
      <title>{words.title({ article: article.title, site: site.name })}</title>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <nav aria-label={words.breadcrumb()}>
          <ol className="flex flex-wrap items-center gap-x-2 text-ink-soft">
            <li>
              <Link to={address('/')} className="link inline-flex min-h-11 items-center">{menuWords.navHome()}</Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to={address('/library')} className="link inline-flex min-h-11 items-center">{menuWords.navLibrary()}</Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to={category.address} className="link inline-flex min-h-11 items-center">
                {category.title}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="font-semibold text-ink">
              {article.title}
            </li>
          </ol>
        </nav>

        {/* Read to me reads it from its title to the end of Go deeper, the Get-help box included. */}
        <article id="article" className="mt-4">
          <header>
            <h1 className="text-4xl sm:text-5xl">
              <ReadableText block="article:title" text={article.title} />
            </h1>
            <p className="mt-3 text-xl font-bold text-leaf-800">
              <ReadableText block="article:tagline" text={article.tagline} />
            </p>
            <p className="mt-3 flex flex-wrap gap-3 text-ink-soft">
              <span className="rounded-full bg-leaf-100 px-3 py-1 font-semibold text-leaf-900">
                <span aria-hidden="true">⏱️ </span>
                {words.readTime({ minutes })}
              </span>
              <span className="rounded-full bg-sun-100 px-3 py-1 font-semibold text-ink">
                {words.updated({ date: article.updatedAt ?? '2025' })}
              </span>
            </p>
          </header>
          {article.getHelp && helpLines && <GetHelpBox help={article.getHelp} words={words} lines={helpLines} />}
          {/* After the Get-help box: a child meets where to get help before any control. Read to me
              reads the box too, after the title. */}
          <ReadingBar
            owner="article"
            within={() => document.getElementById('article')}
            name={article.title}
            label={words.readingBarLabel()}
            textStart="article-text"
            className="mt-5"
          />
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <ShareButton title={article.title} />
          </div>
          <div id="article-text" tabIndex={-1} className="mt-8 grid gap-5 text-lg leading-relaxed sm:text-xl">
            {main.length > 0 ? (
              main.map((paragraph, index) => (
                <ArticleParagraph key={index} text={paragraph} part="m" index={index} terms={terms} />
              ))
            ) : (
              <>
                <p>
                  <ReadableText block="article:summary" text={article.summary} />
                </p>
                <p className="rounded-2xl bg-sky-100 p-4 font-bold text-sky-700">{words.comingSoon()}</p>
              </>
            )}
          </div>
          {deeper.length > 0 && (
            <div id="go-deeper" className="mt-10 rounded-2xl border-l-8 border-sky-700 bg-sky-100 p-5 sm:p-6">
              <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
                <h2 className="text-2xl">
                  <span aria-hidden="true">🔭 </span>
                  <ReadableText block="article:deeper" text={words.goDeeper()} />
                </h2>
                <ListenControls owner="article-deeper" read={() => blocksIn(document.getElementById('go-deeper'))} name={words.goDeeper()} />
              </div>
              <p className="mt-1 font-bold text-ink-soft">
                <ReadableText block="article:deeper-note" text={words.goDeeperNote()} />
              </p>
              {deeper.map((paragraph, index) => (
                <ArticleParagraph
                  key={index}
                  text={paragraph}
                  part="d"
                  index={index}
                  terms={terms}
                  className="mt-3 text-lg leading-relaxed sm:text-xl"
                />
              ))}
            </div>
          )}
          <ArticleSources article={article} changes={changes} />
        </article>

        <nav aria-label={words.moreArticles()} className="mt-8 grid gap-4 sm:grid-cols-2">
          {previous ? (
            <Link to={previous.address} className="card block no-underline hover:border-leaf-600">
              <span className="text-sm font-bold text-ink-soft"><span aria-hidden="true">← </span>{words.previous()}</span>
              <span className="mt-1 block text-lg font-extrabold text-leaf-900">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={next.address} className="card block text-right no-underline hover:border-leaf-600">
              <span className="text-sm font-bold text-ink-soft">{words.next()}<span aria-hidden="true"> →</span></span>
              <span className="mt-1 block text-lg font-extrabold text-leaf-900">{next.title}</span>
            </Link>
          )}
        </nav>

        <div className="mt-8">
          <Disclaimer />
        </div>
      </div>
    </>
  );
}

export { ArticlePage as Component };
