import type { GlossaryEntry } from '../schemas';

/** Hard words in the Mental Health articles (feelings, stress, sleep). */
export const mentalHealthGlossary: GlossaryEntry[] = [
  {
    id: 'emotion',
    term: 'emotion',
    forms: ['emotions'],
    pronunciation: 'ih-MOH-shun',
    definition: 'A feeling, such as joy, fear, anger or sadness, that your brain and body have in response to what happens.',
  },
  {
    id: 'counselor',
    term: 'counselor',
    forms: ['counselors', 'school counselor'],
    pronunciation: 'KOWN-suh-ler',
    definition: 'A trained person who listens and helps people work through worries, feelings and problems.',
  },
  {
    id: 'empathy',
    term: 'empathy',
    pronunciation: 'EM-puh-thee',
    definition: 'Noticing how someone else feels and caring about it, as if you were in their shoes.',
  },
  {
    id: 'anxiety',
    term: 'anxiety',
    pronunciation: 'ang-ZY-uh-tee',
    definition: 'Worry or fear that is very strong or hangs on, sometimes even when nothing is wrong.',
  },
  {
    id: 'amygdala',
    term: 'amygdala',
    pronunciation: 'uh-MIG-duh-luh',
    definition: 'A small, almond-shaped part deep in the brain that helps spot danger and sets off feelings like fear.',
  },
  {
    id: 'hormone',
    term: 'hormone',
    forms: ['hormones'],
    pronunciation: 'HOR-mohn',
    definition: 'A chemical messenger that a gland makes and sends through the blood to tell other parts of the body what to do.',
  },
  {
    id: 'adrenaline',
    term: 'adrenaline',
    pronunciation: 'uh-DREN-uh-lin',
    definition: 'A hormone that gets your body ready for action in seconds, making your heart beat faster. It is also called epinephrine.',
  },
  {
    id: 'cortisol',
    term: 'cortisol',
    pronunciation: 'KOR-tih-sol',
    definition: 'A stress hormone that rises more slowly than adrenaline and helps keep fuel in your blood while a challenge lasts.',
  },
  {
    id: 'fight-or-flight-response',
    term: 'fight-or-flight response',
    forms: ['fight-or-flight', 'fight or flight'],
    pronunciation: 'FITE-or-FLITE rih-SPONS',
    definition: "Your body's fast alarm when it senses danger, getting you ready to fight, run away or freeze.",
  },
  {
    id: 'rem-sleep',
    term: 'REM sleep',
    pronunciation: 'REM SLEEP',
    definition: 'The stage of sleep when your eyes dart around under your eyelids and most dreams happen. REM means rapid eye movement.',
  },
  {
    id: 'circadian-rhythm',
    term: 'circadian rhythm',
    forms: ['circadian rhythms', 'body clock', 'body clocks'],
    pronunciation: 'sur-KAY-dee-un RITH-um',
    definition: 'Your body clock: a cycle of about 24 hours that makes you sleepy at night and alert in the day.',
  },
  {
    id: 'melatonin',
    term: 'melatonin',
    pronunciation: 'mel-uh-TOH-nin',
    definition: 'A hormone your brain makes as it gets dark, which helps you feel sleepy.',
  },
  {
    id: 'caffeine',
    term: 'caffeine',
    pronunciation: 'ka-FEEN',
    definition: 'A substance in coffee, tea, many colas and energy drinks that makes the brain feel more awake and can keep you from sleeping.',
  },
];
