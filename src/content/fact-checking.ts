// How HealthSprout checks what it says: the words of the About page's "How We Check Our Facts"
// (/about#how-we-check, linked from every article's Sources) and each article's public list of
// changes. Nobody is named as a reviewer: no doctor or nurse has reviewed the articles yet, and the
// page says so (docs/content-review-2026-11-25/README.md, M1).

/** The address every article's Sources links to. */
export const HOW_WE_CHECK_LINK = '/about#how-we-check';

export const factChecking = {
  sources:
    'We check facts against public pages from health agencies and medical groups: the CDC, the NIH and MedlinePlus, the NHS, the World Health Organization, the American Academy of Pediatrics (HealthyChildren.org) and groups such as Anaphylaxis UK and the Resuscitation Council UK. We use them because they are written and reviewed by health professionals, they say when they were last updated, and anyone can read them for free.',
  process: [
    'We write every article in our own words. No sentence is copied from another site.',
    'Each fact is checked against at least two public pages, which are listed under the article with the month they were last checked.',
    'Phone numbers for emergencies, helplines and poison centres are kept in one list, checked against each service’s own page, so an article never carries an old number.',
    'When a fact changes or a reader tells us something is wrong, we fix it and add a line to that article’s list of changes.',
  ],
  notReviewed:
    'Our articles have not yet been reviewed by a doctor or a nurse. Until they are, please treat them as a starting point for learning, and ask a doctor, a nurse or a school nurse about your own health.',
  volunteer:
    'Are you a doctor, nurse, school nurse, dietitian or other health professional? We would be grateful for your help reviewing an article. Please write to us through the contact form.',
  /** For teachers and parents: what the children's pages say plainly, with the detail behind it. */
  adultNotes: [
    {
      title: 'US vaccine advice in 2026',
      text:
        'On 5 January 2026 the CDC moved several childhood vaccines, including the yearly flu vaccine, from a routine recommendation for all children to "shared clinical decision-making"; the American Academy of Pediatrics kept recommending a yearly flu vaccine for everyone 6 months and older. In March 2026 a federal judge in Massachusetts (American Academy of Pediatrics v. Kennedy) preliminarily blocked the schedule change, and in May 2026 an executive order asked the CDC to review the schedule again. We could not confirm where things stood in November 2026, so the children’s pages say only that doctors’ groups and the US government have disagreed and that families and doctors can decide together. Please check the current CDC and AAP schedules before teaching this topic.',
    },
  ],
} as const;

export interface ArticleChange {
  /** Month and year, as "November 2026". */
  when: string;
  what: string;
}

const NOVEMBER = 'November 2026';
const sources = 'Sources checked again and weaker ones replaced; the article now says it was “checked against” them.';

/** Each article's public list of changes, newest first, by "category/slug". */
export const articleChanges: Record<string, readonly ArticleChange[]> = {
  'body/your-amazing-heart': [
    { when: NOVEMBER, what: 'Added what to do if someone collapses: call the emergency number, follow the call handler, and send for a defibrillator (AED).' },
    { when: NOVEMBER, what: sources },
  ],
  'body/how-you-breathe': [
    { when: NOVEMBER, what: 'The help box now agrees with the first-aid guide: only an adult gives medicine, except a person’s own reliever inhaler or epinephrine.' },
    { when: NOVEMBER, what: 'The size of the lungs’ air sacs is now given as a range, since estimates differ.' },
    { when: NOVEMBER, what: sources },
  ],
  'body/the-journey-of-food': [{ when: NOVEMBER, what: sources }],
  'careers/doctors-and-nurses': [{ when: NOVEMBER, what: sources }],
  'careers/a-visit-to-the-dentist': [
    { when: NOVEMBER, what: 'Wording made suitable for readers up to 14.' },
    { when: NOVEMBER, what: sources },
  ],
  'careers/hospital-heroes': [
    { when: NOVEMBER, what: 'Added how paramedics and the public use defibrillators (AEDs).' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/what-is-the-flu': [
    { when: NOVEMBER, what: 'The help box lists the CDC’s warning signs for children, including seizures, which need an emergency call.' },
    { when: NOVEMBER, what: 'The US vaccine advice is dated and said more simply; the detail is in a note for teachers and parents.' },
    { when: NOVEMBER, what: 'Corrected which children get the NHS flu vaccine at school, and that names like H1N1 are for type A flu.' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/why-we-catch-colds': [
    { when: NOVEMBER, what: 'Cold air and wet hair “can’t give you a cold by themselves” (was: can’t make you sick), and the ages for cold medicines are given.' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/understanding-allergies': [
    { when: NOVEMBER, what: 'The help box adds: call even if they feel better, keep them lying down, note the time, and use a second dose after 5 minutes if they are no better.' },
    { when: NOVEMBER, what: 'Epinephrine now comes as an auto-injector pen or a nasal spray.' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/antibiotics-and-viruses': [{ when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' }],
  'mental-health/understanding-your-feelings': [
    { when: NOVEMBER, what: 'Added what to do if a friend says they might hurt themselves or asks you to keep a worrying secret.' },
    { when: NOVEMBER, what: 'The help box lists the European child helpline 116 111 and says how each line can be reached (call, text or chat).' },
    { when: NOVEMBER, what: '“Name it to tame it” is credited to Dr. Dan Siegel.' },
    { when: NOVEMBER, what: sources },
  ],
  'mental-health/handling-stress': [
    { when: NOVEMBER, what: 'The help box lists the European child helpline 116 111, says how each line can be reached, and says you can call about a friend.' },
    { when: NOVEMBER, what: sources },
  ],
  'mental-health/why-sleep-matters': [
    { when: NOVEMBER, what: 'Screen light is “one reason” to stop screens before bed; the energy-drink plan in England is dated.' },
    { when: NOVEMBER, what: sources },
  ],
  'mental-health/staying-well-online': [{ when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' }],
  'nutrition/packing-a-healthy-lunchbox': [{ when: NOVEMBER, what: sources }],
  'nutrition/reading-food-labels': [{ when: NOVEMBER, what: sources }],
  'nutrition/vitamins-and-minerals': [
    { when: NOVEMBER, what: 'Added what to do if someone swallows too many vitamins, with the poison help lines.' },
    { when: NOVEMBER, what: 'The paragraph on where minerals come from is rewritten.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/the-power-of-handwashing': [
    { when: NOVEMBER, what: 'Added what to do if someone swallows hand sanitizer, with the poison help lines.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/how-vaccines-protect-you': [
    { when: NOVEMBER, what: 'Added what to do if you feel faint at a vaccine visit.' },
    { when: NOVEMBER, what: 'The US vaccine advice is dated and said more simply; the detail is in a note for teachers and parents.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/moving-your-body': [
    { when: NOVEMBER, what: 'Added what to do after a knock to the head in sport (“when in doubt, sit it out”) and when to call for help.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/vaping-and-your-lungs': [{ when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' }],
};
