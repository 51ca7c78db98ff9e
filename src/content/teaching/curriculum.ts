// The curriculum statements the teacher guides link to, as published. Versions, the pages each was
// checked against (2026-11-25; the NHES performance indicators and England's science statements
// 2026-11-27), what could not be confirmed and suggestions per category:
// docs/teaching/curriculum-sources.md.
//
// Only words read in a stored copy of a published list are here; a statement whose words could not
// be confirmed is left out (the record lists it). England ids are numbered by the statement's
// position in the published list under its heading, so a gap in the numbers is a statement left
// out, and an id keeps its meaning when the missing words are added later.

import { dfePhysicalHealthAndMentalWellbeing } from '../sources.ts';

export type CurriculumFramework = 'nhes' | 'england-primary' | 'england-secondary' | 'england-science';

export interface CurriculumStatement {
  /**
   * 'nhes-1'…'nhes-8'; an NHES performance indicator 'nhes-<standard>-<grade>-<n>' (1.5.1 is
   * 'nhes-1-5-1'); 'england-primary-<heading-slug>-<n>', 'england-secondary-<heading-slug>-<n>',
   * 'england-science-<year>-<heading-slug>-<n>'.
   */
  id: string;
  framework: CurriculumFramework;
  /** For NHES: 'Standard 1', or 'Grades 3-5, indicator 1.5.1'; for England: the heading as published, e.g. 'Mental wellbeing'. */
  heading: string;
  /** The words as published, after the framework's `lead` ("Pupils should know"). */
  text: string;
}

export const curriculumFrameworks = {
  nhes: {
    name: 'US National Health Education Standards',
    version: 'Second edition, 2007 (National Health Education Standards: Achieving Excellence), with its performance indicators for grades 3-5 and 6-8',
    publisher: 'Joint Committee on National Health Education Standards (American Cancer Society); rights now held by SHAPE America',
    url: 'https://www.cdc.gov/healthyschools/sher/standards/index.htm',
    /** Why this edition, in one line (the record has the detail). */
    note: 'SHAPE America released revised standards (third edition) in March 2024; only Standard 1 of them could be confirmed, so the 2007 words are used.',
    /** The words the page puts before each statement. */
    lead: '',
  },
  'england-primary': {
    name: 'England, RSHE 2019 (replaced from September 2026): Health Education by the end of primary school',
    version: 'Statutory guidance "Relationships Education, Relationships and Sex Education (RSE) and Health Education", 2019, as on GOV.UK "Updated 13 September 2021"',
    publisher: 'Department for Education',
    url: dfePhysicalHealthAndMentalWellbeing.url,
    note: 'These are the 2019 statements. The guidance issued on 15 July 2025 replaced them, and schools must follow it from September 2026; we have not read its wording in a copy we could check, so these links are not yet mapped to it.',
    lead: 'Pupils should know ',
  },
  'england-secondary': {
    name: 'England, RSHE 2019 (replaced from September 2026): Health Education by the end of secondary school',
    version: 'Statutory guidance "Relationships Education, Relationships and Sex Education (RSE) and Health Education", 2019, as on GOV.UK "Updated 13 September 2021"',
    publisher: 'Department for Education',
    url: dfePhysicalHealthAndMentalWellbeing.url,
    note: 'These are the 2019 statements. The guidance issued on 15 July 2025 replaced them, and schools must follow it from September 2026; we have not read its wording in a copy we could check, so these links are not yet mapped to it.',
    lead: 'Pupils should know ',
  },
  'england-science': {
    name: 'England, national curriculum: science, key stage 2',
    version: 'Statutory programme of study for Year 6, "Animals, including humans", as quoted by STEM Learning and Sigma Science (read 2026-11-27)',
    publisher: 'Department for Education',
    url: 'https://www.stem.org.uk/resources/community/collection/13109/year-6-animals-including-humans',
    note: 'The science curriculum is where England teaches how the heart, blood and blood vessels work, so the body lesson links here rather than to Health Education.',
    lead: 'Pupils should be taught to ',
  },
} as const satisfies Record<CurriculumFramework, { name: string; version: string; publisher: string; url: string; note: string; lead: string }>;

/** When the statements were last checked against the stored copies (the record names them). */
export const CURRICULUM_CHECKED = '2026-11-25';

const nhes = (n: number, text: string): CurriculumStatement => ({ id: `nhes-${n}`, framework: 'nhes', heading: `Standard ${n}`, text });

/** An NHES performance indicator: standard 1, grade 5 (the end of the grades 3-5 band), number 1 is 1.5.1. */
const indicator = (standard: number, grade: 5 | 8, n: number, text: string): CurriculumStatement => ({
  id: `nhes-${standard}-${grade}-${n}`,
  framework: 'nhes',
  heading: `Grades ${grade === 5 ? '3-5' : '6-8'}, indicator ${standard}.${grade}.${n}`,
  text,
});

