import type { QuizQuestion } from '../schemas';

export const nutritionQuiz: QuizQuestion[] = [
  {
    question: 'Which foods do both the US and UK food guides say to eat plenty of?',
    choices: ['Chips and crackers', 'Fruits and vegetables', 'Candy and cookies', 'Soda and sweet drinks'],
    correctIndex: 1,
    emoji: '🥗',
    hint: 'Think of the crunchy, colorful foods packed with vitamins and fiber.',
    explanation:
      'The US food pyramid from 2026 and the UK Eatwell Guide both give fruits and vegetables one of the biggest places.',
  },
  {
    question: 'On a food label, how are the ingredients listed?',
    choices: ['In order of color', 'In order of price', 'In order by weight', 'In alphabetical order'],
    correctIndex: 2,
    emoji: '🏷️',
    hint: 'If sugar comes near the start of the list, there is a lot of it in the food.',
    explanation:
      'Ingredients go from the one that weighs the most to the one that weighs the least, so the first few make up most of the food.',
  },
  {
    question: 'Which mineral helps your blood carry oxygen around your body?',
    choices: ['Calcium', 'Zinc', 'Potassium', 'Iron'],
    correctIndex: 3,
    emoji: '🩸',
    hint: 'Not getting enough of this one can make you feel tired. Beans and spinach have it.',
    explanation:
      'Your red blood cells need iron to carry oxygen, which is why too little iron can leave you feeling tired.',
  },
  {
    question: 'Which vitamin does your skin make when sunlight shines on it?',
    choices: ['Vitamin D', 'Vitamin C', 'Vitamin A', 'Vitamin K'],
    correctIndex: 0,
    emoji: '☀️',
    hint: 'This vitamin teams up with calcium to build strong bones and teeth.',
    explanation:
      'Sunlight on your skin makes vitamin D, but winter sun far from the equator is weak, so UK health advice suggests a supplement then.',
  },
  {
    question: 'About how much of table salt is sodium, by weight?',
    choices: ['All of it', 'About 40 percent', 'About 10 percent', 'None of it'],
    correctIndex: 1,
    emoji: '🧂',
    hint: 'Salt is made of two parts, sodium and chloride, and chloride is the heavier part.',
    explanation:
      'Salt is sodium chloride, about 40% sodium and 60% chloride, so sodium and salt are not the same: salt = sodium x 2.5.',
  },
];
