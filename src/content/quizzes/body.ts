import type { QuizQuestion } from '../schemas';

export const bodyQuiz: QuizQuestion[] = [
  {
    question: 'About how many times does your heart beat each day?',
    choices: ['About 1,000', 'About 10,000', 'About 100,000', 'About 10 million'],
    correctIndex: 2,
    emoji: '❤️',
    hint: 'A resting heart beats about 70 to 100 times every minute, all day long.',
  },
  {
    question: 'What are the tiny air sacs in your lungs called?',
    choices: ['Alveoli', 'Villi', 'Valves', 'Bronchi'],
    correctIndex: 0,
    emoji: '🫁',
    hint: 'They look a bit like bunches of grapes.',
  },
  {
    question: 'Which muscle under your lungs helps you breathe?',
    choices: ['The heart', 'The biceps', 'The tongue', 'The diaphragm'],
    correctIndex: 3,
    emoji: '🌬️',
    hint: 'It is shaped like a dome, and it is to blame for hiccups.',
  },
  {
    question: 'Where are most nutrients from food soaked up?',
    choices: ['The stomach', 'The small intestine', 'The esophagus', 'The large intestine'],
    correctIndex: 1,
    emoji: '🍎',
    hint: 'This long, coiled tube is lined with tiny finger-shaped bumps.',
  },
  {
    question: 'What do the valves in your heart do?',
    choices: ['Make new blood', 'Clean the air', 'Let blood flow one way', 'Break down food'],
    correctIndex: 2,
    emoji: '🩺',
    hint: 'When they snap shut, they make the lub-dub sound.',
  },
];
