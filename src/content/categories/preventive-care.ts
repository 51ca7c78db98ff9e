import type { Category } from '../schemas';

export const preventiveCare: Category = {
  slug: 'preventive-care',
  title: 'Preventive Care',
  subtitle: 'Simple everyday habits that help you stay healthy and keep germs away.',
  description:
    'Keep germs away with clean hands, find out how vaccines train your body, and get moving every day.',
  popularTopics: ['Handwashing', 'Vaccines', 'Exercise', 'Covering Sneezes', 'Staying Active'],
  emoji: '🧼',
  articles: [
    {
      id: 'the-power-of-handwashing',
      slug: 'the-power-of-handwashing',
      title: 'The Power of Handwashing',
      tagline: 'Soap, water and 20 seconds: your best defense against germs.',
      summary:
        'Germs are tiny things, like bacteria and viruses, that can make you sick, and they get on your hands when you touch everyday things. The good news is that washing your hands with soap and water is one of the best ways to stop them.',
      attribution: "Checked against the CDC, America's Poison Centers and HRSA's Poison Help line",
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        { title: 'About Handwashing', publisher: 'Centers for Disease Control and Prevention (CDC)', url: 'https://www.cdc.gov/clean-hands/about/index.html' },
        { title: 'Clean Hands: Facts and Stats', publisher: 'Centers for Disease Control and Prevention (CDC)', url: 'https://www.cdc.gov/clean-hands/data-research/facts-stats/' },
        { title: 'Hand Sanitizer', publisher: "America's Poison Centers", url: 'https://www.poisoncenters.org/track/hand-sanitizer' },
        { title: 'The Poison Help Line', publisher: 'Health Resources and Services Administration (HRSA)', url: 'https://www.poisonhelp.hrsa.gov/the-poison-help-line/index.html' },
      ],
      getHelp: {
        kind: 'poison',
        heading: 'If someone swallows hand sanitizer',
        signs: [
          'Swallowed more than a lick of hand sanitizer, or you are not sure how much',
          'Throwing up, or seems confused or dizzy',
          'Very sleepy or hard to wake up',
          'Trouble breathing',
        ],
        steps: [
          'Tell an adult right away. Do not try to make the person throw up.',
          'Call a poison help line (below), even if they seem fine. Keep the bottle to read the label to the expert.',
          'If they cannot stay awake, have a seizure or struggle to breathe, call an emergency number (below) at once.',
        ],
      },
      tags: ['handwashing', 'hand washing', 'germs', 'soap', 'hygiene', 'hand sanitizer', 'sneezes'],
    },
    {
      id: 'how-vaccines-protect-you',
      slug: 'how-vaccines-protect-you',
      title: 'How Vaccines Protect You',
      tagline: 'A practice drill that gets your immune system ready for real germs.',
      summary:
        'Your body has its own defense team called the immune system, and its job is to find and fight germs. Vaccines help this team get ready before a germ ever shows up.',
      attribution: 'Checked against the World Health Organization (WHO and PAHO), the NHS, the American Academy of Pediatrics and Immunize.org',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        { title: 'How do vaccines work?', publisher: 'Pan American Health Organization (World Health Organization)', url: 'https://paho.org/en/documents/how-do-vaccines-work' },
        { title: 'Why vaccination is safe and important', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/vaccinations/why-vaccination-is-safe-and-important/' },
        { title: 'Smallpox', publisher: 'World Health Organization (WHO)', url: 'https://www.who.int/health-topics/smallpox' },
        { title: "AAP opposes federal health officials' unprecedented move to remove universal childhood immunization recommendations (news release, 5 January 2026)", publisher: 'American Academy of Pediatrics', url: 'https://www.aap.org/en/news-room/news-releases/aap/2025/aap-opposes-federal-health-officials-unprecedented-move-to-remove-universal-childhood-immunization-recommendations' },
        { title: 'What guidance is there for preventing patients from fainting after vaccination?', publisher: 'Immunize.org (Ask the Experts)', url: 'https://www.immunize.org/ask-experts/prevention-patient-fainting-vaccination/' },
      ],
      tags: ['vaccines', 'vaccination', 'immune system', 'antibodies', 'germs', 'shots', 'herd immunity'],
    },
    {
      id: 'moving-your-body',
      slug: 'moving-your-body',
      title: 'Moving Your Body',
      tagline: 'Run, jump, dance and play your way to 60 active minutes a day.',
      summary:
        'Your body is made to move. When you run, jump, dance, swim or play, you help every part of you grow strong, and being active is one of the best ways to feel good.',
      attribution: 'Checked against the CDC, the NHS and the National Institutes of Health (NICHD)',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        { title: 'Child Activity: An Overview', publisher: 'Centers for Disease Control and Prevention (CDC)', url: 'https://www.cdc.gov/physical-activity-basics/guidelines/children.html' },
        { title: 'Physical activity guidelines for children and young people', publisher: 'NHS', url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-children-and-young-people/' },
        { title: "Children's Bone Health and Calcium: Research Information", publisher: 'National Institute of Child Health and Human Development (NIH)', url: 'https://www.nichd.nih.gov/health/topics/bonehealth/researchinfo' },
        { title: 'HEADS UP: Concussion Danger Signs', publisher: 'Centers for Disease Control and Prevention (CDC)', url: 'https://www.cdc.gov/headsup/basics/concussion_danger_signs.html' },
        { title: 'Head injury and concussion', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/head-injury-and-concussion/' },
      ],
      tags: ['exercise', 'physical activity', 'fitness', 'sports', 'play', 'strong bones', 'muscles'],
    },
    {
      id: 'vaping-and-your-lungs',
      slug: 'vaping-and-your-lungs',
      title: 'Vaping: What It Does to Your Lungs and Brain',
      tagline: 'What is really in a vape, why nicotine hooks young brains fast, and how to say no.',
      summary:
        'Vapes often come in bright colors and sweet, fruity flavors, which can make them seem harmless. But a vape is not like breathing in flavored water. Here is what it really does to your lungs and brain, and how to stay safe.',
      attribution: 'Checked against the U.S. Department of Health and Human Services, the NHS, NIDA and Truth Initiative',
      updatedAt: 'November 2026',
      lastChecked: 'November 2026',
      sources: [
        { title: 'The Scary Truth About Vaping', publisher: 'U.S. Department of Health and Human Services (HHS)', url: 'https://digitalmedia.hhs.gov/tobacco/educator_hub/lesson_plans/risks_of_vaping_magazine_lesson_plan/the_scary_truth_about_vaping?locale=en' },
        { title: 'Vaping 101: Lung Damage and Chemicals', publisher: 'U.S. Department of Health and Human Services (HHS)', url: 'https://digitalmedia.hhs.gov/tobacco/educator_hub/students/vaping101/lung_damage_and_chemicals?locale=en' },
        { title: 'Young people and vaping', publisher: 'NHS (Better Health)', url: 'https://nhs.uk/better-health/quit-smoking/help-others-quit/young-people-and-vaping' },
        { title: 'Government Regulation of Tobacco Products', publisher: 'National Institute on Drug Abuse (NIDA) for Teens', url: 'https://teens.drugabuse.gov/government-regulation-tobacco-products' },
        { title: 'This is Quitting from truth reaches milestone of helping half a million young people overcome nicotine addiction', publisher: 'Truth Initiative', url: 'https://truthinitiative.org/press/press-release/quitting-truth-reaches-milestone-helping-half-million-young-people-overcome' },
      ],
      tags: ['vaping', 'vapes', 'e-cigarettes', 'nicotine', 'lungs', 'addiction', 'saying no', 'quitting'],
    },
  ],
};
