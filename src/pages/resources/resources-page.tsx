import { Link } from 'react-router-dom';
import { guideCatalog } from 'virtual:guide-files';
import type { GuideKind, GuideListing } from '../../content/guides/guide-types';
import { guideDownloadName, guideDownloadUrl } from '../../content/guides/guide-links';
import { site } from '../../content/site';
import { formatBytes } from '../../lib/format';
import { PageHero } from '../../components/page-hero';
import { guidePageAddress } from '../../site-map';

const sections: { kind: GuideKind; title: string; emoji: string; lead: string }[] = [
  { kind: 'guide', title: 'Downloadable Guides', emoji: '📘', lead: 'Step-by-step guides to read together and keep.' },
  { kind: 'infographic', title: 'Infographics', emoji: '🖼️', lead: 'Big, bright pages for a classroom wall or the fridge.' },
  { kind: 'reading', title: 'Reading Materials', emoji: '📚', lead: 'Longer reads for curious minds.' },
];

/** The printable guides, in three shelves, each with a preview page and a PDF download. */
export function ResourcesPage() {
  return (
    <>
      <title>{`Resources | ${site.name}`}</title>
      <PageHero
        title="Printable Resources"
        lead="Free guides, infographics and reading materials to view, download and print. Made by HealthSprout."
      />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-6">
        {sections.map((section) => (
          <section key={section.kind} aria-labelledby={`${section.kind}-title`}>
            <h2 id={`${section.kind}-title`} className="text-3xl">
              <span aria-hidden="true">{section.emoji} </span>
              {section.title}
            </h2>
            <p className="mt-1 text-lg text-ink-soft">{section.lead}</p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {guideCatalog
                .filter((guide) => guide.kind === section.kind)
                .map((guide) => (
                  <li key={guide.id} className="flex">
                    <ResourceCard guide={guide} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <aside aria-label="More resources" className="rounded-3xl border-2 border-dashed border-sky-700 bg-sky-100 p-6 text-center">
          <h2 className="text-2xl text-sky-700">More Resources Coming Soon</h2>
          <p className="mt-2 text-lg">While we make more, explore the articles, videos and quizzes in the E-Library.</p>
          <Link to="/library" className="btn-primary mt-4">
            Visit the E-Library
          </Link>
        </aside>
      </div>
    </>
  );
}

function ResourceCard({ guide }: { guide: GuideListing }) {
  return (
    <article className="card flex flex-1 flex-col">
      <h3 className="text-xl">
        <Link to={guidePageAddress(guide.slug)} className="text-leaf-900 underline decoration-leaf-600/40 decoration-2 underline-offset-4 hover:decoration-leaf-700">
          {guide.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1">{guide.summary}</p>
      <p className="mt-3 text-sm text-ink-soft">
        PDF, {formatBytes(guide.bytes)} · Updated {guide.updatedAt}
      </p>
      <a
        href={guideDownloadUrl(guide)}
        download={guideDownloadName(guide)}
        className="btn-secondary mt-4 self-start !px-4 whitespace-nowrap"
        aria-label={`Download PDF: ${guide.title}`}
      >
        <span aria-hidden="true">⬇️</span> Download PDF
      </a>
    </article>
  );
}

export { ResourcesPage as Component };
