// The site's own settings: change the name or e-mail here only. The words every page shows (the
// disclaimer, the credits) are the frame's, in each language: src/components/words.*.json; the
// founders' description is the About page's: src/pages/about/words.*.json.

export const site = {
  name: 'HealthSprout',
  /** A placeholder on a reserved domain until the owners set the real address. */
  email: 'hello@healthsprout.example',
} as const;
