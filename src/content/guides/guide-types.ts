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

export interface Guide {
  id: string;
  slug: string;
  title: string;
  summary: string;
  kind: GuideKind;
  updatedAt: string;
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
