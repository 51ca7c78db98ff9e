import type { QuizQuestion } from '../schemas';

export const mentalHealthQuiz: QuizQuestion[] = [
  {
    question: 'How much sleep do kids aged 6 to 12 need each night?',
    choices: ['About 5 to 6 hours', 'About 7 to 8 hours', 'About 9 to 12 hours', 'About 14 to 16 hours'],
    correctIndex: 2,
    emoji: '😴',
    hint: 'It is a bit more than teens need, and teens need about 8 to 10 hours.',
    explanation:
      'The American Academy of Sleep Medicine says kids aged 6 to 12 need 9 to 12 hours of sleep, and teens aged 13 to 18 need 8 to 10.',
  },
  {
    question: 'Which of these is true about feelings?',
    choices: [
      'Only happy feelings are okay',
      'All feelings are okay to have',
      'Strong feelings last forever',
      'It is best to hide sad feelings',
    ],
    correctIndex: 1,
    emoji: '🌈',
    hint: 'Even hard feelings, like fear, can carry a useful message.',
    explanation:
      'Every feeling is a message about what is going on around you or inside you; what matters is what you do with it.',
  },
  {
    question: 'Which chemical does your body let out when you feel stress?',
    choices: ['Adrenaline', 'Histamine', 'Saliva', 'Bile'],
    correctIndex: 0,
    emoji: '😰',
    hint: 'It is part of the fight-or-flight response.',
    explanation:
      'Adrenaline is a stress hormone that gets your body ready for action in seconds, so your heart and breathing speed up.',
  },
  {
    question: 'What is one reason to turn off screens about an hour before bed?',
    choices: ['It saves electricity', 'Screens get too hot', 'Screens stop working at night', 'Screen light can fool your brain'],
    correctIndex: 3,
    emoji: '📱',
    hint: 'Think about how bright light and daytime go together.',
    explanation:
      'Bright screen light can hold back melatonin, the hormone that helps you feel sleepy. Time on a screen late at night is also time you are not asleep.',
  },
  {
    question: 'What does "name it to tame it" mean?',
    choices: ['Give your pet a name', 'Say what you feel to calm it', 'Train a wild animal', 'Write your name neatly'],
    correctIndex: 1,
    emoji: '💬',
    hint: 'Think about what happens when you say "I feel worried" out loud.',
    explanation:
      'The saying means that putting a feeling into words, like "I feel worried," often makes it shrink and helps your brain calm down.',
  },
];
