import type { QuizQuestion } from '../schemas';

export const careersQuiz: QuizQuestion[] = [
  {
    question: 'What do we call a doctor who takes care of babies, kids and teens?',
    choices: ['A cardiologist', 'A dermatologist', 'A pediatrician', 'A surgeon'],
    correctIndex: 2,
    emoji: '🩺',
    hint: 'This kind of doctor might be the one you see for your own checkups.',
    explanation: 'Pediatricians are doctors who train to care for children from birth through the teen years.',
  },
  {
    question: 'How long should you brush your teeth each time, twice a day?',
    choices: ['Five seconds', 'Two minutes', 'Ten minutes', 'Thirty minutes'],
    correctIndex: 1,
    emoji: '🪥',
    hint: 'Long enough to clean every tooth, front and back, but not all morning!',
    explanation: 'Two minutes gives you time to clean every surface of every tooth and spread fluoride all around.',
  },
  {
    question: 'Who checks that a medicine is the right one and the right amount?',
    choices: ['A patient transporter', 'A radiologic technologist', 'A paramedic', 'A pharmacist'],
    correctIndex: 3,
    emoji: '💊',
    hint: 'You can find this expert in hospitals and at the pharmacy in your neighborhood.',
    explanation: 'Pharmacists are medicine experts who check each medicine, its amount and whether it is safe with other medicines.',
  },
  {
    question: 'How many baby teeth do kids have?',
    choices: ['20', '32', '12', '28'],
    correctIndex: 0,
    emoji: '🦷',
    hint: 'It is fewer than the number of teeth most adults have.',
    explanation: 'Kids have 20 baby teeth, which fall out one by one to make room for up to 32 adult teeth.',
  },
  {
    question: 'Which hospital hero helps people learn to walk again after a broken leg?',
    choices: ['A lab scientist', 'A receptionist', 'A physical therapist', 'A pharmacist'],
    correctIndex: 2,
    emoji: '🦵',
    hint: 'In the UK, this job is called a physiotherapist.',
    explanation: 'Physical therapists teach exercises that rebuild strength and help people move, walk and climb stairs again.',
  },
];