const england =
  (framework: 'england-primary' | 'england-secondary', heading: string, slug: string) =>
  (n: number, text: string): CurriculumStatement => ({ id: `${framework}-${slug}-${n}`, framework, heading, text });

const pMental = england('england-primary', 'Mental wellbeing', 'mental-wellbeing');
const pInternet = england('england-primary', 'Internet safety and harms', 'internet-safety-and-harms');
const pFitness = england('england-primary', 'Physical health and fitness', 'physical-health-and-fitness');
const pEating = england('england-primary', 'Healthy eating', 'healthy-eating');
const pDrugs = england('england-primary', 'Drugs, alcohol and tobacco', 'drugs-alcohol-and-tobacco');
const pPrevention = england('england-primary', 'Health and prevention', 'health-and-prevention');
const pFirstAid = england('england-primary', 'Basic first aid', 'basic-first-aid');

const sMental = england('england-secondary', 'Mental wellbeing', 'mental-wellbeing');
const sEating = england('england-secondary', 'Healthy eating', 'healthy-eating');
const sFirstAid = england('england-secondary', 'Basic first aid', 'basic-first-aid');

const y6Animals = (n: number, text: string): CurriculumStatement => ({ id: `england-science-y6-animals-including-humans-${n}`, framework: 'england-science', heading: 'Year 6: Animals, including humans', text });

