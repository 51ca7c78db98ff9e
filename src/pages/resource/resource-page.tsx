import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { guideCatalog } from 'virtual:guide-files';
import { guideDownloadName, guideDownloadUrl } from '../../content/guides/guide-links';
import type { GuideListing } from '../../content/guides/guide-types';
import { site } from '../../content/site';
import { formatBytes } from '../../lib/format';
import { notify } from '../../lib/toast';
import { GuideViewer, type GuideViewerHandle, type ViewerStatus } from './guide-viewer';
import { canZoomIn, canZoomOut, zoomIn, zoomOut, ZOOM_START } from './zoom';

/** An unknown or missing slug goes back to the list. */
export function loader({ params }: LoaderFunctionArgs): GuideListing {
  const guide = guideCatalog.find((item) => item.slug === params.slug);
  if (!guide) throw redirect('/resources');
  return guide;
}

const failedToast = {
  kind: 'error',
  title: 'Failed to load PDF',
  description: 'The PDF file could not be loaded. Please try downloading it instead.',
} as const;

/** Ctrl+P, or Cmd+P on a Mac: the browser's print shortcut. */
const isPrintShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';

/** The route's screen. Keyed by guide, so moving to another guide starts afresh (zoom, status, drawn pages). */
export function ResourcePage() {
  const guide = useLoaderData<typeof loader>();
  return <GuideDetails key={guide.slug} guide={guide} />;
}

/** One guide: its details, download, print and zoom, and every page drawn below. */
function GuideDetails({ guide }: { guide: GuideListing }) {
  const [zoom, setZoom] = useState(ZOOM_START);
  const [status, setStatus] = useState<ViewerStatus>('loading');
  const viewer = useRef<GuideViewerHandle>(null);

  const onStatus = (next: ViewerStatus) => {
    setStatus(next);
    if (next === 'failed') void notify(failedToast);
  };

  const print = async () => {
    try {
      if (status !== 'ready' || !viewer.current) throw new Error('The preview is not ready.');
      // Pages further down may not be drawn yet: print them all.
      await viewer.current.drawAll();
      document.body.classList.add('printing-guide');
      window.print();
    } catch {
      void notify({ kind: 'error', title: 'Cannot print', description: 'Preview is blocked. Please download the file to print it.' });
    } finally {
      document.body.classList.remove('printing-guide');
    }
  };

  // Ctrl+P (Cmd+P on a Mac) prints as the Print button does. The browser's own print would leave
  // blank every page not scrolled to yet, since pages are drawn as they come into view.
  const onPrintKeys = useEffectEvent((event: KeyboardEvent) => {
    if (!isPrintShortcut(event) || status !== 'ready') return;
    event.preventDefault();
    void print();
  });
  useEffect(() => {
    window.addEventListener('keydown', onPrintKeys);
    return () => window.removeEventListener('keydown', onPrintKeys);
  }, []);

  const download = (
    <a href={guideDownloadUrl(guide)} download={guideDownloadName(guide)} className="btn-primary">
      <span aria-hidden="true">⬇️</span> Download PDF
    </a>
  );

  return (
    <>
      <title>{`${guide.title} | ${site.name} Resources`}</title>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <Link to="/resources" className="link inline-flex min-h-11 items-center">
          <span aria-hidden="true">←&nbsp;</span>Back to Resources
        </Link>
        <h1 className="mt-3 text-4xl sm:text-5xl">{guide.title}</h1>
        <p className="mt-3 max-w-3xl text-xl text-ink-soft">{guide.summary}</p>
        <p className="mt-4 flex flex-wrap gap-2 font-semibold">
          <span className="rounded-full bg-leaf-100 px-3 py-1 text-leaf-900">Printable</span>
          <span className="rounded-full bg-sky-100 px-3 py-1 text-sky-700">PDF, {formatBytes(guide.bytes)}</span>
          <span className="rounded-full bg-sun-100 px-3 py-1 text-ink">Updated {guide.updatedAt}</span>
        </p>

        <div role="toolbar" aria-label="Guide tools" className="mt-6 flex flex-wrap items-center gap-3">
          {download}
          <button type="button" className="btn-secondary" onClick={() => void print()} disabled={status === 'failed'}>
            <span aria-hidden="true">🖨️</span> Print
          </button>
          <span className="flex items-center gap-2">
            <button
              type="button"
              className="btn-secondary !px-4 disabled:opacity-50"
              onClick={() => setZoom(zoomOut)}
              disabled={!canZoomOut(zoom) || status === 'failed'}
              aria-label="Zoom out"
            >
              <span aria-hidden="true">−</span>
            </button>
            <output aria-live="polite" aria-label="Zoom" className="min-w-16 text-center text-lg font-bold">
              {zoom}%
            </output>
            <button
              type="button"
              className="btn-secondary !px-4 disabled:opacity-50"
              onClick={() => setZoom(zoomIn)}
              disabled={!canZoomIn(zoom) || status === 'failed'}
              aria-label="Zoom in"
            >
              <span aria-hidden="true">+</span>
            </button>
          </span>
        </div>

        <section aria-label="Guide preview" className="relative mt-6">
          {status === 'loading' && (
            // Over the pages' places rather than above them, so nothing moves when it goes.
            <p
              role="status"
              className="absolute inset-x-0 top-6 z-10 mx-auto w-fit rounded-full bg-white px-6 py-3 text-lg font-semibold text-ink shadow-md"
            >
              Loading guide...
            </p>
          )}
          {status === 'failed' ? (
            <div className="card flex flex-col items-center gap-4 text-center">
              <span aria-hidden="true" className="text-5xl">📄</span>
              <p className="text-lg">
                Preview blocked by the file's host. This PDF can't be previewed here, but you can still download it below.
              </p>
              {download}
            </div>
          ) : (
            <GuideViewer ref={viewer} guide={guide} zoom={zoom} onStatus={onStatus} />
          )}
        </section>
      </div>
    </>
  );
}

export { ResourcePage as Component };
