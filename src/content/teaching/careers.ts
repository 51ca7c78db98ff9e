import type { TeacherGuide } from '../schemas';
import { blsPhysiciansAndSurgeons, blsRadiologicTechnologists, blsRegisteredNurses, nhsChildrensTeeth, nhsDentalCheckUps, onetParamedics, stepIntoNhsPlaySpecialist, stepIntoNhsPorter } from '../sources.ts';

// Built around the health care team: the three careers articles, Career Match on the board (one round per
// turn), the TED-Ed X-ray video and the class quiz, with a patient's-journey activity without screens.
// Facts checked in docs/teaching/careers-sources.md.
export const careersGuide: TeacherGuide = {
  category: 'careers',
  title: 'Teaching healthcare careers',
  summary:
    'Students meet the health care team: doctors and nurses, the dental team, and the hospital heroes who work behind the scenes, such as paramedics, pharmacists, radiographers and porters. They match each job to its tool on the board, watch how X-rays see inside the body and follow one patient through a hospital to see how every job fits together.',
  ages: {
    younger:
      'Start from children\'s own visits to a doctor, nurse or dentist and stay with the jobs they can picture. Play Career Match with the Relaxed (double time) timer and two teams, and stop after round 1 if time runs short. The X-ray video is made for ages 10 to 14, so stop after the part on why bones show up and explain the rest in your own words.',
    older:
      "Add the training routes: in the US, four years of college, four of medical school and three to seven years of residency for doctors, and two to four years of study for most nurses, while some hospital jobs are learned at work. UK routes differ (NHS England's Step into the NHS site describes them). Pairs can read the Go deeper sections on residency and on scans.",
  },
  goals: [
    'Students will be able to describe what doctors, nurses and the dental team do, and how they work together as a team.',
    'Students will be able to name at least five other hospital jobs, such as paramedic, pharmacist, radiographer, physical therapist and porter, and say what each one does.',
    'Students will be able to explain in simple words why bones show up white on an X-ray, and who takes and who reads the picture.',
    'Students will be able to name school subjects and personal qualities that help in health careers, and one job they would like to find out more about.',
  ],
  plan: [
    {
      minutes: 3,
      title: 'Who helps us stay healthy?',
      what:
        'Ask the class who has helped them stay healthy or get better: a doctor, nurse, school nurse, dentist, pharmacist or someone else. Write each job on the board, make sure the school nurse (or whoever gives first aid in your school) is on it, and tell the class how to find them. Then explain that a hospital is like a small town that needs hundreds of people with different jobs. Let children pass if they do not want to share.',
      uses: [{ kind: 'article', slug: 'hospital-heroes' }],
    },
    {
      minutes: 6,
      title: 'Doctors, nurses and the dental team',
      what:
        'Read short parts of the two articles aloud or in pairs. Build a chart with two columns, what they do and the tools they use: doctors make a diagnosis with questions, a stethoscope and tests; nurses check temperature, heart rate and blood pressure, give medicines and often notice changes first; the dentist and hygienist check and clean teeth, remove tartar and may paint on fluoride.',
      uses: [
        { kind: 'article', slug: 'doctors-and-nurses' },
        { kind: 'article', slug: 'a-visit-to-the-dentist' },
      ],
    },
    {
      minutes: 6,
      title: 'Hospital heroes behind the scenes',
      what:
        'Give each small group one hospital hero from the article: paramedic, pharmacist, lab scientist, radiographer, physical therapist, cleaner, porter or play specialist. Groups read their part and report back in one sentence what the job is and how it helps a patient. Mention the other names as they come up: radiologic technologist, patient transporter and child life specialist in the US, physiotherapist in the UK.',
      uses: [{ kind: 'article', slug: 'hospital-heroes' }],
    },
    {
      minutes: 8,
      title: 'Career Match on the board',
      what:
        "Open Career Match with Play on the board and choose 2 or 3 teams with the game's own 60 seconds a round; each turn is one round, so every team plays round 1, then round 2 (four to six turns). Round 2 adds two jobs, hides the names until a card is chosen and adds two tools whose jobs are not in the game. One child works the board while the team advises; between turns, ask who really uses the microscope and the hearing aid.",
      uses: [{ kind: 'game' }],
    },
    {
      minutes: 8,
      title: 'Seeing inside the body',
      what:
        'Play the TED-Ed video on X-rays (about five minutes; play it through first, as its length is not confirmed). Afterwards, draw out the main idea: X-rays pass easily through soft parts of the body, but bones block much of them, so bones show up white. The radiographer takes the picture and the radiologist, a doctor, reads it. If the video will not play, read the Hospital Heroes part on machines that see inside you instead.',
      older: 'Older classes can also compare CT, MRI and ultrasound from the Hospital Heroes article: what each one uses to make its picture, and what it is best at showing.',
      uses: [
        { kind: 'video', youtubeId: 'gsV7SJDDCY4' },
        { kind: 'article', slug: 'hospital-heroes' },
      ],
    },
    {
      minutes: 6,
      title: 'Class quiz on the board',
      what:
        'Play the five-question quiz with Play as a class, keeping the same teams. Teams agree on A, B, C or D and show it with cards or say it aloud. After each Show answer, ask which job the question was about and what that person does.',
      uses: [{ kind: 'class-quiz' }],
    },
    {
      minutes: 3,
      title: 'My next step',
      what:
        'Each child names one job they would like to find out more about, and one subject or quality that would help, such as science, math, listening or staying calm. Hand out the worksheet, and offer the So You Want to Be a Doctor guide to take home.',
      uses: [
        { kind: 'worksheet' },
        { kind: 'guide', slug: 'so-you-want-to-be-a-doctor' },
      ],
    },
    {
      minutes: 5,
      title: 'Routes into health jobs',
      what:
        'Best for ages 11 to 14. Compare routes into the jobs from the lesson: in the US, doctors study four years of college and four of medical school, then three to seven years of residency, and most nurses study for two to four years; some hospital jobs are learned at work, such as porter in the NHS. Pairs pick one job and find its route on NHS England\'s Step into the NHS site or the US Occupational Outlook Handbook.',
      uses: [{ kind: 'article', slug: 'doctors-and-nurses' }],
      optional: true,
    },
  ],
  materials: [
    'Board pens, and room on the board for a two-column chart',
    'For the patient\'s journey activity: index cards, markers and string or masking tape',
  ],
  discussion: [
    'Why do doctors and nurses need to be good listeners as well as good at science?',
    'Which hospital job do patients notice least, and what would happen if nobody did it for a day?',
    'When one patient arrives at the hospital, how might the paramedic, the radiographer and the pharmacist each help?',
    'Why do baby teeth matter even though they fall out?',
    'Which job from today would suit what you enjoy or are good at, and what could you start doing now to get ready?',
  ],
  activity: {
    title: "A patient's journey through the hospital",
    minutes: 15,
    materials: [
      'Index cards or paper strips, one job on each',
      'Markers',
      'String or masking tape for a line on the floor or wall',
      'The Hospital Heroes article, printed or read aloud',
    ],
    steps: [
      'Write one job on each card: paramedic, porter, radiographer, radiologist, doctor, nurse, pharmacist, cleaner, lab scientist, physical therapist, play specialist and receptionist.',
      'Read a short story aloud: Sam hurts a leg badly at the park, an ambulance brings Sam to the hospital, and Sam later goes home and learns to walk well again.',
      'In groups, children lay the cards along the line in the order Sam might meet each person and say what each one does for Sam. There is no single right order; what matters is that they can explain each job.',
      'Ask which people Sam might never see, such as the lab scientist or the cleaner, and move those cards above the line as behind-the-scenes helpers.',
      'Finish by asking each group which card the hospital could not do without; guide them to see that every job is needed.',
    ],
  },
  misconceptions: [
    {
      myth: 'Only doctors and nurses work in hospitals.',
      fact: 'A hospital needs hundreds of people, sometimes thousands: paramedics, pharmacists, lab scientists, radiographers, physical therapists, cleaners, porters, cooks, engineers, receptionists, dietitians and play specialists all help patients get better.',
    },
    {
      myth: 'Nurses just do what doctors tell them.',
      fact: 'Nurses check temperature, heart rate and blood pressure, give medicines and shots, care for wounds and explain things to patients and families, and they often notice changes first. Nurse practitioners have an advanced degree and can examine patients, diagnose illness and prescribe medicine.',
    },
    {
      myth: 'Baby teeth do not matter because they fall out anyway.',
      fact: 'Children have 20 baby teeth. They help children chew and speak clearly and hold space for the adult teeth, and they start to fall out around age 6 to make room for them. Brushing twice a day for about two minutes with fluoride toothpaste and regular checkups keep them healthy.',
    },
    {
      myth: 'Every hospital job needs many years at university.',
      fact: 'Doctors train for many years, but other hospital jobs have shorter routes, and some are learned on the job; in NHS hospitals, for example, porters need no formal qualifications to start.',
    },
    {
      myth: 'An X-ray can see everything inside your body.',
      fact: 'X-rays pass through soft parts easily, but bones block much of them, so bones show up white. For soft parts such as the brain, hospitals often use other machines: MRI scanners, which use a strong magnet and radio waves, or ultrasound, which uses sound waves.',
    },
  ],
  refresher: {
    paragraphs: [
      'Doctors find out what is wrong (a diagnosis) and plan treatment; a pediatrician cares for babies, children and teens. In the US a doctor usually studies four years of college and four of medical school, then spends three to seven years in residency, depending on the specialty. Registered nurses study for about two to four years and must be licensed; they record symptoms, give medicines and treatments, and teach patients and families. Nurse practitioners add advanced study and can diagnose illness and prescribe.',
      'Most children have a dental checkup every six months, but the dentist sets the gap, which for under-18s in the NHS is between three months and a year. At a checkup the team checks the teeth, may take X-rays and removes tartar, which brushing cannot shift. At home, brush twice a day for about two minutes with fluoride toothpaste, and spit out rather than rinse so the fluoride keeps working.',
      'Behind the scenes, paramedics treat people at the scene and on the way to hospital, and pharmacists check that each medicine and amount is right and safe with other medicines. Radiographers (radiologic technologists in the US) position patients and take X-rays and scans, which a radiologist, a doctor, then reads. Porters move patients, equipment and supplies around the hospital; the NHS sets no formal entry qualifications for the job. Play specialists (child life specialists in the US) use play to help children understand and cope with their care.',
    ],
    sources: [
      blsPhysiciansAndSurgeons,
      blsRegisteredNurses,
      nhsDentalCheckUps,
      blsRadiologicTechnologists,
      stepIntoNhsPorter,
    ],
  },
  sensitive: {
    heading: 'Hospitals, dentists and family illness: teaching with care',
    points: [
      'Some children are nervous about doctors, dentists or needles, have spent long spells in hospital, or have a family member who is ill or has died in hospital. Let children choose whether to share their own visits, never ask them to, and be ready to talk privately with a child who seems upset.',
      'Not every family can get to a dentist easily or often. Never ask children to show their teeth, say whether they have cavities or say how often they see a dentist; talk about what the dental team does, not about whose teeth are healthy.',
      'Every health job is open to anyone who trains for it. Mix up names and pronouns in your examples (a nurse called Marcus, a surgeon called Priya), and gently challenge any idea that a job is only for boys or only for girls.',
      'The X-ray video says that X-rays carry a small risk and mentions lead aprons. Radiology physics groups in the US (2019) and the UK (2020) now advise that patients do not routinely need lead covers, which give little or no benefit and can spoil the picture; instead, radiographers keep the dose as low as possible. If a child worries about an X-ray they need, say that the radiographer or doctor can explain why the picture is needed and how they keep the dose low.',
      'If a child tells you something worrying while talking about doctors or hospitals, such as an injury nobody has explained, listen, do not promise to keep it secret, follow your school\'s safeguarding or child-protection procedure and tell the designated safeguarding lead (or your school counselor) the same day.',
    ],
    helplines: false,
  },
  worksheetWords: ['diagnosis', 'stethoscope', 'pediatrician', 'paramedic', 'pharmacist', 'radiologic-technologist'],
  worksheetTask:
    'Choose one health job from the lesson, draw that person at work with a tool they use, and write two sentences about how they help patients.',
  worksheetQuestions: [
    {
      question: 'Which two hospital jobs, apart from doctor and nurse, could help a patient who has hurt a leg, and what would each one do?',
      lookFor: 'Any two jobs from the lesson with what they do, such as a paramedic treating the patient on the way to hospital, a radiographer taking the X-ray, a pharmacist checking the medicine or a porter moving the patient.',
    },
    {
      question: 'Why do bones show up white on an X-ray, and who takes and who reads the picture?',
      lookFor: 'X-rays pass easily through soft parts but bones block much of them; the radiographer (radiologic technologist) takes the picture and the radiologist, a doctor, reads it.',
    },
  ],
  curriculum: ['nhes-1', 'nhes-3', 'england-primary-health-and-prevention-4', 'england-primary-physical-health-and-fitness-4'],
  lastChecked: 'November 2026',
  sources: [
    blsPhysiciansAndSurgeons,
    blsRegisteredNurses,
    nhsDentalCheckUps,
    nhsChildrensTeeth,
    blsRadiologicTechnologists,
    onetParamedics,
    stepIntoNhsPorter,
    stepIntoNhsPlaySpecialist,
  ],
};
