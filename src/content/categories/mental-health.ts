import type { Category } from '../schemas';

/** The helplines' own pages, checked for every article whose help box lists them. */
const helplineSources = [
  {
    title: '988 Frequently Asked Questions',
    publisher: 'Substance Abuse and Mental Health Services Administration (SAMHSA)',
    url: 'https://www.samhsa.gov/find-help/988/faqs',
  },
  {
    title: 'Childline',
    publisher: 'NSPCC Learning',
    url: 'https://learning.nspcc.org.uk/services/childline',
  },
];

// The steps the talk boxes share. A step never types a phone number: the numbers come from
// help-lines.ts, and each line there says how to reach it (not every line takes texts).
const HELPLINE_STEP = 'Call, text or chat with a free helpline below: each line says how. Talk about any worry, big or small, even one about a friend.';
const FRIEND_STEP = 'If a friend says they might hurt themselves, tell a trusted adult right away, even if they asked you to keep it a secret.';
const EMERGENCY_STEP = 'If you or someone else is in danger right now, call an emergency number. They are listed at the end of this box.';

export const mentalHealth: Category = {
  slug: 'mental-health',
  title: 'Mental Health',
  subtitle: 'Understand your feelings and learn ways to feel calm, rested and strong.',
  description: 'Learn about feelings, handling stress and why sleep matters, with tips for feeling your best.',
  popularTopics: ['Feelings', 'Stress', 'Sleep', 'Calm Breathing', 'Asking for Help'],
  emoji: '🧠',
  articles: [
    {
      id: 'understanding-your-feelings',
      slug: 'understanding-your-feelings',
      title: 'Understanding Your Feelings',
      tagline: 'There are no bad feelings. Learn what they mean and how to handle big ones.',
      summary:
        'Happy, sad, angry, scared, excited and calm are all feelings. Everyone has them every day, and all feelings are okay to have.',
      attribution:
        "Checked against the National Institute of Mental Health (NIMH), UCLA's study on naming feelings, CHOC Children's, SAMHSA and the NSPCC",
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Children and Mental Health: Is This Just a Stage?',
          publisher: 'National Institute of Mental Health (NIMH)',
          url: 'https://www.nimh.nih.gov/health/publications/children-and-mental-health',
        },
        {
          title: 'Putting Feelings Into Words Produces Therapeutic Effects in the Brain',
          publisher: 'UCLA Newsroom',
          url: 'https://newsroom.ucla.edu/releases/Putting-Feelings-Into-Words-Produces-8047',
        },
        {
          title: 'What to do if your friend is suicidal',
          publisher: 'CHOC Children’s (Children’s Hospital of Orange County)',
          url: 'https://blog.chocchildrens.org/help-stop-a-friend-considering-suicide/',
        },
        ...helplineSources,
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Reach out for help if you notice these signs',
        signs: [
          'Feeling sad, worried or empty most days for two weeks or more',
          'No longer enjoying things you used to love',
          'Big changes in sleeping or eating',
          'Thoughts of hurting yourself or of not wanting to be alive',
          'Feeling unsafe at home, at school or online',
          'A friend says they might hurt themselves, or asks you to keep a worrying secret',
        ],
        steps: [
          'Tell a trusted adult, like a parent, teacher, school nurse or school counselor.',
          HELPLINE_STEP,
          FRIEND_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['feelings', 'emotions', 'anger', 'sadness', 'worry', 'empathy', 'calm down', 'asking for help', 'helpline', 'anxiety'],
    },
    {
      id: 'handling-stress',
      slug: 'handling-stress',
      title: 'Handling Stress',
      tagline: 'Why your heart pounds before a big test, and easy ways to calm down.',
      summary:
        'Have you ever felt your heart pound before a big test? That feeling is called stress. Everyone feels stress sometimes, and there are lots of ways to handle it.',
      attribution:
        'Checked against the CDC, the Netherlands Institute for Neuroscience, the National Institute of Mental Health (NIMH), SAMHSA and the NSPCC',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Managing Stress',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://www.cdc.gov/mental-health/living-with/index.html',
        },
        {
          title: 'Stress hormones',
          publisher: 'Netherlands Institute for Neuroscience',
          url: 'https://nin.nl/over-het-brein/stress-hormones',
        },
        {
          title: 'Children and Mental Health: Is This Just a Stage?',
          publisher: 'National Institute of Mental Health (NIMH)',
          url: 'https://www.nimh.nih.gov/health/publications/children-and-mental-health',
        },
        ...helplineSources,
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Reach out for help if stress comes with these signs',
        signs: [
          'Stress or worry that does not go away, or feels too big to handle',
          'Feeling sad or worried most days for two weeks or more',
          'Not sleeping or eating the way you usually do',
          'Headaches or stomachaches that keep coming back',
          'Thoughts of hurting yourself',
        ],
        steps: [
          'Tell a trusted adult, like a parent, teacher, school nurse or school counselor.',
          HELPLINE_STEP,
          FRIEND_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['stress', 'worry', 'adrenaline', 'cortisol', 'deep breathing', 'coping', 'relaxing', 'asking for help', 'helpline'],
    },
    {
      id: 'why-sleep-matters',
      slug: 'why-sleep-matters',
      title: 'Why Sleep Matters',
      tagline: 'How sleep helps you grow, learn and feel good, plus tips for a better night.',
      summary:
        'It might seem like nothing happens while you sleep, but your body and brain are very busy. Sleep helps you grow, remember what you learned and handle your feelings.',
      attribution:
        'Checked against the CDC, the NHLBI, two papers in Pediatrics (American Academy of Pediatrics) and the UK Department of Health and Social Care',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Do Your Children Get Enough Sleep?',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://www.cdc.gov/chronicdisease/resources/infographic/children-sleep.htm',
        },
        {
          title: 'How Sleep Works: Sleep Phases and Stages',
          publisher: 'National Heart, Lung, and Blood Institute (NHLBI)',
          url: 'https://www.nhlbi.nih.gov/health/sleep/stages-of-sleep',
        },
        {
          title: 'Digital Media and Sleep in Childhood and Adolescence',
          publisher: 'American Academy of Pediatrics (Pediatrics)',
          url: 'https://doi.org/10.1542/peds.2016-1758J',
        },
        {
          title: 'Sports Drinks and Energy Drinks for Children and Adolescents: Are They Appropriate?',
          publisher: 'American Academy of Pediatrics (Pediatrics)',
          url: 'https://publications.aap.org/pediatrics/article/127/6/1182/30098/Sports-Drinks-and-Energy-Drinks-for-Children-and',
        },
        {
          title: 'Banning the sale of high-caffeine energy drinks to children',
          publisher: 'Department of Health and Social Care (GOV.UK)',
          url: 'https://www.gov.uk/government/consultations/banning-the-sale-of-high-caffeine-energy-drinks-to-children',
        },
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Reach out for help if you notice these signs',
        signs: [
          'Trouble falling or staying asleep most nights',
          'Loud snoring most nights, or feeling very sleepy in the day after a full night',
          'Worries that keep you awake, or feeling sad most days for two weeks or more',
          'Not eating the way you usually do',
          'Thoughts of hurting yourself',
        ],
        steps: ['Tell a parent or another trusted adult. A doctor can help with sleep problems.', HELPLINE_STEP, EMERGENCY_STEP],
      },
      tags: ['sleep', 'bedtime', 'dreams', 'rest', 'screens', 'routine', 'brain', 'caffeine', 'energy drinks', 'melatonin'],
    },
    {
      id: 'staying-well-online',
      slug: 'staying-well-online',
      title: 'Staying Well Online: Screens, Sleep and Unkind Messages',
      tagline: 'Give your phone a bedtime, guard your privacy, and know what to do if a message hurts.',
      summary:
        'Phones, tablets and games let you chat with friends, learn new things and have fun. But it helps to have a plan, so screens don’t steal your sleep and unkind messages don’t ruin your day.',
      attribution: 'Checked against the UK Safer Internet Centre, Public Safety Canada and a 2024 study in the Journal of Adolescent Health',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Our top tips about cyberbullying',
          publisher: 'UK Safer Internet Centre',
          url: 'https://saferinternet.org.uk/guide-and-resource/our-top-tips-about-cyberbullying',
        },
        {
          title: 'Prevent cyberbullying',
          publisher: 'Public Safety Canada',
          url: 'https://www.publicsafety.gc.ca/cnt/ntnl-scrt/cbr-scrt/cbrbllng/tns/prvnt-cbrbllng-en.aspx',
        },
        {
          title: 'Bedtime Screen Use Behaviors and Sleep Outcomes in Early Adolescents: A Prospective Cohort Study',
          publisher: 'Journal of Adolescent Health',
          url: 'https://doi.org/10.1016/j.jadohealth.2024.06.006',
        },
        ...helplineSources,
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Reach out for help right away if you notice these signs',
        signs: [
          'Messages or posts that threaten you or make you feel scared',
          'Someone online asks you to keep secrets, send photos or meet up',
          'Bullying that keeps going after you block and report it',
          'Feeling sad, worried or alone most days because of what happens online',
          'Thoughts of hurting yourself',
        ],
        steps: [
          'Tell a trusted adult, like a parent, teacher, school nurse or school counselor. Show them your screenshots.',
          HELPLINE_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['screens', 'sleep', 'phones', 'notifications', 'cyberbullying', 'online safety', 'privacy', 'helpline', 'social media', 'kindness'],
    },
  ],
};
