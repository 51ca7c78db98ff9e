// How long the server keeps what visitors send (server/config.ts reads these as its defaults;
// the privacy page and the contact form state them). Change them here, not in one place only.

export const retention = {
  /** Contact messages are deleted this many days after they arrive. */
  contactDays: 90,
  /** Topic suggestions are deleted this many days after they arrive. */
  suggestionDays: 365,
  /** The server's clean-up runs this often: deleted words leave the database's files by then (server/retention.ts). */
  cleanUpHours: 6,
} as const;
