import type { QuizQuestion } from '../../schemas';

/** The Spanish twin of the preventive-care quiz (src/content/quizzes/preventive-care.ts): the same questions in the same order, each right answer in the same place. */
export const preventiveCareQuiz: QuizQuestion[] = [
  {
    question: '¿Cuánto tiempo debes frotarte las manos con jabón?',
    choices: ['Por lo menos 5 segundos', 'Por lo menos 10 segundos', 'Por lo menos 20 segundos', 'Por lo menos 5 minutos'],
    correctIndex: 2,
    emoji: '🧼',
    hint: 'Intenta tararear dos veces «Feliz cumpleaños» («Cumpleaños feliz») mientras te frotas.',
    explanation: 'Frotar por lo menos 20 segundos les da tiempo al jabón y al frotado para soltar los gérmenes, y así el agua puede llevárselos.',
  },
  {
    question: '¿Qué hace una vacuna por tu cuerpo?',
    choices: [
      'Mata todos los gérmenes de tu casa',
      'Le enseña a tu sistema inmunitario cómo es un germen',
      'Hace que tus huesos crezcan más largos',
      'Te quita los gérmenes de las manos',
    ],
    correctIndex: 1,
    emoji: '💉',
    hint: 'Piensa en un simulacro de incendio en la escuela: se practica antes de que pase de verdad.',
    explanation: 'Una vacuna le muestra a tu sistema inmunitario una versión inofensiva o una parte de un germen, para que después pueda combatir rápido el germen real.',
  },
  {
    question: '¿Cuánta actividad deben hacer cada día los niños y adolescentes de 6 a 17 años?',
    choices: ['Por lo menos 60 minutos', 'Por lo menos 15 minutos', 'Por lo menos 30 minutos', 'Por lo menos 3 horas'],
    correctIndex: 0,
    emoji: '🏃',
    hint: 'Caminar a la escuela, jugar a las traes (al pillapilla) en el recreo y jugar al fútbol después de clase pueden sumarlos.',
    explanation: 'Los expertos en salud de Estados Unidos aconsejan por lo menos 60 minutos de actividad al día de los 6 a los 17 años, y se pueden ir sumando durante el día.',
  },
  {
    question: '¿Qué enfermedad desapareció de todo el mundo gracias a las vacunas?',
    choices: ['La varicela', 'La gripe', 'El resfriado común', 'La viruela'],
    correctIndex: 3,
    emoji: '🌍',
    hint: 'Edward Jenner creó la primera vacuna contra ella hace más de 200 años.',
    explanation: 'Después de una campaña de vacunación en todo el mundo, los expertos declararon en 1980 que la viruela había desaparecido del planeta entero.',
  },
  {
    question: 'Saltar, saltar en un pie (a la pata coja) y dar saltitos es genial para formar... ¿qué?',
    choices: ['Pelo largo', 'Huesos fuertes', 'Muy buena vista', 'Uñas fuertes'],
    correctIndex: 1,
    emoji: '🦘',
    hint: 'Ayuda cuando tus pies golpean el suelo.',
    explanation: 'Cada vez que tus pies golpean el suelo, esa fuerza les dice a tus huesos que sumen minerales y se vuelvan más fuertes.',
  },
];
