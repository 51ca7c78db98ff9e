import type { Category } from '../schemas';
import { aboutKidsHealthHeart, allinaPneumonia, anaphylaxisUkEmergency, asthmaLungUkBreathing, frimleyDifficultyBreathing, medlinePlusPulse, medlinePlusTakingPulse, nhsCyanosis } from '../sources.ts';

export const body: Category = {
  slug: 'body',
  title: 'The Human Body',
  subtitle: 'Take a tour of the amazing organs that keep you going every day.',
  description: 'Explore your heart, lungs and digestive system, and learn how they work together.',
  popularTopics: ['Heart', 'Lungs & Breathing', 'Digestion', 'Blood Vessels', 'Healthy Habits'],
  emoji: '🫀',
  articles: [
    {
      id: 'your-amazing-heart',
      slug: 'your-amazing-heart',
      title: 'Your Amazing Heart',
      tagline: 'A fist-sized muscle that beats more than 100,000 times a day.',
      summary:
        'Your heart is a muscle about the size of your fist. It sits in your chest close to your lungs, and its job is to pump blood all around your body.',
      attribution:
        'Checked against AboutKidsHealth (SickKids), the British Heart Foundation, the Heart Foundation (New Zealand), the Women’s and Children’s Health Network (South Australia), Cook Children’s, the NIH and MedlinePlus, St John Ambulance, Resuscitation Council UK and St John New Zealand',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        aboutKidsHealthHeart,
        {
          title: 'How your heart works',
          publisher: 'British Heart Foundation',
          url: 'https://www.bhf.org.uk/heart-health/how-your-heart-works',
        },
        {
          title: 'How the heart works',
          publisher: 'Heart Foundation (New Zealand)',
          url: 'https://firststeps.hearthelp.org.nz/home/what-happened-to-me/how-the-heart-works/',
        },
        {
          title: 'Heart - your heart',
          publisher: 'Kids’ Health, Women’s and Children’s Health Network (South Australia)',
          url: 'https://www.cyh.sa.gov.au/HealthTopics/HealthTopicDetailsKids.aspx?p=335&np=152&id=1446',
        },
        {
          title: 'Heart murmurs',
          publisher: 'Cook Children’s',
          url: 'https://www.cookchildrens.org/SpecialtyServices/HeartCenter/conditions/Pages/Murmurs.aspx',
        },
        {
          title: 'Heart murmur (reference page of an NIH curriculum supplement)',
          publisher: 'National Institutes of Health, Office of Science Education',
          url: 'https://science.education.nih.gov/supplements/webversions/diseases/RD/RD3/reference_cardiologist%20.html',
        },
        {
          title: 'How to do CPR on an adult',
          publisher: 'St John Ambulance',
          url: 'https://www.sja.org.uk/get-advice/first-aid-advice/unresponsive-casualty/how-to-do-cpr-on-an-adult/',
        },
        {
          title: 'Defibrillation',
          publisher: 'Resuscitation Council UK',
          url: 'https://www.resus.org.uk/public-resource/defibrillation',
        },
        {
          title: 'Adult CPR',
          publisher: 'St John New Zealand',
          url: 'https://www.stjohn.org.nz/first-aid/first-aid-library/resuscitation/adult-cpr/',
        },
        medlinePlusTakingPulse,
        {
          title: 'How to check your pulse',
          publisher: 'British Heart Foundation',
          url: 'https://www.bhf.org.uk/informationsupport/tests/checking-your-pulse',
        },
        medlinePlusPulse,
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now if someone collapses',
        signs: [
          'Suddenly collapses and does not wake up or answer you',
          'Not breathing, or not breathing normally',
        ],
        steps: [
          'Call an emergency number (below) right away, even if no adult is there. Shout for help too.',
          'Do what the person on the phone tells you. They can talk you through pushing hard and fast on the middle of the chest (CPR).',
          'Ask someone to bring an AED (defibrillator) if there is one nearby. It tells you what to do, step by step.',
          'Stay with them until help arrives.',
        ],
      },
      tags: ['heart', 'heartbeat', 'blood', 'pulse', 'valves', 'arteries', 'veins', 'circulation', 'cpr'],
    },
    {
      id: 'how-you-breathe',
      slug: 'how-you-breathe',
      title: 'How You Breathe',
      tagline: 'Follow a breath from your nose all the way to the tiny air sacs in your lungs.',
      summary:
        'You breathe in and out all day long, usually without thinking about it. Each breath brings in oxygen that every cell needs and carries away carbon dioxide, a waste gas.',
      attribution:
        'Checked against the American Lung Association, the Lung Health Foundation, KidsHealth (Nemours), Allina Health, Asthma + Lung UK, the NHS, Asthma Australia and Anaphylaxis UK',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'How Lungs Work',
          publisher: 'American Lung Association',
          url: 'https://www.lung.org/lung-health-diseases/how-lungs-work',
        },
        {
          title: 'How Lungs Work (earlier version of the page)',
          publisher: 'American Lung Association',
          url: 'https://www.lung.org/your-lungs/how-lungs-work/',
        },
        {
          title: 'How your lungs work',
          publisher: 'Lung Health Foundation (Canada)',
          url: 'https://lungontario.ca/lung-disease/how-lungs-work',
        },
        {
          title: 'Asthma Basics',
          publisher: 'KidsHealth (Nemours)',
          url: 'https://kidshealth.org/AetnaBetterHealthVirginia/en/parents/asthma-basics.html',
        },
        {
          title: 'Asthma 101: Helping kids breathe easy',
          publisher: 'Allina Health',
          url: 'https://www.allinahealth.org/healthysetgo/thrive/asthma-101-helping-kids-breathe-easy',
        },
        {
          title: 'Asthma attacks',
          publisher: 'Asthma + Lung UK',
          url: 'https://www.asthma.org.uk/advice/asthma-attacks/',
        },
        asthmaLungUkBreathing,
        frimleyDifficultyBreathing,
        {
          title: 'Asthma first aid',
          publisher: 'Asthma Australia',
          url: 'https://asthma.org.au/what-we-do/how-we-can-help/first-aid/',
        },
        nhsCyanosis,
        allinaPneumonia,
        anaphylaxisUkEmergency,
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now if someone is struggling to breathe',
        signs: [
          'Fighting for each breath, or too out of breath to talk',
          'Lips or skin turning blue or gray, or very pale',
          'Skin pulling in under the ribs with each breath',
          'Very sleepy, confused or hard to wake up',
          'An asthma reliever inhaler is not helping',
          'Trouble breathing in someone who has a serious allergy (it may be anaphylaxis)',
        ],
        steps: [
          'Call an emergency number (below) right away, even if no adult is there.',
          'If they have asthma, help them sit up and use their own reliever inhaler.',
          'If it may be a serious allergic reaction, help them use their own epinephrine, the way their allergy plan says.',
          'Do not give them any other medicine. Tell an adult, and stay with them until help arrives.',
        ],
      },
      tags: ['lungs', 'breathing', 'oxygen', 'diaphragm', 'alveoli', 'windpipe', 'asthma'],
    },
    {
      id: 'the-journey-of-food',
      slug: 'the-journey-of-food',
      title: 'The Journey of Food',
      tagline: 'What happens to your sandwich after you swallow it.',
      summary:
        'Food goes on a long trip through your digestive system. This twisting path breaks food down into tiny pieces your body can use.',
      attribution:
        'Checked against KidsHealth (Nemours), the Women’s and Children’s Health Network (South Australia), the MSD Manual, eMedicineHealth, the NIDDK and the National Cancer Institute (both part of the NIH), Gutsy Gastros, CK-12 and Lumen Learning',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Your Digestive System (for kids)',
          publisher: 'KidsHealth (Nemours), on Akron Children’s',
          url: 'https://www.akronchildrens.org/kidshealth/en/kids/digestive-system.html',
        },
        {
          title: 'The digestive system - powering up your body',
          publisher: 'Kids’ Health, Women’s and Children’s Health Network (South Australia)',
          url: 'https://www.cyh.sa.gov.au/HealthTopics/HealthTopicDetailsKids.aspx?p=335&np=152&id=2910',
        },
        {
          title: 'Stomach (Quick Facts)',
          publisher: 'MSD Manual, Consumer Version',
          url: 'https://www.msdmanuals.com/home/quick-facts-digestive-disorders/biology-of-the-digestive-system/stomach',
        },
        {
          title: 'Picture of the Stomach',
          publisher: 'eMedicineHealth',
          url: 'https://www.emedicinehealth.com/image-gallery/stomach_picture/images.htm',
        },
        {
          title: 'Dictionary: small intestine',
          publisher: 'National Institute of Diabetes and Digestive and Kidney Diseases (NIH)',
          url: 'https://www.niddk.nih.gov/health-information/Pages/dictionary-term.aspx?ListItemId=435',
        },
        {
          title: 'NCI Dictionary of Cancer Terms: large intestine',
          publisher: 'National Cancer Institute (NIH)',
          url: 'https://cancer.gov/Common/PopUps/popDefinition.aspx?id=CDR0000045097&language=en&version=Patient',
        },
        {
          title: 'GI Tract & Intestines',
          publisher: 'Gutsy Gastros',
          url: 'https://gutsygastros.org/resources/definitions/gi-tract-intestines/',
        },
        {
          title: 'Small Intestine',
          publisher: 'CK-12 Foundation',
          url: 'https://www.ck12.org/biology/Small-Intestine/lesson/Small-Intestine/r28/',
        },
        {
          title: 'Small Intestine (Nutrition, open textbook)',
          publisher: 'Lumen Learning',
          url: 'https://courses.lumenlearning.com/pierce-nutrition/chapter/small-intestine-combined-multiples-into-one-page',
        },
      ],
      tags: ['digestion', 'stomach', 'intestines', 'food', 'saliva', 'bile', 'nutrients'],
    },
    {
      id: 'puberty-and-growing-up',
      slug: 'puberty-and-growing-up',
      title: 'Puberty and Growing Up',
      tagline: 'What changes, when it starts, how to look after your changing body, and who to ask.',
      summary:
        'Puberty is the time when your body starts to change from a child’s body into an adult’s. Everyone goes through it, at their own speed. Here is what to expect, and who can answer your questions.',
      attribution:
        'Checked against the NHS and NHS services for young people, the NIH (NICHD), HealthInfo New Zealand, Childline and Childline Ireland (ISPCC)',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Early or delayed puberty',
          publisher: 'NHS',
          url: 'https://www.nhs.uk/conditions/early-or-delayed-puberty',
        },
        {
          title: 'Puberty',
          publisher: 'Central and North West London NHS Foundation Trust',
          url: 'https://www.hillingdoncyp.cnwl.nhs.uk/5-10-years/health/puberty',
        },
        {
          title: 'Puberty',
          publisher: 'Derbyshire Teen Health (NHS)',
          url: 'https://derbyshireteenhealth.nhs.uk/your-body/puberty',
        },
        {
          title: 'Puberty',
          publisher: 'Healthier Together, Hertfordshire and West Essex (NHS)',
          url: 'https://www.hwehealthiertogether.nhs.uk/health-for-young-people/growing/puberty',
        },
        {
          title: 'Personal hygiene',
          publisher: 'Central and North West London NHS Foundation Trust',
          url: 'https://www.hillingdoncyp.cnwl.nhs.uk/11-19-years/your-health/personal-hygine',
        },
        {
          title: 'Personal hygiene',
          publisher: 'HealthInfo (Canterbury, New Zealand)',
          url: 'https://www.healthinfo.org.nz/Personal-hygiene.htm',
        },
        {
          title: 'Puberty and Precocious Puberty',
          publisher: 'National Institute of Child Health and Human Development (NIH)',
          url: 'https://nichd.nih.gov/health/topics/factsheets/puberty',
        },
        {
          title: 'Sexual abuse',
          publisher: 'Childline (NSPCC)',
          url: 'https://www.childline.org.uk/info-advice/bullying-abuse-safety/abuse-safety/sexual-abuse/',
        },
        {
          title: 'What is sexual abuse?',
          publisher: 'Childline Ireland (ISPCC)',
          url: 'https://www.childline.ie/what-is-sexual-abuse/',
        },
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Talk to someone if you notice these signs',
        signs: [
          'Signs of puberty before age 8',
          'No signs of puberty at all by about age 14 or 15',
          'Worries about your body, or how it is changing, that keep bothering you',
          'Someone touches you in a way you don’t want, or asks you to keep a secret about your body',
        ],
        steps: [
          'Tell a parent or another adult you trust, or talk to your school nurse. No question about growing up is silly.',
          'If puberty seems very early or very late, see a doctor, who can check. It is usually nothing to worry about.',
          'If anyone touches you in a way you don’t want, tell a trusted adult right away, even if you were told to keep it secret. It is never your fault.',
          'You can also call, text or chat with a free helpline below: each line says how.',
        ],
      },
      tags: ['puberty', 'periods', 'growing up', 'wet dreams', 'growth spurt', 'hormones', 'hygiene', 'body changes', 'acne', 'voice breaking'],
    },
  ],
};
