// The articles whose topic names a danger to a reader: an allergy, a poison, the warning signs of an
// illness, an injury, self-harm, harm online, vaping. Each of them must carry a "Get help now" box
// (`getHelp` in src/content/categories/<category>.ts), and every article with a box is listed here, so
// neither list can drift from the other (tests/unit/content/danger-topics.test.ts holds them to it).
// A writer who adds a box to an article adds the article here, with the danger in one line.

import type { CategorySlug } from './schemas';

export interface DangerTopic {
  /** The article, as "category/slug". */
  article: `${CategorySlug}/${string}`;
  /** The danger its topic names, in one plain line. */
  danger: string;
}

/** Every article that names a danger, by category in library order. */
export const dangerTopics: readonly DangerTopic[] = [
  { article: 'diseases/what-is-the-flu', danger: 'The warning signs that someone with the flu needs urgent care.' },
  { article: 'diseases/why-we-catch-colds', danger: 'The signs that a cold has become serious, such as struggling to breathe.' },
  { article: 'diseases/understanding-allergies', danger: 'A serious allergic reaction (anaphylaxis).' },
  { article: 'diseases/antibiotics-and-viruses', danger: 'An allergic reaction to an antibiotic.' },
  { article: 'body/your-amazing-heart', danger: 'A heart that suddenly stops: someone collapses and does not breathe normally.' },
  { article: 'body/how-you-breathe', danger: 'Struggling to breathe, as in an asthma attack.' },
  { article: 'body/puberty-and-growing-up', danger: 'Puberty that starts very early or very late, and someone touching a child in a way they don’t want.' },
  { article: 'mental-health/understanding-your-feelings', danger: 'Thoughts of self-harm or of not wanting to be alive, in yourself or a friend.' },
  { article: 'mental-health/handling-stress', danger: 'Stress that comes with low mood or thoughts of self-harm.' },
  { article: 'mental-health/why-sleep-matters', danger: 'Sleep trouble that comes with low mood or thoughts of self-harm.' },
  { article: 'mental-health/staying-well-online', danger: 'Harm online: threats, bullying and requests for sexual pictures.' },
  { article: 'mental-health/body-image', danger: 'Eating worries that may be the start of an eating disorder.' },
  { article: 'nutrition/vitamins-and-minerals', danger: 'Poisoning from swallowing too many vitamins or pills.' },
  { article: 'preventive-care/the-power-of-handwashing', danger: 'Poisoning from swallowing hand sanitizer.' },
  { article: 'preventive-care/moving-your-body', danger: 'A knock to the head in sport or play, and the signs that need an emergency call.' },
  { article: 'preventive-care/vaping-and-your-lungs', danger: 'Nicotine addiction, vapes spiked with other drugs, and vape liquid that poisons small children.' },
  { article: 'preventive-care/alcohol-drugs-and-your-brain', danger: 'Alcohol poisoning or a drug overdose in a friend who will not wake or breathes slowly.' },
  { article: 'preventive-care/sun-safety', danger: 'Heatstroke, and sunburn that blisters or comes with feeling unwell.' },
];