export const curriculumStatements: readonly CurriculumStatement[] = [
  // US National Health Education Standards, second edition (2007).
  nhes(1, 'Students will comprehend concepts related to health promotion and disease prevention to enhance health.'),
  nhes(2, 'Students will analyze the influence of family, peers, culture, media, technology, and other factors on health behaviors.'),
  nhes(3, 'Students will demonstrate the ability to access valid information, products, and services to enhance health.'),
  nhes(4, 'Students will demonstrate the ability to use interpersonal communication skills to enhance health and avoid or reduce health risks.'),
  nhes(5, 'Students will demonstrate the ability to use decision-making skills to enhance health.'),
  nhes(6, 'Students will demonstrate the ability to use goal-setting skills to enhance health.'),
  nhes(7, 'Students will demonstrate the ability to practice health-enhancing behaviors and avoid or reduce health risks.'),
  nhes(8, 'Students will demonstrate the ability to advocate for personal, family, and community health.'),
  // Their performance indicators for grades 3-5 and 6-8, only those read in two stored copies.
  indicator(1, 5, 1, 'Describe the relationship between healthy behaviors and personal health.'),
  indicator(1, 5, 2, 'Identify examples of emotional, intellectual, physical, and social health.'),
  indicator(1, 5, 4, 'Describe ways to prevent common childhood injuries and health problems.'),
  indicator(1, 8, 1, 'Analyze the relationship between healthy behaviors and personal health.'),
  indicator(1, 8, 2, 'Describe the interrelationships of emotional, intellectual, physical, and social health in adolescence.'),
  indicator(1, 8, 5, 'Describe ways to reduce or prevent injuries and other adolescent health problems.'),
  indicator(7, 5, 1, 'Identify responsible personal health behaviors.'),
  indicator(7, 5, 2, 'Demonstrate a variety of healthy practices and behaviors to maintain or improve personal health.'),
  indicator(7, 5, 3, 'Demonstrate a variety of behaviors to avoid or reduce health risks.'),
  indicator(7, 8, 1, 'Explain the importance of assuming responsibility for personal health behaviors.'),
  indicator(7, 8, 2, 'Demonstrate healthy practices and behaviors that will maintain or improve the health of self and others.'),
  indicator(7, 8, 3, 'Demonstrate behaviors to avoid or reduce health risks to self and others.'),

  // England, Health Education, by the end of primary school.
  pMental(1, 'that mental wellbeing is a normal part of daily life, in the same way as physical health.'),
  pMental(2, 'that there is a normal range of emotions (e.g. happiness, sadness, anger, fear, surprise, nervousness) and scale of emotions that all humans experience in relation to different experiences and situations.'),
  pMental(3, 'how to recognise and talk about their emotions, including having a varied vocabulary of words to use when talking about their own and others’ feelings.'),
  pMental(4, 'how to judge whether what they are feeling and how they are behaving is appropriate and proportionate.'),
  pMental(5, 'the benefits of physical exercise, time outdoors, community participation, voluntary and service-based activity on mental wellbeing and happiness.'),
  pMental(6, 'simple self-care techniques, including the importance of rest, time spent with friends and family and the benefits of hobbies and interests.'),
  pMental(7, 'isolation and loneliness can affect children and that it is very important for children to discuss their feelings with an adult and seek support.'),
  pMental(8, 'that bullying (including cyberbullying) has a negative and often lasting impact on mental wellbeing.'),
  pMental(9, 'where and how to seek support (including recognising the triggers for seeking support), including whom in school they should speak to if they are worried about their own or someone else’s mental wellbeing or ability to control their emotions (including issues arising online).'),
  pMental(10, 'it is common for people to experience mental ill health. For many people who do, the problems can be resolved if the right support is made available, especially if accessed early enough.'),

  pInternet(1, 'that for most people the internet is an integral part of life and has many benefits.'),
  pInternet(2, 'about the benefits of rationing time spent online, the risks of excessive time spent on electronic devices and the impact of positive and negative content online on their own and others’ mental and physical wellbeing.'),
  pInternet(3, 'how to consider the effect of their online actions on others and know how to recognise and display respectful behaviour online and the importance of keeping personal information private.'),
  pInternet(4, 'why social media, some computer games and online gaming, for example, are age restricted.'),
  pInternet(5, 'that the internet can also be a negative place where online abuse, trolling, bullying and harassment can take place, which can have a negative impact on mental health.'),
  pInternet(6, 'how to be a discerning consumer of information online including understanding that information, including that from search engines, is ranked, selected and targeted.'),
  pInternet(7, 'where and how to report concerns and get support with issues online.'),

  pFitness(1, 'the characteristics and mental and physical benefits of an active lifestyle.'),
  pFitness(2, 'the importance of building regular exercise into daily and weekly routines and how to achieve this; for example walking or cycling to school, a daily active mile or other forms of regular, vigorous exercise.'),
  pFitness(3, 'the risks associated with an inactive lifestyle (including obesity).'),
  pFitness(4, 'how and when to seek support including which adults to speak to in school if they are worried about their health.'),

  pEating(1, 'what constitutes a healthy diet (including understanding calories and other nutritional content).'),
  pEating(2, 'the principles of planning and preparing a range of healthy meals.'),
  pEating(3, 'the characteristics of a poor diet and risks associated with unhealthy eating (including, for example, obesity and tooth decay) and other behaviours (e.g. the impact of alcohol on diet or health).'),

  pDrugs(1, 'the facts about legal and illegal harmful substances and associated risks, including smoking, alcohol use and drug-taking.'),

  pPrevention(1, 'how to recognise early signs of physical illness, such as weight loss, or unexplained changes to the body.'),
  pPrevention(2, 'about safe and unsafe exposure to the sun, and how to reduce the risk of sun damage, including skin cancer.'),
  pPrevention(3, 'the importance of sufficient good quality sleep for good health and that a lack of sleep can affect weight, mood and ability to learn.'),
  pPrevention(4, 'about dental health and the benefits of good oral hygiene and dental flossing, including regular check-ups at the dentist.'),
  pPrevention(5, 'about personal hygiene and germs including bacteria, viruses, how they are spread and treated, and the importance of handwashing.'),
  pPrevention(6, 'the facts and science relating to allergies, immunisation and vaccination.'),

  pFirstAid(1, 'how to make a clear and efficient call to emergency services if necessary.'),
  pFirstAid(2, 'concepts of basic first-aid, for example dealing with common injuries, including head injuries.'),

  // England, Health Education, by the end of secondary school (only the statements confirmed; the
  // record lists the rest of these headings and the four headings not confirmed at all).
  sMental(2, 'that happiness is linked to being connected to others.'),
  sMental(3, 'how to recognise the early signs of mental wellbeing concerns.'),
  sMental(4, 'common types of mental ill health (e.g. anxiety and depression).'),
  sMental(6, 'the benefits and importance of physical exercise, time outdoors, community participation and voluntary and service-based activities on mental wellbeing and happiness.'),

  sEating(1, 'how to maintain healthy eating and the links between a poor diet and health risks, including tooth decay and cancer.'),

  sFirstAid(1, 'basic treatment for common injuries.'),
  sFirstAid(2, 'life-saving skills, including how to administer CPR.'),
  sFirstAid(3, 'the purpose of defibrillators and when one might be needed.'),

  // England, national curriculum for science, Year 6 (statutory requirements).
  y6Animals(1, 'identify and name the main parts of the human circulatory system, and describe the functions of the heart, blood vessels and blood.'),
  y6Animals(2, 'recognise the impact of diet, exercise, drugs and lifestyle on the way their bodies function.'),
  y6Animals(3, 'describe the ways in which nutrients and water are transported within animals, including humans.'),
];

const byId = new Map(curriculumStatements.map((s) => [s.id, s]));

/** The statement with this id, or undefined when there is none. */
export function curriculumStatement(id: string): CurriculumStatement | undefined {
  return byId.get(id);
}
