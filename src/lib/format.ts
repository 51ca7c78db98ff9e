/** A file size for people: Bytes below 1 KB, KB below 1 MB, then MB (docs/product.md §3). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * A whole number with commas between its thousands, as in English: 5000 is "5,000". Written out,
 * not asked of toLocaleString: the first Intl call on a page starts the browser's locale data,
 * tens of milliseconds on a slow tablet, for a message that may never show.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}
