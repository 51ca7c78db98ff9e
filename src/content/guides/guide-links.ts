// Where a guide's PDF is downloaded from: the download call of docs/product.md §7 (its address is
// the site map's, src/site-map.ts), which the server answers with the PDF as an attachment named
// {slug}.pdf (server/pages.ts). The build also writes the PDF at that address
// (scripts/guides/vite-plugin.ts), so a plain static host serves it too, and the link's download
// attribute names the file there.
import { guideDownloadAddress } from '../../site-map';
import type { GuideListing } from './guide-types';

export function guideDownloadUrl(guide: Pick<GuideListing, 'slug'>): string {
  return guideDownloadAddress(guide.slug);
}

export function guideDownloadName(guide: Pick<GuideListing, 'slug'>): string {
  return `${guide.slug}.pdf`;
}
