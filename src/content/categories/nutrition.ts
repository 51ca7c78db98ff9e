import type { Category } from '../schemas';

export const nutrition: Category = {
  slug: 'nutrition',
  title: 'Nutrition & Diet',
  subtitle: 'Find out how the food you eat gives you energy and helps you grow strong.',
  description:
    'Pack a balanced lunchbox, crack the code on food labels and meet the vitamins and minerals that keep you healthy.',
  popularTopics: ['Healthy Lunchboxes', 'Food Labels', 'Vitamins & Minerals', 'Food Groups', 'Smart Snacks'],
  emoji: '🥦',
  articles: [
    {
      id: 'packing-a-healthy-lunchbox',
      slug: 'packing-a-healthy-lunchbox',
      title: 'Packing a Healthy Lunchbox',
      tagline: 'Five food groups, one box: build a lunch that powers your whole afternoon.',
      summary:
        'Lunch is the fuel that keeps you going for the rest of the school day. A good lunch helps you think, play and learn all afternoon, and packing one is easier than you might think.',
      attribution: 'Adapted from MyPlate (USDA)',
      updatedAt: 'October 2026',
      tags: ['lunch', 'lunchbox', 'food groups', 'fruit', 'vegetables', 'whole grains', 'healthy eating'],
    },
    {
      id: 'reading-food-labels',
      slug: 'reading-food-labels',
      title: 'Reading Food Labels',
      tagline: 'Learn to crack the secret code on the back of every food package.',
      summary:
        'The box of numbers and words on the back of a food package is called a food label. It might look confusing at first, but once you know how to read it, you can learn a lot about what you eat.',
      attribution: 'Adapted from the U.S. Food and Drug Administration (FDA)',
      updatedAt: 'October 2026',
      tags: ['food labels', 'nutrition facts', 'serving size', 'calories', 'ingredients', 'sugar', 'allergens'],
    },
    {
      id: 'vitamins-and-minerals',
      slug: 'vitamins-and-minerals',
      title: 'Vitamins and Minerals',
      tagline: 'Meet the tiny helpers that do big jobs all over your body.',
      summary:
        'Your body is like a busy city that needs lots of workers to keep it running. Vitamins and minerals are some of the most important workers: you only need small amounts, but they do big jobs.',
      attribution: 'Adapted from KidsHealth from Nemours',
      updatedAt: 'November 2026',
      tags: ['vitamins', 'minerals', 'calcium', 'iron', 'vitamin d', 'eat the rainbow', 'healthy eating'],
    },
  ],
};
