import type { Category } from '../schemas';
import { aapStressAndHealth, cdcChildrenSleep, cdcManagingStress, childrensWisconsinDepression, chocFriendSuicidal, hillsboroughCrisisLine, kidsHealthFiveSteps, kidsHealthStress, nimhChildrenMentalHealth, oregonAbout988, uMatterWorriedFriend, uclaFeelingsIntoWords } from '../sources.ts';

// The helplines' own pages are checked in docs/fact-checks/help-lines.md, not under each article.

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
        "Checked against the National Institute of Mental Health (NIMH), KidsHealth (Nemours), the American Academy of Pediatrics, UCLA and its study in Psychological Science, CHOC Children's, U Matter, the Oregon Health Authority, Hillsborough County (Florida) and Children's Wisconsin",
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      // Every fact has two of these pages (docs/fact-checks/mental-health/understanding-your-feelings.md);
      // the helplines and emergency numbers in the box are checked in docs/fact-checks/help-lines.md.
      sources: [
        nimhChildrenMentalHealth,
        { title: 'Understanding Your Emotions (for teens)', publisher: 'KidsHealth (Nemours)', url: 'https://kidshealth.org/en/teens/understand-emotions.html' },
        { title: 'Taking Charge of Anger (for kids)', publisher: 'KidsHealth (Nemours)', url: 'https://kidshealth.org/en/kids/anger.html' },
        kidsHealthFiveSteps,
        kidsHealthStress,
        aapStressAndHealth,
        uclaFeelingsIntoWords,
        {
          title: 'Putting Feelings Into Words: Affect Labeling Disrupts Amygdala Activity in Response to Affective Stimuli (Lieberman and others, 2007)',
          publisher: 'Psychological Science',
          url: 'https://doi.org/10.1111/j.1467-9280.2007.01916.x',
        },
        chocFriendSuicidal,
        uMatterWorriedFriend,
        oregonAbout988,
        hillsboroughCrisisLine,
        childrensWisconsinDepression,
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Reach out for help if you notice these signs',
        signs: [
          'Feeling sad or worried most days for two weeks or more',
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
        "Checked against the CDC, KidsHealth (Nemours), the American Academy of Pediatrics, the Netherlands Institute for Neuroscience, the National Cancer Institute, the National Institute of Mental Health (NIMH), Children's Wisconsin, CHOC Children's, U Matter, the Oregon Health Authority and Hillsborough County (Florida)",
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      // Every fact has two of these pages (docs/fact-checks/mental-health/handling-stress.md); the
      // helplines and emergency numbers in the box are checked in docs/fact-checks/help-lines.md.
      sources: [
        cdcManagingStress,
        kidsHealthStress,
        kidsHealthFiveSteps,
        aapStressAndHealth,
        {
          title: 'Stress hormones',
          publisher: 'Netherlands Institute for Neuroscience',
          url: 'https://nin.nl/over-het-brein/stress-hormones',
        },
        {
          title: 'adrenal gland (NCI Dictionary of Cancer Terms)',
          publisher: 'National Cancer Institute (NIH)',
          url: 'https://www.cancer.gov/Common/PopUps/popDefinition.aspx?id=46678&language=English&version=Patient',
        },
        nimhChildrenMentalHealth,
        childrensWisconsinDepression,
        chocFriendSuicidal,
        uMatterWorriedFriend,
        oregonAbout988,
        hillsboroughCrisisLine,
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
        'Checked against the CDC, the NHLBI, NCCIH (NIH), KidsHealth (Nemours), the Merck Manual, three papers in Pediatrics (American Academy of Pediatrics), the Minnesota Sleep Society, the UK Department of Health and Social Care, the National Institute of Mental Health (NIMH) and Children’s Wisconsin',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      // Every fact has two of these pages (docs/fact-checks/mental-health/why-sleep-matters.md); the
      // helplines and emergency numbers in the box are checked in docs/fact-checks/help-lines.md.
      sources: [
        cdcChildrenSleep,
        {
          title: 'How Sleep Works: Sleep Phases and Stages',
          publisher: 'National Heart, Lung, and Blood Institute (NHLBI)',
          url: 'https://www.nhlbi.nih.gov/health/sleep/stages-of-sleep',
        },
        {
          title: 'Sleep Deprivation and Deficiency: How Sleep Affects Your Health',
          publisher: 'National Heart, Lung, and Blood Institute (NHLBI)',
          url: 'https://www.nhlbi.nih.gov/health-topics/sleep-deprivation-and-deficiency',
        },
        { title: 'What Sleep Is and Why All Kids Need It (for kids)', publisher: 'KidsHealth (Nemours)', url: 'https://kidshealth.org/en/kids/not-tired.html' },
        {
          title: 'BAM! Body and Mind: Pillow Microscope (sleep)',
          publisher: 'Centers for Disease Control and Prevention (CDC)',
          url: 'https://www.cdc.gov/bam/body/pillow-microscope.html',
        },
        {
          title: 'Stages of the Sleep Cycle',
          publisher: 'Merck Manual (Consumer Version)',
          url: 'https://www.merckmanuals.com/en-ca/home/multimedia/figure/neu_sleep_stages',
        },
        {
          title: 'Melatonin: What You Need To Know',
          publisher: 'National Center for Complementary and Integrative Health (NCCIH, NIH)',
          url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
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
          title: 'School Start Times for Adolescents (policy statement)',
          publisher: 'American Academy of Pediatrics (Pediatrics), in PubMed Central',
          url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8194457',
        },
        {
          title: 'Recommended Amount of Sleep for Children',
          publisher: 'Minnesota Sleep Society',
          url: 'https://www.mnsleep.net/school-start-time-toolkit/why-improve-sleep-for-teenage-students/recommended-amount-of-sleep-for-children/',
        },
        {
          title: 'Banning the sale of high-caffeine energy drinks to children',
          publisher: 'Department of Health and Social Care (GOV.UK)',
          url: 'https://www.gov.uk/government/consultations/banning-the-sale-of-high-caffeine-energy-drinks-to-children',
        },
        nimhChildrenMentalHealth,
        childrensWisconsinDepression,
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Reach out for help if you notice these signs',
        signs: [
          'Trouble falling or staying asleep most nights',
          'Feeling very sleepy most days, even after a full night in bed',
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
      attribution:
        'Checked against the UK Safer Internet Centre, Public Safety Canada, the RCMP, the National Crime Agency’s CEOP, NCMEC, the NSPCC, Childnet, the US Federal Trade Commission and a 2024 study in the Journal of Adolescent Health',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      // Every fact has two of these pages (docs/fact-checks/mental-health/staying-well-online.md);
      // the helplines and reporting routes in the box are checked in docs/fact-checks/help-lines.md.
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
          title: 'What to do if you’re being cyberbullied',
          publisher: 'Public Safety Canada',
          url: 'https://www.canada.ca/en/public-safety-canada/campaigns/cyberbullying/cyberbullying-youth/what-to-do-if-you-re-being-cyberbullied.html',
        },
        {
          title: 'Internet safety: for 10 to 12 year olds',
          publisher: 'Royal Canadian Mounted Police (RCMP)',
          url: 'https://www.rcmp-grc.gc.ca/cycp-cpcj/is-si/brochure/safety1012-secur1012-eng.htm',
        },
        {
          title: 'Bedtime Screen Use Behaviors and Sleep Outcomes in Early Adolescents: A Prospective Cohort Study',
          publisher: 'Journal of Adolescent Health',
          url: 'https://doi.org/10.1016/j.jadohealth.2024.06.006',
        },
        {
          title: 'Associate Professor Jason Nagata shares his insight into sleep (the 2024 study’s lead author, March 2025)',
          publisher: 'Health Professionals for Safer Screens',
          url: 'https://healthprofessionalsforsaferscreens.org/blog/associate-professor-jason-nagata-shares-his-insight-into-sleep/',
        },
        {
          title: 'Biggest study ever of teen brains to reveal how screen time affects kids',
          publisher: 'TODAY (NBC News)',
          url: 'https://www.today.com/health/teen-brain-study-reveal-how-screen-time-affects-kids-t121909',
        },
        {
          title: 'Online blackmail',
          publisher: 'CEOP Education (National Crime Agency)',
          url: 'https://ceopeducation.co.uk/11_18/lets-talk-about/sexual-abuse/online-blackmail',
        },
        {
          title: 'Sextortion',
          publisher: 'National Center for Missing & Exploited Children (NCMEC)',
          url: 'https://www.missingkids.org/Sextortion',
        },
        {
          title: 'Online blackmail: NSPCC advice for parents on how to keep their children safe',
          publisher: 'Vodafone UK, with advice from the NSPCC',
          url: 'https://www.vodafone.co.uk/newscentre/smart-living/digital-parenting/online-blackmail-nspcc-advice-for-parents',
        },
        {
          title: 'Sharing nudes and semi-nudes',
          publisher: 'Online Safety Hub, Safeguarding Board for Northern Ireland',
          url: 'https://onlinesafetyhub.safeguardingni.org/young-people/im-13-or-over/sharing-nudes-and-semi-nudes/',
        },
        {
          title: 'Take It Down: frequently asked questions',
          publisher: 'National Center for Missing & Exploited Children (NCMEC)',
          url: 'https://takeitdown.ncmec.org/faq/',
        },
        {
          title: 'Under 13s and social media',
          publisher: 'Childnet',
          url: 'https://www.childnet.com/parents-and-carers/hot-topics/social-media/under-13s',
        },
        {
          title: 'Why parents help their children lie to Facebook about age: unintended consequences of the Children’s Online Privacy Protection Act',
          publisher: 'First Monday (boyd, Hargittai, Schultz and Palfrey, 2011)',
          url: 'https://firstmonday.org/ojs/index.php/fm/article/view/3850',
        },
        {
          title: 'Complying with COPPA: Frequently Asked Questions',
          publisher: 'US Federal Trade Commission (FTC)',
          url: 'https://www.ftc.gov/business-guidance/resources/complying-coppa-frequently-asked-questions',
        },
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Reach out for help right away if you notice these signs',
        signs: [
          'Messages or posts that threaten you or make you feel scared',
          'Someone online asks you for a nude or sexual picture, to keep a secret or to meet up',
          'Someone sends you a sexual picture, or says they will share one of you unless you pay or send more',
          'Bullying that keeps going after you block and report it',
          'Feeling sad, worried or alone most days because of what happens online',
          'Thoughts of hurting yourself',
        ],
        // No step says "show your screenshots": a sexual picture of anyone under 18 is never copied
        // (docs/fact-checks/mental-health/staying-well-online.md). The article keeps screenshots for
        // unkind words only.
        steps: [
          'Tell a trusted adult, like a parent, teacher, school nurse or school counselor. You are not in trouble, and it is never your fault.',
          'If someone asks for a sexual picture or threatens to share one, don’t send anything and don’t pay. Stop replying. Note their username, then block and report.',
          'Never copy, screenshot or forward a sexual picture of anyone under 18, even to report it. And don’t delete the chats: they can help stop the person.',
          'Report it with a service below, or call, text or chat with a free helpline. If anyone is in danger right now, call an emergency number.',
        ],
        reportingRoutes: true,
      },
      tags: ['screens', 'sleep', 'phones', 'notifications', 'cyberbullying', 'online safety', 'privacy', 'helpline', 'social media', 'kindness'],
    },
    {
      id: 'body-image',
      slug: 'body-image',
      title: 'Body Image: How You See Your Body',
      tagline: 'Why so many photos aren’t real, what helps on hard days, and when to talk about eating worries.',
      summary:
        'Body image is how you think and feel about your body. Everyone has good days and hard days with it. Here is what shapes it, why so many pictures online aren’t real, and what helps.',
      attribution:
        'Checked against YoungMinds, Childline, the NHS, Derbyshire Teen Health (NHS) and Central and North West London NHS Foundation Trust',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        {
          title: 'Body image',
          publisher: 'YoungMinds',
          url: 'https://www.youngminds.org.uk/young-person/coping-with-life/body-image',
        },
        {
          title: 'My body/body image (Ask Sam)',
          publisher: 'Childline (NSPCC)',
          url: 'https://www.childline.org.uk/get-support/ask-sam/you-and-your-body-asksam/my-bodybody-image/',
        },
        {
          title: 'Body image',
          publisher: 'Derbyshire Teen Health (NHS)',
          url: 'https://derbyshireteenhealth.nhs.uk/your-body/body-image',
        },
        {
          title: 'Eating disorders',
          publisher: 'NHS',
          url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/behaviours/eating-disorders/overview/',
        },
        {
          title: 'Eating disorders: children and young people',
          publisher: 'Central and North West London NHS Foundation Trust',
          url: 'https://cnwl.nhs.uk/camhs/children-and-young-people/eating-disorders',
        },
      ],
      getHelp: {
        kind: 'talk',
        heading: 'Talk to someone if you notice these signs',
        signs: [
          'Skipping meals or eating very little',
          'Worrying about food, weight or body shape for much of the day',
          'Making yourself throw up after eating',
          'Exercising a lot to make up for eating',
        ],
        steps: [
          'Tell a trusted adult, like a parent, teacher, school nurse or school counselor. A doctor can help, and the sooner you ask, the better.',
          HELPLINE_STEP,
          EMERGENCY_STEP,
        ],
      },
      tags: ['body image', 'self-esteem', 'eating worries', 'eating disorders', 'social media', 'filters', 'confidence', 'appearance', 'photo editing', 'helpline'],
    },
  ],
};
