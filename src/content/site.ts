// The site's own settings: change the name, e-mail or founders' description here only. The words
// every page shows (the disclaimer, the credits) are the frame's, in each language: src/components/words.*.json.

export const site = {
  name: 'HealthSprout',
  /** A placeholder on a reserved domain until the owners set the real address. */
  email: 'hello@healthsprout.example',
  founders:
    'HealthSprout was started by two students who love science and wanted a place where kids could learn about health in words that make sense.',
} as const;
