import type { QuizQuestion } from '../schemas';

export const diseasesQuiz: QuizQuestion[] = [
  {
    question: 'What kind of germ causes the flu?',
    choices: ['A bacterium', 'A virus', 'A fungus', 'A worm'],
    correctIndex: 1,
    emoji: '🤒',
    hint: 'Antibiotics cannot fight this kind of germ.',
  },
  {
    question: 'How often should most people get a flu vaccine?',
    choices: ['Once in your whole life', 'Every 10 years', 'Every year', 'Only when you feel sick'],
    correctIndex: 2,
    emoji: '💉',
    hint: 'Flu viruses keep changing, so the vaccine needs updating.',
  },
  {
    question: 'About how many different viruses can cause a cold?',
    choices: ['Just one', 'About 5', 'About 20', 'More than 200'],
    correctIndex: 3,
    emoji: '🤧',
    hint: 'This is why your body cannot be ready for every cold.',
  },
  {
    question: 'What is the real cause of a cold?',
    choices: ['A virus', 'Cold air', 'Wet hair', 'Eating ice cream'],
    correctIndex: 0,
    emoji: '🥶',
    hint: 'Think about what kind of germ the flu and colds have in common.',
  },
  {
    question: 'Which medicine do some kids with serious allergies carry?',
    choices: ['Cough syrup', 'Antibiotics', 'Epinephrine', 'Vitamin C'],
    correctIndex: 2,
    emoji: '🚑',
    hint: 'A doctor prescribes it, and it comes in a special pen.',
  },
];
