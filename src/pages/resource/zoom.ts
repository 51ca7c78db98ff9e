// The guide viewer's zoom (docs/product.md §5, §9): 50 to 200 percent in steps of 25, starting at 100,
// where 100 means the page fills the viewer's width.

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 25;
export const ZOOM_START = 100;

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM_MAX, zoom + ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM_MIN, zoom - ZOOM_STEP);
}

export const canZoomIn = (zoom: number) => zoom < ZOOM_MAX;
export const canZoomOut = (zoom: number) => zoom > ZOOM_MIN;
