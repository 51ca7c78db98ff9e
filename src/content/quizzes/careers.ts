import type { QuizQuestion } from '../schemas';

export const careersQuiz: QuizQuestion[] = [
  {
    question: 'What do we call a doctor who takes care of babies, kids and teens?',
    choices: ['A cardiologist', 'A dermatologist', 'A pediatrician', 'A surgeon'],
    correctIndex: 2,
    emoji: '🩺',
    hint: 'This kind of doctor might be the one you see for your own checkups.',
  },
  {
    question: 'How long should you brush your teeth each time, twice a day?',
    choices: ['Five seconds', 'Two minutes', 'Ten minutes', 'Thirty minutes'],
    correctIndex: 1,
    emoji: '🪥',
    hint: 'Long enough to clean every tooth, front and back, but not all morning!',
  },
  {
    question: 'Who checks that a medicine is the right one and the right amount?',
    choices: ['A porter', 'A radiographer', 'A paramedic', 'A pharmacist'],
    correctIndex: 3,
    emoji: '💊',
    hint: 'You can find this expert in hospitals and in the drugstore down the street.',
  },
  {
    question: 'How many baby teeth do kids have?',
    choices: ['20', '32', '12', '28'],
    correctIndex: 0,
    emoji: '🦷',
    hint: 'It is fewer than the number of teeth most adults have.',
  },
  {
    question: 'Which hospital hero helps people learn to walk again after a broken leg?',
    choices: ['A lab scientist', 'A receptionist', 'A physiotherapist', 'A pharmacist'],
    correctIndex: 2,
    emoji: '🦵',
    hint: 'In some countries this job is called a physical therapist.',
  },
];
