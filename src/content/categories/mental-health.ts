import type { Category } from '../schemas';

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
      attribution: 'Adapted from KidsHealth (Nemours) and YoungMinds',
      updatedAt: 'November 2026',
      tags: ['feelings', 'emotions', 'anger', 'sadness', 'worry', 'empathy', 'calm down', 'asking for help'],
    },
    {
      id: 'handling-stress',
      slug: 'handling-stress',
      title: 'Handling Stress',
      tagline: 'Why your heart pounds before a big test, and easy ways to calm down.',
      summary:
        'Have you ever felt your heart pound before a big test? That feeling is called stress. Everyone feels stress sometimes, and there are lots of ways to handle it.',
      attribution: 'Adapted from KidsHealth (Nemours) and Mental Health America',
      updatedAt: 'November 2026',
      tags: ['stress', 'worry', 'adrenaline', 'deep breathing', 'coping', 'relaxing', 'asking for help'],
    },
    {
      id: 'why-sleep-matters',
      slug: 'why-sleep-matters',
      title: 'Why Sleep Matters',
      tagline: 'How sleep helps you grow, learn and feel good, plus tips for a better night.',
      summary:
        'It might seem like nothing happens while you sleep, but your body and brain are very busy. Sleep helps you grow, remember what you learned and handle your feelings.',
      attribution: 'Adapted from the Sleep Foundation and KidsHealth (Nemours)',
      updatedAt: 'November 2026',
      tags: ['sleep', 'bedtime', 'dreams', 'rest', 'screens', 'routine', 'brain'],
    },
  ],
};
