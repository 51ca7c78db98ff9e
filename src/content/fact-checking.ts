// How HealthSprout checks what it says: the words of the About page's "How We Check Our Facts"
// (/about#how-we-check, linked from every article's Sources) and each article's public list of
// changes. Nobody is named as a reviewer: no doctor or nurse has reviewed the articles yet, and the
// page says so (docs/content-review-2026-11-25/README.md, M1).


/** The About page's "How We Check Our Facts", in one language (the Spanish is src/content/es/fact-checking.ts). */
export interface FactChecking {
  sources: string;
  process: readonly string[];
  notReviewed: string;
  volunteer: string;
  /** Who wrote a translated edition's text and who has (not) reviewed it; only a translation has it. */
  translation?: string;
  adultNotes: readonly { title: string; text: string }[];
}

export const factChecking: FactChecking = {
  sources:
    'We check facts against public pages from health agencies and medical groups: the CDC, the NIH and MedlinePlus, the NHS, the World Health Organization, the American Academy of Pediatrics (HealthyChildren.org) and groups such as Anaphylaxis UK and the Resuscitation Council UK. We use them because they are written and reviewed by health professionals, they say when they were last updated, and anyone can read them for free.',
  process: [
    'We write every article in our own words. No sentence is copied from another site.',
    'Each fact in an article and its help box is checked against at least two public pages, which are listed under the article with the month they were last checked. A fact we cannot find on two pages is left out, with one exception: a safety step that a health body gives (like noting the time an epinephrine pen was used) stays even if we found it on only one page. We keep a record of which pages say each fact, and will send it to anyone who asks through the contact form.',
    'Phone numbers for emergencies, helplines, poison centres and reporting services are kept in one list, so an article never carries an old number. Each is checked against two public pages: the service’s own page (or its government’s) where we could read it, and one more. For two numbers we could not read the service’s own page, and our record says which.',
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
        'On 5 January 2026 the CDC moved several childhood vaccines, including the yearly flu vaccine, from a routine recommendation for all children to "shared clinical decision-making"; the American Academy of Pediatrics kept recommending a yearly flu vaccine for everyone 6 months and older. In March 2026 a federal judge in Massachusetts (American Academy of Pediatrics v. Kennedy) preliminarily blocked the schedule change. We could not confirm any later step in a government or major news page, nor where things stood in November 2026, so the children’s pages say only that doctors’ groups and the US government have disagreed and that families and doctors can decide together. Please check the current CDC and AAP schedules before teaching this topic.',
    },
  ],
};

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
    { when: NOVEMBER, what: 'Corrected a kid’s resting heart rate to “about 70 to 100 times a minute” (it had been changed to 90 to 100, which leaves out many healthy kids), with the sum for a day (about 100,000 to 144,000 beats). Put back that the heart beats faster when you play hard, and how to find and count your pulse, now checked against MedlinePlus and the British Heart Foundation. Added a Get-help box on what to do if someone collapses: call, follow the call handler, send for an AED.' },
    { when: NOVEMBER, what: 'Every fact checked against a second public page. Taken out because only one page said them: when the heart starts beating, the pulse-counting activity, the healthy-heart tips, and the heart’s electrical signals (the Go deeper is now about the heart’s walls and heart murmurs). A kid’s resting heart rate is now “about 90 to 100 times a minute”.' },
    { when: NOVEMBER, what: 'Added what to do if someone collapses: call the emergency number, follow the call handler, and send for a defibrillator (AED).' },
    { when: NOVEMBER, what: sources },
  ],
  'body/how-you-breathe': [
    { when: NOVEMBER, what: 'The help box again says lips turning blue or gray, now checked against the NHS and Allina Health.' },
    { when: NOVEMBER, what: 'Every fact checked against a second public page. Taken out because only one page said them: the number of breaths a day, breathing rates, the lungs’ lobes, hiccups and the air sacs’ size; the Scientific American source was replaced. The help box’s allergy sign and steps now say only what two pages say.' },
    { when: NOVEMBER, what: 'The help box now agrees with the first-aid guide: only an adult gives medicine, except a person’s own reliever inhaler or epinephrine.' },
    { when: NOVEMBER, what: 'The size of the lungs’ air sacs is now given as a range, since estimates differ.' },
    { when: NOVEMBER, what: sources },
  ],
  'body/the-journey-of-food': [
    { when: NOVEMBER, what: 'Every fact checked against a second public page. Taken out because only one page said them: the epiglottis, food moving even upside down, where the stomach sits and how long food stays there, the pancreas, the large intestine’s length and bacteria, the trip’s total time and the tips on fiber and water.' },
    { when: NOVEMBER, what: sources },
  ],
  'body/puberty-and-growing-up': [{ when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' }],
  'careers/doctors-and-nurses': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The lines on rescue helicopters, wound care and years of nursing study are gone, and the Go deeper gives residency as three to seven years or more.' },
    { when: NOVEMBER, what: sources },
  ],
  'careers/a-visit-to-the-dentist': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The lines on X-rays, the probe, sealants and enamel that cannot grow back are gone.' },
    { when: NOVEMBER, what: 'Wording made suitable for readers up to 14.' },
    { when: NOVEMBER, what: sources },
  ],
  'careers/hospital-heroes': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The cleaning team and the patient transporters are now named in one line, the radiologist is no longer described, and the Go deeper keeps to MRI and X-rays.' },
    { when: NOVEMBER, what: 'Added how paramedics and the public use defibrillators (AEDs).' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/what-is-the-flu': [
    { when: NOVEMBER, what: 'Put back the CDC’s warning signs for children that had been taken out of the help box: chest pain, a fever above 104 °F (40 °C) that medicine does not bring down, muscle pain so bad a child will not walk, no tears when crying, a fever or cough that comes back worse, and lips turning blue or gray. Each is now checked against two pages (Children’s Health, NSW Health, the West Virginia health department).' },
    { when: NOVEMBER, what: 'Every fact checked against a second public page. The help box keeps the signs two pages give (trouble breathing, blue lips, a seizure, very sleepy, drying out); chest pain, a very high fever, bad muscle pain and a fever that comes back were on one page only. The NHS vaccine ages and the US dispute are now one sentence: advice differs between countries.' },
    { when: NOVEMBER, what: 'The help box lists the CDC’s warning signs for children, including seizures, which need an emergency call.' },
    { when: NOVEMBER, what: 'The US vaccine advice is dated and said more simply; the detail is in a note for teachers and parents.' },
    { when: NOVEMBER, what: 'Corrected which children get the NHS flu vaccine at school, and that names like H1N1 are for type A flu.' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/why-we-catch-colds': [
    { when: NOVEMBER, what: 'The help box again says lips turning blue or gray, now checked against the NHS and Allina Health.' },
    { when: NOVEMBER, what: 'Every fact checked against a second public page; the archived CDC page stays only as a second page, because no current CDC page could be found. Taken out because only one page said them: the Greek word, why we catch colds again and again, the ages on cold-medicine labels, and the Go deeper on how the body’s defenses cause the symptoms.' },
    { when: NOVEMBER, what: 'Cold air and wet hair “can’t give you a cold by themselves” (was: can’t make you sick), and the ages for cold medicines are given.' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/understanding-allergies': [
    { when: NOVEMBER, what: 'The help box again says to note the time the epinephrine was given, for the paramedics (Anaphylaxis UK’s advice).' },
    { when: NOVEMBER, what: 'Every fact checked against a second public page. Taken out because only one page said them: histamine by name, hay fever’s name, the skin-prick test, growing out of milk and egg allergies, and noting the time of the epinephrine dose in the help box.' },
    { when: NOVEMBER, what: 'The help box adds: call even if they feel better, keep them lying down, note the time, and use a second dose after 5 minutes if they are no better.' },
    { when: NOVEMBER, what: 'Epinephrine now comes as an auto-injector pen or a nasal spray.' },
    { when: NOVEMBER, what: sources },
  ],
  'diseases/antibiotics-and-viruses': [
    { when: NOVEMBER, what: 'The help box and the text now give the same order as the allergy box: help the person use their own epinephrine first, then call an emergency number, even if they start to feel better, and say it may be anaphylaxis.' },
    { when: NOVEMBER, what: 'Added what to do about an allergic reaction to an antibiotic (a rash, hives or swelling: tell a trusted adult; trouble breathing: call the emergency number), with a help box.' },
    { when: NOVEMBER, what: 'Finishing the course is now explained as clearing the infection; resistance is explained as coming from using antibiotics, above all when they are not needed.' },
    { when: NOVEMBER, what: 'The frozen-soil study is described as it was: genes that resist a few kinds of antibiotics, not most of them.' },
    { when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' },
  ],
  'mental-health/understanding-your-feelings': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. Taken out, as only one page or none said them: the credit of “name it to tame it” to a named doctor (the quiz too), what sadness, anger and joy can mean, a body clue for each feeling, and the word “anxiety”. The body clues now name a faster heart and faster breathing.' },
    { when: NOVEMBER, what: 'Added what to do if a friend says they might hurt themselves or asks you to keep a worrying secret.' },
    { when: NOVEMBER, what: 'The help box lists the European child helpline 116 111 and says how each line can be reached (call, text or chat).' },
    { when: NOVEMBER, what: '“Name it to tame it” is credited to Dr. Dan Siegel.' },
    { when: NOVEMBER, what: sources },
  ],
  'mental-health/handling-stress': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The alarm’s example is now a speeding car; “your muscles get tight” and the line on mood chemicals are gone; the Go deeper keeps to what two pages say about adrenaline and cortisol.' },
    { when: NOVEMBER, what: 'The help box lists the European child helpline 116 111, says how each line can be reached, and says you can call about a friend.' },
    { when: NOVEMBER, what: sources },
  ],
  'mental-health/why-sleep-matters': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The lines on a third of our lives, on exciting games (the quiz too) and on sodas are gone; the Go deeper no longer names England’s planned energy-drink ban, which we still could not confirm; the help box no longer names snoring.' },
    { when: NOVEMBER, what: 'Screen light is “one reason” to stop screens before bed; the energy-drink plan in England is dated.' },
    { when: NOVEMBER, what: sources },
  ],
  'mental-health/staying-well-online': [
    {
      when: NOVEMBER,
      what: 'Added what to do if someone asks for, sends or threatens to share a nude or sexual picture: don’t send or pay, stop replying, block and report, tell a trusted adult, and never copy or screenshot the picture. Screenshots are now only for unkind words. The help box lists where to report in the UK and the US, and the article says most social apps are for ages 13 and over. Every fact is now checked against two pages.',
    },
    { when: NOVEMBER, what: 'The screens-and-sleep study is described without the numbers that only one page gave, and the steps say to write down the username before blocking.' },
    { when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' },
  ],
  'mental-health/body-image': [{ when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' }],
  'nutrition/packing-a-healthy-lunchbox': [
    { when: NOVEMBER, what: 'Every fact checked against a second public page. Taken out because only one page said them: “each color brings its own nutrients”, schools asking for no nuts, and kids being more likely to eat a lunch they helped make.' },
    { when: NOVEMBER, what: sources },
  ],
  'nutrition/reading-food-labels': [
    { when: NOVEMBER, what: 'Every fact checked against a second public page. Taken out because only one page said them: what counts as added sugar, and the Go deeper’s list of other names for sugar (it now explains the UK’s per-100-gram table).' },
    { when: NOVEMBER, what: sources },
  ],
  'nutrition/vitamins-and-minerals': [
    { when: NOVEMBER, what: 'Put back two lines in the help box, now checked against the NHS and nidirect: feeling sick, throwing up or a stomachache is a sign, and do not try to make the person throw up.' },
    { when: NOVEMBER, what: 'Every fact checked against a second public page. Taken out because only one page said them: where vitamins and minerals come from, vitamin B12, potassium and zinc, some of the foods listed for each vitamin, and two of the help box’s lines (feeling sick, and not making someone sick).' },
    { when: NOVEMBER, what: 'Added what to do if someone swallows too many vitamins, with the poison help lines.' },
    { when: NOVEMBER, what: 'The paragraph on where minerals come from is rewritten.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/the-power-of-handwashing': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The Go deeper now explains soap as the CDC and the Minnesota Department of Health do; the lines on school absences and on germs that sanitizer misses are gone; the help box no longer names dizziness.' },
    { when: NOVEMBER, what: 'Added what to do if someone swallows hand sanitizer, with the poison help lines.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/how-vaccines-protect-you': [
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The lines on vaccines that carry instructions and on drops and nose sprays are gone, and the Go deeper no longer says how long antibodies and memory cells last.' },
    { when: NOVEMBER, what: 'Added what to do if you feel faint at a vaccine visit.' },
    { when: NOVEMBER, what: 'The US vaccine advice is dated and said more simply; the detail is in a note for teachers and parents.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/moving-your-body': [
    { when: NOVEMBER, what: 'Added a Get-help box for a knock to the head: when in doubt, sit it out, and the signs that need an emergency call. Clear fluid from the nose or ears is back on that list, now checked against the NHS and Alder Hey Children’s Hospital.' },
    { when: NOVEMBER, what: 'Checked again so that every fact has two public pages. The lines on focus in class and on clear fluid after a knock to the head are gone, and the Go deeper now says what two pages say about building bone.' },
    { when: NOVEMBER, what: 'Added what to do after a knock to the head in sport (“when in doubt, sit it out”) and when to call for help.' },
    { when: NOVEMBER, what: sources },
  ],
  'preventive-care/vaping-and-your-lungs': [
    { when: NOVEMBER, what: 'Added a help box and a warning that vapes may hold other drugs (a 2024 study found spice in about 1 in 6 vapes taken from pupils in England), with when to call the emergency number.' },
    { when: NOVEMBER, what: 'Added that vape liquid is poisonous to small children, with the poison help lines, and where to find help to stop vaping in the United Kingdom.' },
    { when: NOVEMBER, what: 'Facts that only one public page confirmed were taken out (how fast nicotine reaches the brain, and the nicotine in a whole pack of cigarettes).' },
    { when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' },
  ],
  'preventive-care/alcohol-drugs-and-your-brain': [
    { when: NOVEMBER, what: 'Read again by a second reader: the danger signs now say “throwing up”, the article says to tell a trusted adult, and its recovery-position step matches the help box.' },
    { when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' },
  ],
  'preventive-care/sun-safety': [
    { when: NOVEMBER, what: 'Read again by a second reader: a second public page (from NIOSH, part of the CDC) now backs a fit (seizure) as a sign of heatstroke, and the article says to tell a trusted adult about a bad sunburn.' },
    { when: NOVEMBER, what: 'First published, for readers aged 11 to 14.' },
  ],
};
