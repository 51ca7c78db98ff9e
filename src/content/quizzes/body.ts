import type { QuizQuestion } from '../schemas';

export const bodyQuiz: QuizQuestion[] = [
  {
    question: 'About how many times does a kid’s heart beat in one day?',
    choices: ['About 1,000', 'About 10,000', 'More than 100,000', 'About 10 million'],
    correctIndex: 2,
    emoji: '❤️',
    hint: 'A kid’s resting heart beats about 70 to 100 times a minute, and a day has 1,440 minutes.',
    explanation: '70 to 100 beats a minute, times 1,440 minutes in a day, comes to about 100,000 to 144,000 beats.',
  },
  {
    question: 'What are the tiny air sacs in your lungs called?',
    choices: ['Alveoli', 'Villi', 'Valves', 'Bronchi'],
    correctIndex: 0,
    emoji: '🫁',
    hint: 'They grow in clusters, a bit like bunches of grapes.',
    explanation: 'Alveoli sit at the ends of the smallest airways, and that is where oxygen passes into your blood.',
  },
  {
    question: 'Which muscle under your lungs helps you breathe?',
    choices: ['The heart', 'The biceps', 'The tongue', 'The diaphragm'],
    correctIndex: 3,
    emoji: '🌬️',
    hint: 'It is shaped like a dome, and it is to blame for hiccups.',
    explanation: 'When the diaphragm tightens and flattens, your chest gets bigger and air rushes into your lungs.',
  },
  {
    question: 'Where are most nutrients from food soaked up?',
    choices: ['The stomach', 'The small intestine', 'The esophagus', 'The large intestine'],
    correctIndex: 1,
    emoji: '🍎',
    hint: 'This long, coiled tube is lined with tiny finger-shaped bumps.',
    explanation: 'Millions of tiny villi line the small intestine and pass nutrients from your food into your blood.',
  },
  {
    question: 'What do the valves in your heart do?',
    choices: ['Make new blood', 'Clean the air', 'Let blood flow one way', 'Break down food'],
    correctIndex: 2,
    emoji: '🩺',
    hint: 'When they snap shut, they make the lub-dub sound.',
    explanation: 'The four valves open only one way, so blood keeps moving forward. Their snapping shut makes the lub-dub sound.',
  },
];
