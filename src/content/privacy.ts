// How long the server keeps what visitors send (server/config.ts reads these as its defaults;
// the privacy page and the contact form state them). Change them here, not in one place only.

export const retention = {
  /** Contact messages are deleted this many days after they arrive. */
  contactDays: 90,
  /** Topic suggestions are deleted this many days after they arrive. */
  suggestionDays: 365,
} as const;
