// Each send of a form carries an id made in the browser (a random UUID), which the server stores
// once: the same send arriving twice (a retry after a lost answer, two tabs sending what waited
// offline) is answered as the first was and stored once.
// The checks (contact-check.ts, suggestion-check.ts) accept it as an optional UUID: a page from
// before ids, or a form posted before the app arrived, has none.

/** A new id for a send. */
export function newSendId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Browsers without randomUUID outside secure pages: the same version 4 layout from random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
