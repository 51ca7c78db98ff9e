import type { QuizQuestion } from '../schemas';

export const diseasesQuiz: QuizQuestion[] = [
  {
    question: 'What kind of germ causes the flu?',
    choices: ['A bacterium', 'A virus', 'A fungus', 'A worm'],
    correctIndex: 1,
    emoji: '🤒',
    hint: 'Antibiotics cannot fight this kind of germ.',
    explanation: 'The flu comes from the influenza virus, and antibiotics only work on bacteria, so they cannot fight it.',
  },
  {
    question: 'Why is a new flu vaccine made every year?',
    choices: [
      'Flu viruses keep changing',
      'Last year’s vaccine turns into sugar',
      'Your body forgets how to sneeze',
      'Flu only happens every other year',
    ],
    correctIndex: 0,
    emoji: '💉',
    hint: 'Think about how the flu virus is a little different each season.',
    explanation:
      'Flu viruses change, so the vaccine is updated yearly. Advice on who should have it differs from country to country; your family and doctor can help you decide.',
  },
  {
    question: 'About how many different viruses can cause a cold?',
    choices: ['Just one', 'About 5', 'About 20', 'More than 200'],
    correctIndex: 3,
    emoji: '🤧',
    hint: 'This is why your body cannot be ready for every cold.',
    explanation: 'More than 200 different viruses can cause a cold, so beating one does not protect you from the rest.',
  },
  {
    question: 'What is the real cause of a cold?',
    choices: ['A virus', 'Cold air', 'Wet hair', 'Eating ice cream'],
    correctIndex: 0,
    emoji: '🥶',
    hint: 'Think about what kind of germ the flu and colds have in common.',
    explanation: 'Only a virus can cause a cold. Cold air and wet hair can’t give you a cold by themselves, even though colds are more common in winter.',
  },
  {
    question: 'A friend with a peanut allergy suddenly has a swollen face and trouble breathing. What should happen first?',
    choices: [
      'Help them use their epinephrine (a pen or a nasal spray)',
      'Give them a glass of water',
      'Wait to see if it gets better',
      'Have them walk to the school office',
    ],
    correctIndex: 0,
    emoji: '🚑',
    hint: 'Seconds count in a serious allergic reaction, and a doctor prescribes this medicine as a pen or a nasal spray.',
    explanation: 'Epinephrine works fast against anaphylaxis. Use it right away, then call the emergency number, even if no adult is there and even if they start to feel better.',
  },
];
