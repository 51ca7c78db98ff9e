// Draws a PDF's pages into canvases with PDF.js, which is loaded only here.
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Loads PDF.js and its worker (served by this site), then opens the document at `url`. */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ url, isEvalSupported: false }).promise;
}

/** Renders page `number` into `canvas`, `cssWidth` pixels wide, sharp up to a device pixel ratio of 2. */
export async function drawPage(pdf: PDFDocumentProxy, number: number, canvas: HTMLCanvasElement, cssWidth: number) {
  const page = await pdf.getPage(number);
  const base = page.getViewport({ scale: 1 });
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}
