import type { TeacherGuide } from '../schemas';
import { cdcAboutHandwashing, cdcChildActivity, hhsScaryTruthAboutVaping, nhsActivityGuidelines, nhsVaccinationSafe, nhsYoungPeopleAndVaping, pahoHowVaccinesWork } from '../sources.ts';

// Built around the 20-second Handwashing Timer on the board (a wash-along for the whole class), the TED-Ed
// vaccines video, a short movement break and the class quiz in teams, with the vaping article as the older
// students' follow-up. Facts checked in docs/teaching/preventive-care-sources.md.
export const preventiveCareGuide: TeacherGuide = {
  category: 'preventive-care',
  title: 'Teaching everyday habits that keep us well',
  summary:
    'Students learn three everyday ways to stay well: washing hands properly, how vaccines train the immune system, and moving every day. They scrub along with the 20-second timer on the board, watch a short animation on vaccines, take a movement break and finish with a team quiz. Classes of 11 to 14 can add the article on vaping.',
  ages: {
    younger:
      'Spend most of the time on handwashing and moving, and explain vaccines only through the fire-drill comparison in the article. Read the handwashing article aloud in short parts. The vaccines video is made for ages 10 and up, so pause it after each part and retell it in one sentence. Leave the vaping article for older classes.',
    older:
      "Pairs can read the articles' Go deeper sections (how soap breaks up oily layers, memory cells, how jumping builds bone) and explain one to another pair. The vaping article is written for this age group: set it as reading for a follow-up lesson, after reading the notes on sensitive topics below.",
  },
  goals: [
    'Students will be able to show how to wash hands with soap, scrub every part for at least 20 seconds and name key times to wash.',
    'Students will be able to explain how a vaccine trains the immune system to know a germ, and how vaccines also protect people who cannot have them.',
    'Students will be able to name the three kinds of activity and explain that children need at least 60 active minutes a day, added up across the day.',
    'Students will be able to explain, in the follow-up for ages 11 to 14, why the nicotine in most vapes is addictive and practise a simple way to say no.',
  ],
  plan: [
    {
      minutes: 4,
      title: 'Where have your hands been?',
      what:
        'Ask the class to list everything their hands have touched since breakfast, and write the list on the board. Explain that germs are too small to see, that they get onto hands from things like door handles, toys, phones and pets, and that they get inside us when we touch our eyes, nose or mouth.',
      uses: [{ kind: 'article', slug: 'the-power-of-handwashing' }],
    },
    {
      minutes: 6,
      title: 'Five steps, and why soap works',
      what:
        'Show the five steps from the article or the Germs and Handwashing guide: wet, lather, scrub for at least 20 seconds, rinse, dry. Warm or cold water both work. Explain that soap grabs dirt, oil and germs so that rinsing carries them away, and that scrubbing rubs them loose. Hand sanitizer with at least 60 percent alcohol is for times when there is no sink, and it must never be swallowed.',
      uses: [
        { kind: 'article', slug: 'the-power-of-handwashing' },
        { kind: 'guide', slug: 'germs-and-handwashing' },
      ],
    },
    {
      minutes: 7,
      title: 'Scrub along on the board',
      what:
        "Open the 20-second Handwashing Timer with Play on the board. It is a wash-along for the whole class, with no teams or scores, and the timer stays at 20 seconds. Everyone stands and mimes each scrubbing move shown on screen (palms, backs of hands, between fingers, thumbs and nails, wrists) until the timer ends. Run it four times: between washes, ask for one time to wash hands, and let one table at a time show the moves while the others check.",
      uses: [{ kind: 'game' }],
      older:
        'Older students can skip the mime: pairs take turns to run the moves while the partner checks each one against the five steps, then say which spots each move reaches and why 20 seconds matter.',
    },
    {
      minutes: 10,
      title: 'Vaccines: a practice drill',
      what:
        'Start with the fire-drill comparison from the article. Play the TED-Ed video and pause once after the part on how the body remembers germs. Then ask why an arm may feel sore for two or three days, or a child may feel tired for a day or two, after a vaccine (the immune system is busy learning), and how vaccines protect newborn babies who are too young for some of them. Keep the talk general: never ask who has had which vaccine.',
      uses: [
        { kind: 'video', youtubeId: 'rb7TVW77ZCs', seconds: 276 },
        { kind: 'article', slug: 'how-vaccines-protect-you' },
      ],
    },
    {
      minutes: 5,
      title: 'Move: three kinds in three minutes',
      what:
        'Everyone stands for a short movement break covering the three kinds of activity: jog on the spot (heart-pumping), push-ups against a wall (muscle-building), then small jumps or hops (bone-building). Offer seated or arm-only versions. Then explain that walking to school, playground games and sport all add up to the 60 active minutes a day children need.',
      uses: [
        { kind: 'article', slug: 'moving-your-body' },
        { kind: 'guide', slug: 'exercise-for-kids' },
      ],
      optional: true,
    },
    {
      minutes: 8,
      title: 'Class quiz on the board',
      what:
        'Play the five-question quiz with Play as a class, with the class in 2 to 4 teams. Teams agree on A, B, C or D and show it with cards or say it aloud. After each Show answer, read the explanation and ask one child to say it again in their own words.',
      uses: [{ kind: 'class-quiz' }],
    },
    {
      minutes: 5,
      title: 'One habit to try this week',
      what:
        'Remind the class that children need at least 60 active minutes a day, added up across the day, with heart-pumping, muscle-building and bone-building kinds. Each child names one habit to try this week, such as scrubbing for the full 20 seconds before lunch or adding a walk after school. Hand out the worksheet. Classes of 11 to 14 can take the vaping article as reading for a follow-up lesson.',
      uses: [{ kind: 'worksheet' }, { kind: 'article', slug: 'vaping-and-your-lungs' }],
    },
  ],
  materials: [
    'A clock or timer that shows seconds',
    'Room for everyone to stand and move, with seated or arm-only versions of each move',
    'For the Which spots do we miss? activity: washable paint, paper plates and sinks with soap',
  ],
  discussion: [
    'Why does scrubbing with soap for 20 seconds work better than a quick splash of water?',
    'Which times in a school day matter most for washing hands, and what would help everyone remember?',
    'How is a vaccine like a fire drill at school, and where does the comparison stop working?',
    'What are three ways you could add up 60 active minutes on a school day, even when it rains?',
    'For ages 11 to 14, after the vaping article: why might bright colors and sweet flavors make a vape seem harmless, and what could you say if someone offered you one?',
  ],
  activity: {
    title: 'Which spots do we miss?',
    minutes: 25,
    materials: [
      'Washable, non-toxic poster paint (about a teaspoon for each child)',
      'Paper plates or a tray to pour the paint onto',
      'Sinks with soap, running water and paper towels (a washroom with several sinks is quickest)',
      'A hand outline on paper for each pair, and a pencil',
      'A clock or timer that shows seconds',
    ],
    steps: [
      'Before you start, ask about eczema, cuts or sensitive skin; those children can be the timer and recorder, or do the moves with dry hands.',
      'In pairs, one child closes their eyes and rubs a teaspoon of paint over their hands for 20 seconds, using the five scrubbing moves from the timer, while the partner times it.',
      'The child opens their eyes, and the partner shades any spots without paint on the hand outline (thumbs, backs of hands, between fingers, fingertips and wrists are often missed). Remind the class that paint only shows which spots were reached; real germs are too small to see.',
      'Wash the paint off at the sink with soap, scrubbing for at least 20 seconds, then swap roles.',
      'Compare the outlines as a class and agree on the spots everyone needs to remember when they wash.',
    ],
  },
  misconceptions: [
    {
      myth: 'You need hot water to wash germs off your hands.',
      fact: 'Warm or cold running water both work. What matters is soap, scrubbing every part of the hands for at least 20 seconds and rinsing well: soap lifts dirt, oil and germs off the skin so the water can carry them away.',
    },
    {
      myth: 'Hand sanitizer is just as good as washing with soap and water.',
      fact: 'Soap and water are the best choice. Sanitizer with at least 60 percent alcohol helps when there is no sink, but it works less well on very dirty or greasy hands and does not get rid of every kind of germ. Swallowing it can poison a child, so younger children use it with an adult.',
    },
    {
      myth: 'A vaccine gives you the illness it is meant to stop.',
      fact: 'A vaccine shows the immune system a killed or weakened germ, a small piece of one, or instructions for making a harmless piece, so the body learns to fight that germ without catching the illness. A sore arm for two or three days, or tiredness or a mild fever for a day or two, are signs the body is responding, and they pass on their own.',
    },
    {
      myth: 'Only sport counts as exercise, and it has to be done all at once.',
      fact: 'Any movement that gets children active counts, from walking to school to dancing and playground games, and the 60 minutes can be added up across the day. A mix of heart-pumping, muscle-building and bone-building activity across the week is best.',
    },
    {
      myth: 'Vapes only make flavored water vapor, so they are harmless.',
      fact: "A vape heats a liquid into an aerosol that usually contains nicotine, a very addictive drug, along with flavorings and other chemicals, some of them harmful. Labels cannot always be trusted, and a young person's developing brain is more sensitive to nicotine than an adult's.",
    },
  ],
  refresher: {
    paragraphs: [
      'Germs pass from hands to the eyes, nose and mouth. The CDC method has five steps: wet the hands with clean running water (warm or cold), lather with soap, scrub every surface for at least 20 seconds, rinse and dry. Soap loosens dirt, oil and germs so that water rinses them away. Sanitizer with at least 60 percent alcohol is a back-up only: it does not remove every germ, works poorly on dirty or greasy hands, and can poison a child who swallows it.',
      "A vaccine shows the immune system a killed or weakened germ, a piece of one or instructions for making a harmless piece, so the body makes antibodies and memory cells without having the illness. Common side effects are mild and short. When most people are protected, a germ struggles to spread, which shields babies and people who cannot be vaccinated. Which vaccines are advised differs by country and changes over time; in the US, the CDC and the AAP disagreed in 2026 about some childhood vaccines, including the yearly flu vaccine (see the site's note for teachers and parents on US vaccine advice in 2026). Check the current CDC and AAP schedules, or the NHS schedule in the UK, before teaching, and leave decisions to families and their doctors.",
      'The CDC advises at least 60 minutes of activity a day for ages 6 to 17, mostly aerobic, with vigorous, muscle-strengthening and bone-strengthening activity each on at least three days a week; the NHS asks ages 5 to 18 to average at least 60 minutes a day across the week. The NHS says vapes are a way for adults who smoke to stop, not something for children or non-smokers: most contain addictive nicotine, and the developing brain is more sensitive to it.',
    ],
    sources: [
      cdcAboutHandwashing,
      pahoHowVaccinesWork,
      nhsVaccinationSafe,
      cdcChildActivity,
      nhsYoungPeopleAndVaping,
    ],
  },
  sensitive: {
    heading: 'Vaccines, vaping and active bodies: teaching with care',
    points: [
      "Families make vaccine decisions with their doctors, and US advice was disputed in 2026 (see the site's note for teachers and parents). Teach how vaccines work, but never ask children which vaccines they have had or single anyone out, and remember that some children cannot have certain vaccines for medical reasons. Send questions about one child's vaccines to the parents, the school nurse or the family's doctor.",
      'Some children are very afraid of needles or have had a hard time at a vaccine visit. Let them step back from the details, and share the tips from the article: slow breaths, looking at something else, telling the nurse they feel worried, and sitting or lying down if they feel dizzy or faint.',
      'Many children live with someone who vapes or smokes. Talk about what vapes and nicotine do, never about what kind of people use them, and do not ask who vapes or smokes at home. The NHS describes vaping as a way for adults who smoke to stop, so a parent who vapes may be trying to quit; say that stopping smoking helps at any age and that help is there for adults who want it, so no child feels their family is being judged.',
      'If a child says they vape and want to stop, thank them for telling you and bring in the school nurse or counselor (in the US, teens can also use the free This is Quitting text program named in the article). If a child tells you something worrying, such as an adult giving them vapes, listen, do not promise to keep it secret, follow your school\'s safeguarding or child-protection procedure and tell the designated safeguarding lead (or your school counselor) the same day.',
      "Bodies and abilities differ. Offer seated or arm-only versions of every movement, follow the care plans of children with asthma or other conditions, and never comment on a child's weight or shape: the point of moving is feeling good, not how anyone looks. Keep hand sanitizer where an adult can supervise it.",
    ],
    helplines: false,
  },
  worksheetWords: ['germ', 'lather', 'vaccine', 'antibody', 'herd-immunity', 'aerobic'],
  worksheetTask:
    'Draw a poster for the school washroom that shows the five steps of handwashing, and add one sentence explaining why the 20 seconds of scrubbing matter.',
  worksheetQuestions: [
    {
      question: 'Why does scrubbing with soap for 20 seconds get rid of more germs than a quick rinse with water?',
      lookFor: 'Soap lifts dirt, oil and germs off the skin and scrubbing rubs them loose, so the water can rinse them away; a quick rinse leaves many behind.',
    },
    {
      question: 'How does a vaccine help your body fight a germ it has never met?',
      lookFor: 'It shows the immune system a harmless version or piece of the germ, so the body learns to make antibodies and memory cells and can fight the real germ quickly.',
    },
    {
      question: 'How could you add up 60 active minutes on a school day, even when it rains?',
      lookFor: 'Activities that add up to at least 60 minutes across the day, such as walking to school, active games at break, dancing or sport.',
    },
  ],
  curriculum: [
    'nhes-1',
    'nhes-7',
    'nhes-7-5-2',
    'nhes-7-8-2',
    'england-primary-health-and-prevention-5',
    'england-primary-health-and-prevention-6',
    'england-primary-physical-health-and-fitness-1',
    'england-primary-physical-health-and-fitness-2',
  ],
  furtherReading: [
    { slug: 'alcohol-drugs-and-your-brain', why: 'A follow-up to the vaping article: what alcohol and other drugs do to a brain that is still growing.' },
    { slug: 'sun-safety', why: 'Another everyday habit: how UV rays harm skin, how to use sunscreen and what to do about sunburn.' },
  ],
  lastChecked: 'November 2026',
  sources: [
    cdcAboutHandwashing,
    pahoHowVaccinesWork,
    nhsVaccinationSafe,
    cdcChildActivity,
    nhsActivityGuidelines,
    nhsYoungPeopleAndVaping,
    hhsScaryTruthAboutVaping,
    { title: 'Guidance for schools, parents and carers on smoking and vaping (teaching practice)', publisher: 'Hampshire County Council', url: 'https://www.hants.gov.uk/socialcareandhealth/smokefreeme/guidanceforschools' },
  ],
};
