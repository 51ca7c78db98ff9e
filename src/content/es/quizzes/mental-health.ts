import type { QuizQuestion } from '../../schemas';

/** The Spanish twin of the mental-health quiz (src/content/quizzes/mental-health.ts): the same questions in the same order, each right answer in the same place. */
export const mentalHealthQuiz: QuizQuestion[] = [
  {
    question: '¿Cuántas horas necesitan dormir cada noche los niños de 6 a 12 años?',
    choices: ['De 5 a 6 horas, más o menos', 'De 7 a 8 horas, más o menos', 'De 9 a 12 horas, más o menos', 'De 14 a 16 horas, más o menos'],
    correctIndex: 2,
    emoji: '😴',
    hint: 'Es un poco más de lo que necesitan los adolescentes, y ellos necesitan de 8 a 10 horas, más o menos.',
    explanation:
      'La Academia Estadounidense de Medicina del Sueño dice que los niños de 6 a 12 años necesitan de 9 a 12 horas de sueño, y los adolescentes de 13 a 18, de 8 a 10.',
  },
  {
    question: '¿Cuál de estas frases sobre los sentimientos es verdad?',
    choices: [
      'Solo están bien los sentimientos alegres',
      'Está bien tener cualquier sentimiento',
      'Los sentimientos fuertes duran para siempre',
      'Es mejor esconder los sentimientos tristes',
    ],
    correctIndex: 1,
    emoji: '🌈',
    hint: 'Hasta los sentimientos difíciles, como el miedo, pueden traer un mensaje útil.',
    explanation:
      'Cada sentimiento es un mensaje sobre lo que pasa a tu alrededor o dentro de ti; lo que importa es lo que haces con él.',
  },
  {
    question: '¿Qué sustancia química suelta tu cuerpo cuando sientes estrés?',
    choices: ['Adrenalina', 'Histamina', 'Saliva', 'Bilis'],
    correctIndex: 0,
    emoji: '😰',
    hint: 'Forma parte de la respuesta de lucha o huida.',
    explanation:
      'La adrenalina es una hormona del estrés que prepara tu cuerpo para actuar en segundos, y por eso el corazón y la respiración se aceleran.',
  },
  {
    question: '¿Cuál es una razón para apagar las pantallas más o menos una hora antes de dormir?',
    choices: ['Así se ahorra electricidad', 'Las pantallas se calientan demasiado', 'Las pantallas dejan de funcionar de noche', 'La luz de la pantalla puede engañar al cerebro'],
    correctIndex: 3,
    emoji: '📱',
    hint: 'Piensa en cómo van juntos la luz brillante y el día.',
    explanation:
      'La luz brillante de las pantallas puede frenar la melatonina, la hormona que te da sueño. Y el tiempo frente a una pantalla tarde por la noche es tiempo sin dormir.',
  },
  {
    question: '¿Qué quiere decir «nómbralo para domarlo»?',
    choices: ['Ponerle nombre a tu mascota', 'Decir lo que sientes para calmarlo', 'Domar a un animal salvaje', 'Escribir tu nombre con buena letra'],
    correctIndex: 1,
    emoji: '💬',
    hint: 'Piensa en lo que pasa cuando dices en voz alta «esto me preocupa».',
    explanation:
      'El dicho quiere decir que poner un sentimiento en palabras, como «esto me preocupa», muchas veces lo hace más pequeño y ayuda a tu cerebro a calmarse.',
  },
];
