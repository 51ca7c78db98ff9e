import type { Category } from '../schemas';

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
        'Your heart is a muscle about the size of your fist. It sits in your chest between your lungs, and its job is to pump blood all around your body, day and night.',
      attribution: 'Checked against AboutKidsHealth (SickKids), MedlinePlus, the CDC, Resuscitation Council UK and St John Ambulance',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'All about the Heart for Kids',
          publisher: 'AboutKidsHealth (The Hospital for Sick Children)',
          url: 'https://www.aboutkidshealth.ca/En/JustForKids/Body/Pages/Heart.aspx',
        },
        {
          title: 'How to take your pulse',
          publisher: 'MedlinePlus (U.S. National Library of Medicine)',
          url: 'https://medlineplus.gov/ency/imagepages/19974.htm',
        },
        {
          title: 'What Counts for Children and Teens',
          publisher: 'Centers for Disease Control and Prevention',
          url: 'https://cdc.gov/physical-activity-basics/adding-children-adolescents/what-counts.html',
        },
        {
          title: 'Defibrillation',
          publisher: 'Resuscitation Council UK',
          url: 'https://www.resus.org.uk/public-resource/defibrillation',
        },
        {
          title: 'How to do CPR on an adult',
          publisher: 'St John Ambulance',
          url: 'https://www.sja.org.uk/get-advice/first-aid-advice/unresponsive-casualty/how-to-do-cpr-on-an-adult/',
        },
      ],
      tags: ['heart', 'heartbeat', 'blood', 'pulse', 'arteries', 'veins', 'circulation'],
    },
    {
      id: 'how-you-breathe',
      slug: 'how-you-breathe',
      title: 'How You Breathe',
      tagline: 'Follow a breath from your nose all the way to the tiny air sacs in your lungs.',
      summary:
        'You breathe more than 20,000 times a day, usually without thinking about it. Each breath brings in oxygen that every cell needs and carries away carbon dioxide, a waste gas.',
      attribution: 'Checked against the American Lung Association, Scientific American, the NHS, Asthma + Lung UK and Anaphylaxis UK',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Your Lungs',
          publisher: 'American Lung Association',
          url: 'https://www.lung.org/your-lungs/',
        },
        {
          title: 'Breathe Deep',
          publisher: 'Scientific American',
          url: 'https://www.scientificamerican.com/article/breathe-deep/',
        },
        {
          title: 'What to do if my child is having an asthma attack?',
          publisher: 'NHS Humber and North Yorkshire Healthier Together',
          url: 'https://www.hnyhealthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/what-do-if-my-child-having-asthma-attack',
        },
        {
          title: 'Asthma attacks',
          publisher: 'Asthma + Lung UK',
          url: 'https://www.asthma.org.uk/advice/asthma-attacks/',
        },
        {
          title: 'What to do in an emergency',
          publisher: 'Anaphylaxis UK',
          url: 'https://www.anaphylaxis.org.uk/what-to-do-in-an-emergency/',
        },
      ],
      getHelp: {
        kind: 'emergency',
        heading: 'Get help now if someone is struggling to breathe',
        signs: [
          'Fighting for each breath, or too out of breath to talk',
          'Lips or face turning blue or gray',
          'Skin pulling in between the ribs or at the neck with each breath',
          'Very sleepy, confused or hard to wake up',
          'An asthma reliever inhaler is not helping',
          'Swollen lips, tongue or face along with trouble breathing (a serious allergic reaction)',
        ],
        steps: [
          'Call an emergency number (below) right away, even if no adult is there.',
          'If they have asthma, help them sit up and use their own reliever inhaler the way their asthma action plan says.',
          'If it is a serious allergic reaction, help them use their own epinephrine (an auto-injector pen or a nasal spray).',
          'Do not give them any other medicine. Tell an adult, and stay with them until help arrives.',
        ],
      },
      tags: ['lungs', 'breathing', 'oxygen', 'diaphragm', 'alveoli', 'hiccups', 'asthma'],
    },
    {
      id: 'the-journey-of-food',
      slug: 'the-journey-of-food',
      title: 'The Journey of Food',
      tagline: 'What happens to your sandwich after you swallow it.',
      summary:
        'Food goes on a long trip through your digestive system. This twisting path breaks food down into tiny pieces your body can use for energy, growth and repair.',
      attribution: 'Checked against the IFFGD, the NIDDK and the National Cancer Institute (both part of the NIH) and the American Heart Association',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Your Digestive System and How It Works',
          publisher: 'International Foundation for Gastrointestinal Disorders',
          url: 'https://iffgd.org/resources/publication-library/your-digestive-system-and-how-it-works/',
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
          title: 'Heart and Stroke Encyclopedia: fiber',
          publisher: 'American Heart Association',
          url: 'https://www.heart.org/HEARTORG/Encyclopedia/Heart-and-Stroke-Encyclopedia_UCM_445084_Encyclopedia.jsp?title=fiber',
        },
      ],
      tags: ['digestion', 'stomach', 'intestines', 'food', 'saliva', 'fiber', 'nutrients'],
    },
  ],
};
