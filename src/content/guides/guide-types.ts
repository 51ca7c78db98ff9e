// The printable guides' content. Each guide becomes a real PDF at build time (scripts/guides).

export type GuideKind = 'guide' | 'infographic' | 'reading';

/** Vector pictures the PDF generator knows how to draw. */
export const guidePictures = [
  'plate',
  'pyramid',
  'upside-down-pyramid',
  'heart',
  'lungs',
  'soap',
  'germ',
  'tooth',
  'shield',
  'stethoscope',
  'runner',
  'first-aid',
  'vaccine',
  'body',
  'book',
  'apple',
  'carrot',
  'bread',
  'fish',
  'milk',
  'vessels',
  'brain',
  'bone',
  'defender',
  'mushroom',
  'tap',
  'water',
  'towel',
  'toothbrush',
  'bandage',
  'phone',
  'water-bottle',
  'clock',
] as const;
export type GuidePicture = (typeof guidePictures)[number];

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

/** One big numbered tile of an infographic page. */
export interface InfographicTile {
  label: string;
  text: string;
  picture?: GuidePicture;
}

export interface GuidePage {
  heading: string;
  /** A short line under the page heading. */
  intro?: string;
  picture?: GuidePicture;
  sections?: GuideSection[];
  /** An infographic page: four to six tiles drawn large. */
  tiles?: InfographicTile[];
}

/** A public page a guide's facts were checked against; the PDF prints it on the guide's last page. */
export interface GuideSource {
  title: string;
  publisher: string;
  /** An https address short enough to print on one line (the guide test holds it to that). */
  url: string;
}

export interface Guide {
  id: string;
  slug: string;
  title: string;
  summary: string;
  kind: GuideKind;
  updatedAt: string;
  /** 2 to 3 public pages the guide's facts were checked against, printed at the end of the PDF. */
  sources: GuideSource[];
  /** Month and year the facts were last checked, e.g. 'November 2026'; printed in every page's footer. */
  lastChecked: string;
  pages: GuidePage[];
}

/** What the resources pages know of a guide: its card, and its generated PDF. */
export interface GuideListing extends Pick<Guide, 'id' | 'slug' | 'title' | 'summary' | 'kind' | 'updatedAt'> {
  url: string;
  bytes: number;
  /** How many pages the PDF has, and the size of its pages in points (from the built file). */
  pages: number;
  pageWidth: number;
  pageHeight: number;
}
