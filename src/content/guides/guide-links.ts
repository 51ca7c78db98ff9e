// Where a guide's PDF is fetched from. One function builds the download address, so a server
// endpoint (SPEC.md §7: {host}/functions/v1/download-resource/{slug}) can replace it later.
import type { GuideListing } from './guide-types';

export function guideDownloadUrl(guide: Pick<GuideListing, 'url'>): string {
  return guide.url;
}

export function guideDownloadName(guide: Pick<GuideListing, 'slug'>): string {
  return `${guide.slug}.pdf`;
}
