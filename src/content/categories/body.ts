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
      tagline: 'A fist-sized muscle that beats about 100,000 times a day.',
      summary:
        'Your heart is a muscle about the size of your fist. It sits in your chest between your lungs, and its job is to pump blood all around your body, day and night.',
      attribution: 'Adapted from KidsHealth (Nemours) and the American Heart Association',
      updatedAt: 'September 2026',
      tags: ['heart', 'heartbeat', 'blood', 'pulse', 'arteries', 'veins', 'circulation'],
    },
    {
      id: 'how-you-breathe',
      slug: 'how-you-breathe',
      title: 'How You Breathe',
      tagline: 'Follow a breath from your nose all the way to the tiny air sacs in your lungs.',
      summary:
        'You breathe about 20,000 times a day, or even more, usually without thinking about it. Each breath brings in oxygen that every cell needs and carries away carbon dioxide, a waste gas.',
      attribution: 'Adapted from KidsHealth (Nemours) and the American Lung Association',
      updatedAt: 'September 2026',
      tags: ['lungs', 'breathing', 'oxygen', 'diaphragm', 'alveoli', 'hiccups', 'asthma'],
    },
    {
      id: 'the-journey-of-food',
      slug: 'the-journey-of-food',
      title: 'The Journey of Food',
      tagline: 'What happens to your sandwich after you swallow it.',
      summary:
        'Food goes on an amazing journey through your digestive system. This long, twisty path breaks food down into tiny bits your body can use for energy, growth and repair.',
      attribution: 'Adapted from KidsHealth (Nemours) and the NIDDK (National Institutes of Health)',
      updatedAt: 'September 2026',
      tags: ['digestion', 'stomach', 'intestines', 'food', 'saliva', 'fiber', 'nutrients'],
    },
  ],
};
