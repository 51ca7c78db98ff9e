import type { TeacherGuide } from '../schemas';
import { aapFluVaccine2025, anaphylaxisUkEmergency, cdcAntimicrobialResistance, cdcColdsArchived, cdcHowFluSpreads, nidirectCommonCold } from '../sources.ts';

// Built around one question, "What makes us sick?": viruses (colds and flu), bacteria and antibiotics,
// and allergies as the immune system's false alarm, ending with what to do in a serious allergic reaction.
// The facts and the pages they were checked against: docs/teaching/diseases-sources.md.
export const diseasesGuide: TeacherGuide = {
  category: 'diseases',
  title: 'Teaching germs, illness and allergies',
  summary:
    'Children find out how colds and the flu spread, why antibiotics work on bacteria but not on viruses, and what happens in the body during an allergy. They watch a short animation of a virus getting into a cell, play Trigger Dash in teams on the board and answer the class quiz, ending with the steps to take in a serious allergic reaction.',
  ages: {
    younger:
      'Keep to colds, the flu, handwashing and what an allergy is, and give step 4 just one message: antibiotics are for some germs called bacteria, never for colds. The video is made for ages 10 and up, so watch it first and pause often, or read The Book of Germs aloud instead. Choose the Relaxed timer for Trigger Dash.',
    older:
      'Read the antibiotics article in full (it was written for this age) and talk about resistance. Use the Go deeper sections on flu names like H1N1 and on how the body becomes allergic. As an extension, add the second video, How does your immune system work? (about 5 minutes), and ask what immune memory has to do with vaccines.',
  },
  goals: [
    'Students will be able to explain that colds and the flu are caused by viruses and describe how these germs spread from person to person.',
    'Students will be able to tell bacteria and viruses apart and say why antibiotics do not help with a cold or the flu.',
    'Students will be able to describe an allergy as the immune system reacting to something harmless and name some common allergens.',
    'Students will be able to name the signs of a serious allergic reaction and the steps to take, including telling an adult and calling the emergency number.',
  ],
  plan: [
    {
      minutes: 3,
      title: 'Warm-up: what makes us sick?',
      what:
        'Ask the class for things that can make people feel ill and write each answer on the board in one of three unlabelled columns: germs, allergies and anything else. Then add the labels and ask which column a cold, a sneeze near a cat and a scraped knee belong in.',
      uses: [],
    },
    {
      minutes: 6,
      title: 'Colds and the flu: how germs spread',
      what:
        'Read aloud the paragraphs on how you catch a cold and on the cold-weather myth, then the flu article on how the flu spreads. Draw two columns, cold and flu, and fill them in together: how fast each starts, how it feels, how long it lasts. Ask what the two have in common (both are viruses, and both spread through drops from coughs and sneezes and through hands).',
      uses: [
        { kind: 'article', slug: 'why-we-catch-colds' },
        { kind: 'article', slug: 'what-is-the-flu' },
      ],
    },
    {
      minutes: 6,
      title: 'Watch: a virus gets inside a cell',
      what:
        'Before you press play, ask the class to watch for two things: how the virus gets into a cell, and how the body fights back. Afterwards, take two or three answers and connect them to the runny nose in the colds article: the mucus is part of the fight.',
      uses: [{ kind: 'video', youtubeId: 'oqGuJhOeMek', seconds: 238 }],
      optional: true,
    },
    {
      minutes: 6,
      title: 'Bacteria, viruses and antibiotics',
      what:
        'Use the antibiotics article to compare the two kinds of germs: bacteria are tiny living cells, most of them harmless or helpful, while a virus can only copy itself inside a living cell. Antibiotics work only on bacteria, so they do nothing for a cold. Finish with the rules: take them exactly as the doctor says, never share them, and know that it is the bacteria, not your body, that become resistant.',
      uses: [{ kind: 'article', slug: 'antibiotics-and-viruses' }],
    },
    {
      minutes: 7,
      title: 'Allergies: a false alarm',
      what:
        'Read the allergies article from the immune system to the signs of an allergy, then show the Get help now box at the top of the page. Talk through the steps in words: help them use their own epinephrine (called adrenaline in the UK), call the emergency number even if they seem better, keep them lying down and tell an adult. Do not hand round real auto-injectors; a trainer pen is fine if your school nurse leads it.',
      uses: [{ kind: 'article', slug: 'understanding-allergies' }],
    },
    {
      minutes: 7,
      title: 'Trigger Dash on the board',
      what:
        'Open Trigger Dash in Play on the board with 3 or 4 teams and the game’s own 30-second timer (Relaxed, 1 minute, for younger classes). One player from each team taps the board, or the team calls out and you tap. Between turns, ask why each trigger bothers some people: pollen, dust and pet dander matter only to those who are allergic to them, and pets are not bad. If there is time, play the whole game twice.',
      uses: [{ kind: 'game' }],
    },
    {
      minutes: 7,
      title: 'Class quiz',
      what:
        'Play the five quiz questions as a class quiz. Teams hold up A, B, C or D cards or answer aloud, then you press Show answer and mark the teams that were right. After each answer ask one team to explain it in its own words. Use the last question, about a friend with a swollen face, to go over the allergy steps once more.',
      uses: [{ kind: 'class-quiz' }],
    },
    {
      minutes: 3,
      title: 'Wrap-up and worksheet',
      what:
        'Each child says or writes one habit that stops a germ from getting from one person to the next. Hand out the worksheet to finish in class or at home, and point children who want more to the Your Immune System reading guide.',
      uses: [{ kind: 'worksheet' }, { kind: 'guide', slug: 'your-immune-system' }],
    },
  ],
  materials: [
    'Board pens, and room on the board for three columns',
    'A trainer pen for the allergy step only if your school nurse leads that part (never a real auto-injector)',
    'The Book of Germs, printed or on screen, if you read it with younger classes in place of the video',
  ],
  discussion: [
    'Cold air cannot give you a cold by itself, so why do you think more people catch colds in winter?',
    'A friend with a stuffy nose says they need antibiotics to get better. What would you tell them, and why?',
    'Both a cold and hay fever can make you sneeze. How are they different, and which one can you catch from someone?',
    'What could our class do to help a classmate with a serious allergy feel safe and included?',
    'Which habit from today would do most to stop germs spreading in our classroom, and which one is hardest to remember?',
  ],
  activity: {
    title: 'Germ detectives: a card sort',
    minutes: 15,
    materials: [
      'Index cards or paper slips, one situation written on each',
      'Three large sheets of paper headed Virus, Bacteria and Allergy',
      'Sticky tack or tape',
      'Markers',
    ],
    steps: [
      'Before the lesson, write one situation on each card, for example: a cold, the flu, strep throat, hay fever, a peanut allergy, a cat allergy and the helpful bacteria in your gut. Make a set for each group.',
      'In groups of three or four, children sort the cards onto the three sheets and talk about each one: can you catch it from another person, and what helps?',
      'Go through the sheets together. Antibiotics are only for bacterial infections, and only when a doctor decides; rest and fluids help with colds and the flu; staying away from the allergen and following a doctor’s plan help with allergies.',
      'Point out the card that does not make anyone ill (the gut bacteria), as a reminder that most bacteria are harmless or helpful.',
      'Each group writes one germ-stopping habit on a spare card for a class display.',
    ],
  },
  misconceptions: [
    {
      myth: 'Going out in the cold or with wet hair gives you a cold.',
      fact:
        'Only a virus can cause a cold. Colds are more common in autumn and winter partly because people spend more time indoors and close together, where the viruses pass easily from person to person.',
    },
    {
      myth: 'Antibiotics help you get over a cold or the flu faster.',
      fact:
        'Antibiotics work only on bacteria, and colds and the flu are caused by viruses, so antibiotics do not cure them or make you feel better. Taking them when they are not needed can cause side effects and helps resistant bacteria spread.',
    },
    {
      myth: 'Green or yellow snot means you need antibiotics.',
      fact:
        'Mucus often turns white, yellow or green a few days into a cold. That is normal and on its own does not mean a bacterial infection or a need for antibiotics.',
    },
    {
      myth: 'Antibiotic resistance means your body has got used to antibiotics.',
      fact:
        'It is the bacteria that change, not the person. Bacteria that survive a medicine can multiply and spread to other people, which is why antibiotics should be used only when a doctor says they are needed, and exactly as prescribed.',
    },
    {
      myth: 'If someone feels better after using their epinephrine, they do not need an ambulance.',
      fact:
        'Call the emergency number as soon as epinephrine has been given, even if the person seems better. They should stay lying down with their legs raised (or sitting up if breathing is hard), and a second dose may be needed if they are no better after 5 minutes.',
    },
  ],
  refresher: {
    paragraphs: [
      'Colds and the flu are caused by viruses. More than 200 different viruses can cause a cold, rhinoviruses most often, which is why getting over one does not protect you from the rest. The flu comes from influenza viruses. Both spread through drops from coughs, sneezes and talking, and through hands and surfaces; people with the flu are most contagious in their first three days of illness. A virus can only copy itself inside a living cell; bacteria are single living cells, mostly harmless or helpful.',
      'Antibiotics treat bacterial infections only, so they do nothing for colds or the flu. Resistance happens when bacteria change so that a medicine no longer kills them; the body itself does not become resistant. An allergy is the immune system treating something harmless, such as pollen, pet dander or a food, as a threat. In anaphylaxis, use the person’s own epinephrine without delay, call the emergency number even if they improve, and keep them lying down with legs raised (sitting if breathing is hard); a second device may be used after 5 minutes if they are no better.',
      'Flu vaccine advice for US children has been disputed in 2026: the American Academy of Pediatrics recommends a yearly flu vaccine for everyone 6 months and older, while in January 2026 the CDC moved it from a routine recommendation for every child to a decision for families and doctors, a change a federal court put on hold in March. The children’s pages say only that advice has differed and that families and doctors decide together; check the current CDC and AAP schedules before teaching this part. In England, the NHS offers a free yearly flu vaccine to children aged 2 and 3 and to school children from Reception to Year 11.',
    ],
    sources: [
      cdcColdsArchived,
      cdcHowFluSpreads,
      cdcAntimicrobialResistance,
      anaphylaxisUkEmergency,
      aapFluVaccine2025,
    ],
  },
  sensitive: {
    heading: 'Children with allergies in your class',
    points: [
      'Before the lesson, find out which children have allergies or asthma. Read their individual healthcare plans or allergy action plans (in the US, often an emergency care plan or a 504 plan), and know where their epinephrine and inhalers are kept and who is trained to use them.',
      'Keep food out of this lesson completely: no snacks as rewards, no food in the card sort and no food in demonstrations, so that no child has to sit out or feel worried.',
      'Never let an allergy become a joke. Waving a food at someone who is allergic to it, threatening them with it or teasing them about it is bullying and can put them in danger; deal with it under your school’s anti-bullying policy. Talk about allergies in general terms and do not single out a child or share their medical details without the child’s and family’s agreement.',
      'Epinephrine auto-injectors (or, for some children, a nasal spray) are prescribed to a named child and are used as their plan says. Every US state lets schools keep stock epinephrine, and UK schools may keep spare adrenaline auto-injectors for pupils whose doctor and parents have agreed in writing; check your school’s policy. If a reaction happens during the lesson, follow the child’s plan, call the emergency number and send for the school nurse.',
      'Talk of serious illness can upset a child who has been very ill or has lost someone. Let children pass on a question, check in quietly afterwards, and if a child tells you something worrying, follow your school’s safeguarding procedure.',
    ],
    helplines: false,
  },
  worksheetWords: ['virus', 'bacteria', 'antibiotic', 'allergen', 'anaphylaxis', 'epinephrine'],
  worksheetTask:
    'Draw a comic strip of four boxes: in the first three, show how a cold virus could get from one person to another, and in the last, show one habit that would stop it.',
  worksheetQuestions: [
    {
      question: 'A friend with a cold asks their doctor for antibiotics. Why will antibiotics not help them?',
      lookFor: 'Colds are caused by viruses, and antibiotics work only on bacteria, so they do nothing for a cold.',
    },
    {
      question: 'A cold and hay fever can both make you sneeze. How are they different, and which one can you catch from someone?',
      lookFor: 'A cold is caused by a virus and can spread from person to person; hay fever is an allergy, the immune system reacting to harmless pollen, so nobody can catch it.',
    },
    {
      question: 'After eating a snack, a friend\'s face swells up and they find it hard to breathe. What should happen next?',
      lookFor: 'Help them use their own epinephrine (adrenaline) if they have it, call the emergency number even if they seem better, keep them lying down (sitting up if breathing is hard) and tell an adult.',
    },
  ],
  curriculum: [
    'nhes-1',
    'nhes-1-5-4',
    'nhes-1-8-5',
    'nhes-7',
    'nhes-7-5-3',
    'nhes-7-8-3',
    'england-primary-health-and-prevention-5',
    'england-primary-health-and-prevention-6',
  ],
  lastChecked: 'November 2026',
  sources: [
    cdcColdsArchived,
    nidirectCommonCold,
    cdcHowFluSpreads,
    cdcAntimicrobialResistance,
    anaphylaxisUkEmergency,
    {
      title: 'Food Allergies in Schools: Publications and Resources',
      publisher: 'Centers for Disease Control and Prevention (CDC)',
      url: 'https://cdc.gov/school-health-conditions/food-allergies/publications.html',
    },
    {
      title: 'For Schools',
      publisher: 'Allergy UK',
      url: 'https://www.allergyuk.org/information-and-advice/for-schools/',
    },
    aapFluVaccine2025,
  ],
};
