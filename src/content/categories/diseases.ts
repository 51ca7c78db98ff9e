import type { Category } from '../schemas';

export const diseases: Category = {
  slug: 'diseases',
  title: 'Diseases & Conditions',
  subtitle: 'Learn how germs make us sick, how our bodies fight back, and how to stay well.',
  description: 'Find out about the flu, colds and allergies, and simple ways to stay healthy.',
  popularTopics: ['The Flu', 'Common Colds', 'Allergies', 'Germs & Viruses', 'Staying Well'],
  emoji: '🦠',
  articles: [
    {
      id: 'what-is-the-flu',
      slug: 'what-is-the-flu',
      title: 'What Is the Flu?',
      tagline: 'Why the flu hits so fast, and how a yearly vaccine helps keep it away.',
      summary:
        'The flu is a sickness caused by a germ called the influenza virus. It can make you feel pretty awful for a few days, but most kids start to feel better in about a week.',
      attribution: 'Adapted from KidsHealth (Nemours)',
      updatedAt: 'October 2026',
      tags: ['flu', 'influenza', 'fever', 'virus', 'vaccine', 'flu season', 'germs'],
    },
    {
      id: 'why-we-catch-colds',
      slug: 'why-we-catch-colds',
      title: 'Why We Catch Colds',
      tagline: 'More than 200 viruses can cause a cold. Here is how they spread.',
      summary:
        'If you have ever had a runny nose, a sore throat and lots of sneezes, you have probably had a cold. Colds are some of the most common sicknesses in the world, and kids often catch even more of them than adults.',
      attribution: 'Adapted from KidsHealth (Nemours)',
      updatedAt: 'October 2026',
      tags: ['cold', 'common cold', 'virus', 'sneezing', 'runny nose', 'germs', 'handwashing'],
    },
    {
      id: 'understanding-allergies',
      slug: 'understanding-allergies',
      title: 'Understanding Allergies',
      tagline: 'What happens when your immune system mistakes something harmless for a germ.',
      summary:
        'An allergy happens when your body reacts to something harmless as if it were a harmful germ. Pollen, pets, dust and some foods are common triggers.',
      attribution: 'Adapted from KidsHealth (Nemours)',
      updatedAt: 'October 2026',
      tags: ['allergies', 'allergen', 'pollen', 'hay fever', 'food allergy', 'immune system', 'epinephrine'],
    },
  ],
};
