// Letterboxing: a game is laid out at a fixed design size and scaled, whole, into its panel.

export interface DesignSize {
  width: number;
  height: number;
}

export interface Fit {
  /** CSS pixels per design pixel. */
  scale: number;
  /** Where the design's top-left corner sits in the panel, in CSS pixels. */
  offsetX: number;
  offsetY: number;
}

/** The largest scale at which the design fits the panel, centred. */
export function fitDesign(panelWidth: number, panelHeight: number, design: DesignSize): Fit {
  if (panelWidth <= 0 || panelHeight <= 0) return { scale: 0, offsetX: 0, offsetY: 0 };
  const scale = Math.min(panelWidth / design.width, panelHeight / design.height);
  return {
    scale,
    offsetX: (panelWidth - design.width * scale) / 2,
    offsetY: (panelHeight - design.height * scale) / 2,
  };
}

/** The canvas resolution: sharp on high-density screens, capped at 2 to spare the GPU. */
export function renderResolution(devicePixelRatio: number): number {
  return Math.min(Math.max(devicePixelRatio || 1, 1), 2);
}
