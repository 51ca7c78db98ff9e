// The virtual module made by scripts/guides/vite-plugin.ts at build time.
declare module 'virtual:guide-files' {
  import type { GuideListing } from './guide-types';
  /** Every guide in list order, with where its PDF is served and its real size in bytes. */
  export const guideCatalog: GuideListing[];
}
