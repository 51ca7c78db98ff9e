import type { QuizQuestion } from '../../schemas';

/** The Spanish twin of the body quiz (src/content/quizzes/body.ts): the same questions in the same order, each right answer in the same place. */
export const bodyQuiz: QuizQuestion[] = [
  {
    question: '¿Más o menos cuántas veces late el corazón de un niño en un día?',
    choices: ['Unas 1000', 'Unas 10 000', 'Más de 100 000', 'Unos 10 millones'],
    correctIndex: 2,
    emoji: '❤️',
    hint: 'En reposo, el corazón de un niño late unas 70 a 100 veces por minuto, y un día tiene 1440 minutos.',
    explanation: 'De 70 a 100 latidos por minuto, por 1440 minutos que tiene un día, da más o menos entre 100 000 y 144 000 latidos.',
  },
  {
    question: '¿Cómo se llaman los sacos de aire diminutos de tus pulmones?',
    choices: ['Alvéolos', 'Vellosidades', 'Válvulas', 'Bronquios'],
    correctIndex: 0,
    emoji: '🫁',
    hint: 'Forman grupitos, un poco como racimos de uvas.',
    explanation: 'Los alvéolos están al final de los tubos de aire más pequeños, y ahí es donde el oxígeno pasa a tu sangre.',
  },
  {
    question: '¿Qué músculo que está debajo de tus pulmones te ayuda a respirar?',
    choices: ['El corazón', 'El bíceps', 'La lengua', 'El diafragma'],
    correctIndex: 3,
    emoji: '🌬️',
    hint: 'Tiene forma de cúpula, y tiene la culpa del hipo.',
    explanation: 'Cuando el diafragma se tensa y se aplana, tu pecho se hace más grande y el aire entra rápido en tus pulmones.',
  },
  {
    question: '¿Dónde se absorbe la mayor parte de los nutrientes de la comida?',
    choices: ['En el estómago', 'En el intestino delgado', 'En el esófago', 'En el intestino grueso'],
    correctIndex: 1,
    emoji: '🍎',
    hint: 'Este tubo largo y enrollado está cubierto por dentro de bultitos diminutos con forma de dedo.',
    explanation: 'Millones de vellosidades diminutas cubren el intestino delgado y pasan los nutrientes de tu comida a tu sangre.',
  },
  {
    question: '¿Qué hacen las válvulas de tu corazón?',
    choices: ['Fabrican sangre nueva', 'Limpian el aire', 'Dejan que la sangre vaya en un solo sentido', 'Deshacen la comida'],
    correctIndex: 2,
    emoji: '🩺',
    hint: 'Cuando se cierran de golpe, hacen el sonido «lub-dub».',
    explanation: 'Las cuatro válvulas solo se abren hacia un lado, así que la sangre siempre avanza. Al cerrarse de golpe hacen el sonido «lub-dub».',
  },
];
