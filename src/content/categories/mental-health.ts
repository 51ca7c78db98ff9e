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
      attribution: 'Adapted from the National Institute of Mental Health (NIMH) and UCLA brain research',
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
        ],
      steps: [
        'Tell a trusted adult, like a parent, teacher, school nurse or school counselor.',
        'Call or text a free helpline below. You can talk about any worry, big or small.',
        'If you are in danger right now, call 911 (US and Canada), 999 (UK) or 112 (most of Europe).',
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
      attribution: 'Adapted from KidsHealth (Nemours) and the National Institute of Mental Health (NIMH)',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Stress (for Kids)',
          publisher: 'KidsHealth (Nemours)',
          url: 'https://kidshealth.org/en/kids/stress.html',
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
        'Call or text a free helpline below. You can talk about any worry, big or small.',
        'If you are in danger right now, call 911 (US and Canada), 999 (UK) or 112 (most of Europe).',
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
      attribution: 'Adapted from the CDC, the NHLBI and the American Academy of Sleep Medicine',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Do Your Children Get Enough Sleep?',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://www.cdc.gov/chronicdisease/resources/infographic/children-sleep.htm',
        },
        {
          title: 'How Sleep Works',
          publisher: 'National Heart, Lung, and Blood Institute (NHLBI)',
          url: 'https://www.nhlbi.nih.gov/health-topics/how-sleep-works',
        },
        {
          title: 'Stages of the Sleep Cycle',
          publisher: 'Merck Manual Consumer Version',
          url: 'https://www.merckmanuals.com/en-ca/home/multimedia/figure/neu_sleep_stages',
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
        steps: [
          'Tell a parent or another trusted adult. A doctor can help with sleep problems.',
          'Call or text a free helpline below. You can talk about any worry, big or small.',
          'If you are in danger right now, call 911 (US and Canada), 999 (UK) or 112 (most of Europe).',
        ],
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
          'Call or text a free helpline below. You can talk about any worry, big or small.',
          'If you or someone else is in danger right now, call an emergency number. They are listed in this box.',
        ],
      },
      tags: ['screens', 'sleep', 'phones', 'notifications', 'cyberbullying', 'online safety', 'privacy', 'helpline', 'social media', 'kindness'],
    },
  ],
};
