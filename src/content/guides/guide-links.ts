// Where a guide's PDF is downloaded from: the download call of docs/product.md §7, which the server answers
// with the PDF as an attachment named {slug}.pdf (server/pages.ts). The build also writes the PDF
// at that address (scripts/guides/vite-plugin.ts), so a plain static host serves it too, and the
// link's download attribute names the file there.
import type { GuideListing } from './guide-types';

/** The address of docs/product.md §7's download call for a guide. */
export const guideDownloadPath = (slug: string) => `/functions/v1/download-resource/${slug}`;

export function guideDownloadUrl(guide: Pick<GuideListing, 'slug'>): string {
  return guideDownloadPath(guide.slug);
}

export function guideDownloadName(guide: Pick<GuideListing, 'slug'>): string {
  return `${guide.slug}.pdf`;
}
