import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { drawPage, openPdf } from './pdf-pages';

export type ViewerStatus = 'loading' | 'ready' | 'failed';

/** Every page of the guide drawn with PDF.js; `zoom` 100 fills the viewer's width. */
export function GuideViewer({
  url,
  title,
  zoom,
  onStatus,
}: {
  url: string;
  title: string;
  zoom: number;
  onStatus: (status: ViewerStatus) => void;
}) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [width, setWidth] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const drawing = useRef<Promise<void>>(Promise.resolve());
  const statusRef = useRef(onStatus);
  useEffect(() => {
    statusRef.current = onStatus;
  });

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    statusRef.current('loading');
    openPdf(url).then(
      (doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      },
      () => !cancelled && statusRef.current('failed'),
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  // Follow the viewer's width (rotation, resize) so that 100% always means fit to width.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!pdf || width === 0) return;
    let cancelled = false;
    const cssWidth = Math.max(200, Math.floor(((width - 16) * zoom) / 100));
    // PDF.js refuses two renders into one canvas at once, so a new zoom waits for the drawing
    // in progress (which stops after its current page) instead of racing it.
    const run = drawing.current.then(async () => {
      for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
        const canvas = canvases.current[number - 1];
        if (canvas) await drawPage(pdf, number, canvas, cssWidth);
      }
    });
    drawing.current = run.catch(() => {});
    run.then(
      () => !cancelled && statusRef.current('ready'),
      () => !cancelled && statusRef.current('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [pdf, width, zoom]);

  return (
    <div ref={frameRef} className="w-full overflow-x-auto rounded-3xl bg-gray-200 p-2" style={{ touchAction: 'pan-x pan-y pinch-zoom' }}>
      <div id="guide-pages" className="flex min-w-min flex-col items-center gap-3">
        {pdf &&
          Array.from({ length: pdf.numPages }, (_, index) => (
            <canvas
              key={index}
              ref={(element) => {
                canvases.current[index] = element;
              }}
              role="img"
              aria-label={`${title}, page ${index + 1} of ${pdf.numPages}`}
              className="guide-page block bg-white shadow-md"
            />
          ))}
      </div>
    </div>
  );
}
