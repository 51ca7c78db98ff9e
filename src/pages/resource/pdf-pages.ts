// Draws a PDF's pages into canvases with PDF.js, which is loaded only here.
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Loads PDF.js and its worker (served by this site), then opens the document at `url`. */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // enableHWA: pages are drawn on a GPU canvas. PDF.js's default, a CPU canvas kept for reading
  // pixels back, costs the main thread far more to set up and fill (our guides never read pixels).
  return pdfjs.getDocument({ url, isEvalSupported: false, enableHWA: true }).promise;
}

/**
 * Renders page `number` into `canvas` for `cssWidth` CSS pixels, sharp up to a device pixel ratio
 * of 2. The canvas's CSS size is the viewer's: only its pixels change here.
 */
export async function drawPage(pdf: PDFDocumentProxy, number: number, canvas: HTMLCanvasElement, cssWidth: number) {
  const page = await pdf.getPage(number);
  const base = page.getViewport({ scale: 1 });
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport }).promise;
  canvas.dataset.drawn = String(Math.round(cssWidth));
}

/**
 * Calls `run` once the browser has painted what is on screen now (after two animation frames),
 * so a large download started by `run` does not hold up the page's first paint. Returns a cancel.
 */
export function afterFirstPaint(run: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(run);
  });
  return () => cancelAnimationFrame(frame);
}
