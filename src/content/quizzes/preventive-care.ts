import type { QuizQuestion } from '../schemas';

export const preventiveCareQuiz: QuizQuestion[] = [
  {
    question: 'How long should you scrub your hands with soap?',
    choices: ['At least 5 seconds', 'At least 10 seconds', 'At least 20 seconds', 'At least 5 minutes'],
    correctIndex: 2,
    emoji: '🧼',
    hint: 'Try humming the Happy Birthday song two times while you scrub.',
    explanation: 'Scrubbing for at least 20 seconds gives the soap and rubbing enough time to loosen germs so water can wash them away.',
  },
  {
    question: 'What does a vaccine do for your body?',
    choices: [
      'It kills every germ in your house',
      'It teaches your immune system about a germ',
      'It makes your bones grow longer',
      'It cleans germs off your hands',
    ],
    correctIndex: 1,
    emoji: '💉',
    hint: 'Think of a fire drill at school: practice before the real thing.',
    explanation: 'A vaccine shows your immune system a harmless version or piece of a germ, so it can fight the real germ fast later.',
  },
  {
    question: 'How much activity should kids aged 6 to 17 get every day?',
    choices: ['At least 60 minutes', 'At least 15 minutes', 'At least 30 minutes', 'At least 3 hours'],
    correctIndex: 0,
    emoji: '🏃',
    hint: 'Walking to school, tag at recess and soccer after school can add up to it.',
    explanation: 'US health experts advise at least 60 minutes of activity a day for ages 6 to 17, and it can be added up through the day.',
  },
  {
    question: 'Which disease was wiped out around the world thanks to vaccines?',
    choices: ['Chickenpox', 'The flu', 'The common cold', 'Smallpox'],
    correctIndex: 3,
    emoji: '🌍',
    hint: 'Edward Jenner made the very first vaccine for it more than 200 years ago.',
    explanation: 'After a worldwide vaccine campaign, experts declared in 1980 that smallpox was gone from the whole world.',
  },
  {
    question: 'Jumping, hopping and skipping are great for building what?',
    choices: ['Long hair', 'Strong bones', 'Sharp eyesight', 'Strong nails'],
    correctIndex: 1,
    emoji: '🦘',
    hint: 'It helps when your feet pound the ground.',
    explanation: 'Each time your feet hit the ground, the force tells your bones to add minerals and grow stronger.',
  },
];
