import type { Category } from '../schemas';

export const preventiveCare: Category = {
  slug: 'preventive-care',
  title: 'Preventive Care',
  subtitle: 'Simple everyday habits that help you stay healthy and keep germs away.',
  description:
    'Become a germ-fighting hero with clean hands, find out how vaccines train your body, and get moving every day.',
  popularTopics: ['Handwashing', 'Vaccines', 'Exercise', 'Covering Sneezes', 'Staying Active'],
  emoji: '🧼',
  articles: [
    {
      id: 'the-power-of-handwashing',
      slug: 'the-power-of-handwashing',
      title: 'The Power of Handwashing',
      tagline: 'Soap, water and 20 seconds: your superpower against germs.',
      summary:
        'Germs are tiny living things that can make you sick, and they get on your hands when you touch everyday things. The good news is that washing your hands with soap and water is one of the best ways to stop them.',
      attribution: 'Adapted from the CDC',
      updatedAt: 'September 2026',
      tags: ['handwashing', 'hand washing', 'germs', 'soap', 'hygiene', 'hand sanitizer', 'sneezes'],
    },
    {
      id: 'how-vaccines-protect-you',
      slug: 'how-vaccines-protect-you',
      title: 'How Vaccines Protect You',
      tagline: 'A practice drill that gets your immune system ready for real germs.',
      summary:
        'Your body has its own defense team called the immune system, and its job is to find and fight germs. Vaccines help this team get ready before a germ ever shows up.',
      attribution: 'Adapted from the World Health Organization (WHO)',
      updatedAt: 'October 2026',
      tags: ['vaccines', 'vaccination', 'immune system', 'antibodies', 'germs', 'shots', 'herd immunity'],
    },
    {
      id: 'moving-your-body',
      slug: 'moving-your-body',
      title: 'Moving Your Body',
      tagline: 'Run, jump, dance and play your way to 60 active minutes a day.',
      summary:
        'Your body is made to move. When you run, jump, dance, swim or play, you help every part of you grow strong, and being active is one of the best ways to feel good.',
      attribution: 'Adapted from the CDC',
      updatedAt: 'November 2026',
      tags: ['exercise', 'physical activity', 'fitness', 'sports', 'play', 'strong bones', 'muscles'],
    },
  ],
};
