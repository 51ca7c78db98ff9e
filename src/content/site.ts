// The site's own settings: change the name, e-mail or founders' description here only.

export const site = {
  name: 'HealthSprout',
  tagline: 'Health learning that grows with you',
  /** A placeholder on a reserved domain until the owners set the real address. */
  email: 'hello@healthsprout.example',
  founders:
    'HealthSprout was started by two students who love science and wanted a place where kids could learn about health in words that make sense.',
  disclaimer:
    'HealthSprout is for learning only and is not medical advice. If you feel unwell or have a question about your health, talk to a doctor, a nurse or a trusted adult.',
  credit:
    'Articles are written by HealthSprout in our own words and checked against public health pages, which we list on each article.',
  illustrationCredit: 'Illustrations drawn for HealthSprout.',
} as const;
