import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { GuideListing } from '../../content/guides/guide-types';
import { afterFirstPaint, drawPage, openPdf } from './pdf-pages';

export type ViewerStatus = 'loading' | 'ready' | 'failed';

/** What the page can ask of the viewer. */
export interface GuideViewerHandle {
  /** Resolves once every page is drawn at the current zoom (before printing). */
  drawAll(): Promise<void>;
}

/** Room kept beside a page at 100% (CSS pixels), so a page never touches the viewer's edge. */
const FRAME_PADDING = 16;
/**
 * Pages this far below (or above) the screen are drawn before they scroll into view. Each page
 * drawn costs a full-size canvas, so pages further away wait until the reader scrolls near them.
 */
const DRAW_AHEAD = '200px 0px';

/**
 * Every page of the guide, drawn with PDF.js; `zoom` 100 fills the viewer's width. Each page holds
 * its place from the start (the catalog knows the page count and size), so nothing moves when the
 * drawings arrive. The first page is drawn at once, every other page as it nears the screen, and
 * all of them before printing.
 */
export function GuideViewer({
  guide,
  zoom,
  onStatus,
  ref,
}: {
  guide: GuideListing;
  zoom: number;
  onStatus: (status: ViewerStatus) => void;
  ref?: Ref<GuideViewerHandle>;
}) {
  const url = guide.url;
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [width, setWidth] = useState(0);
  /** Pages wanted on screen: the first, and those that have come near the view. */
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([1]));
  const frameRef = useRef<HTMLDivElement>(null);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  /** The CSS width each page was last drawn at. */
  const drawnAt = useRef<number[]>([]);
  const drawing = useRef<Promise<void>>(Promise.resolve());
  const statusRef = useRef(onStatus);
  useEffect(() => {
    statusRef.current = onStatus;
  });

  const cssWidth = width > 0 ? Math.max(200, ((width - FRAME_PADDING) * zoom) / 100) : 0;

  // PDF.js is a large download: it starts once the page itself has been painted.
  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    statusRef.current('loading');
    const stopWaiting = afterFirstPaint(() => {
      openPdf(url).then(
        (doc) => {
          opened = doc;
          if (cancelled) void doc.destroy();
          else setPdf(doc);
        },
        () => !cancelled && statusRef.current('failed'),
      );
    });
    return () => {
      cancelled = true;
      stopWaiting();
      void opened?.destroy();
    };
  }, [url]);

  // Follow the viewer's width (rotation, resize) so that 100% always means fit to width.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  // Pages come into the wanted set as they near the screen.
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => Number((entry.target as HTMLElement).dataset.page));
        if (near.length > 0) setWanted((current) => (near.every((n) => current.has(n)) ? current : new Set([...current, ...near])));
      },
      { rootMargin: DRAW_AHEAD },
    );
    canvases.current.forEach((canvas) => canvas && observer.observe(canvas));
    return () => observer.disconnect();
  }, []);

  const draw = (pages: Iterable<number>, stopped = () => false) => {
    const list = [...pages].sort((a, b) => a - b);
    // PDF.js refuses two renders into one canvas at once, so each drawing waits for the one before;
    // a drawing for a zoom that has since changed stops after its current page.
    const run = drawing.current.then(async () => {
      if (!pdf || cssWidth === 0) return;
      for (const number of list) {
        if (stopped()) return;
        const canvas = canvases.current[number - 1];
        if (!canvas || drawnAt.current[number - 1] === cssWidth) continue;
        await drawPage(pdf, number, canvas, cssWidth);
        drawnAt.current[number - 1] = cssWidth;
      }
    });
    drawing.current = run.catch(() => {});
    return run;
  };

  useImperativeHandle(ref, () => ({
    drawAll: () => draw(Array.from({ length: guide.pages }, (_, index) => index + 1)),
  }));

  // Draw what is wanted at the current width; the first drawing makes the viewer ready.
  useEffect(() => {
    if (!pdf || cssWidth === 0 || wanted.size === 0) return;
    let cancelled = false;
    draw(wanted, () => cancelled).then(
      () => !cancelled && statusRef.current('ready'),
      () => !cancelled && statusRef.current('failed'),
    );
    return () => {
      cancelled = true;
    };
    // `draw` reads the same pdf and width as this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, cssWidth, wanted]);

  const pageStyle = {
    width: cssWidth > 0 ? `${cssWidth}px` : `calc(100% - ${FRAME_PADDING}px)`,
    aspectRatio: `${guide.pageWidth} / ${guide.pageHeight}`,
  };

  return (
    <div ref={frameRef} className="w-full overflow-x-auto rounded-3xl bg-gray-200 p-2" style={{ touchAction: 'pan-x pan-y pinch-zoom' }}>
      <div id="guide-pages" className="flex min-w-min flex-col items-center gap-3">
        {Array.from({ length: guide.pages }, (_, index) => (
          <div key={index} className="guide-page relative bg-white shadow-md" style={pageStyle}>
            {/* Seen until the page is drawn over it (a page is drawn as it nears the screen). */}
            <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-ink-soft">
              Page {index + 1}
            </span>
            <canvas
              ref={(element) => {
                canvases.current[index] = element;
              }}
              data-page={index + 1}
              role="img"
              aria-label={`${guide.title}, page ${index + 1} of ${guide.pages}`}
              className="absolute inset-0 block h-full w-full"
            />
          </div>
        ))}
      </div>
    </div>
  );
}
