// The virtual module made by scripts/guides/vite-plugin.ts at build time.
declare module 'virtual:guide-files' {
  /** Each guide's PDF: where it is served and its real size in bytes. */
  export const guideFiles: Record<string, { url: string; bytes: number }>;
}
