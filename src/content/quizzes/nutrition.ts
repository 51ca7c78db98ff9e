import type { QuizQuestion } from '../schemas';

export const nutritionQuiz: QuizQuestion[] = [
  {
    question: 'Which foods should fill about half of a healthy lunch?',
    choices: ['Crackers and chips', 'Fruits and vegetables', 'Cheese and yogurt', 'Meat and eggs'],
    correctIndex: 1,
    emoji: '🥗',
    hint: 'Think of the crunchy, colorful foods packed with vitamins and fiber.',
  },
  {
    question: 'On a food label, how are the ingredients listed?',
    choices: ['In order of color', 'In order of price', 'In order by weight', 'In alphabetical order'],
    correctIndex: 2,
    emoji: '🏷️',
    hint: 'If sugar comes near the start of the list, there is a lot of it in the food.',
  },
  {
    question: 'Which mineral helps your blood carry oxygen around your body?',
    choices: ['Calcium', 'Zinc', 'Potassium', 'Iron'],
    correctIndex: 3,
    emoji: '🩸',
    hint: 'Not getting enough of this one can make you feel tired. Beans and spinach have it.',
  },
  {
    question: 'Which vitamin does your skin make when sunlight shines on it?',
    choices: ['Vitamin D', 'Vitamin C', 'Vitamin A', 'Vitamin K'],
    correctIndex: 0,
    emoji: '☀️',
    hint: 'This vitamin teams up with calcium to build strong bones and teeth.',
  },
  {
    question: 'On a food label, what is sodium another word for?',
    choices: ['Sugar', 'Fat', 'Salt', 'Fiber'],
    correctIndex: 2,
    emoji: '🧂',
    hint: 'It is the white stuff in a shaker that makes chips and pretzels taste savory.',
  },
];
