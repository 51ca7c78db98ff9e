import type { QuizQuestion } from '../../schemas';

/** The Spanish twin of the nutrition quiz (src/content/quizzes/nutrition.ts): the same questions in the same order, each right answer in the same place. */
export const nutritionQuiz: QuizQuestion[] = [
  {
    question: '¿Qué alimentos dicen las guías de Estados Unidos y del Reino Unido que hay que comer en abundancia?',
    choices: ['Papitas (patatas fritas) y galletas saladas', 'Frutas y verduras', 'Dulces (golosinas) y galletas', 'Refrescos y bebidas dulces'],
    correctIndex: 1,
    emoji: '🥗',
    hint: 'Piensa en los alimentos crujientes y de colores, llenos de vitaminas y fibra.',
    explanation:
      'La pirámide de alimentos de Estados Unidos de 2026 y la guía Eatwell del Reino Unido les dan a las frutas y las verduras uno de los lugares más grandes.',
  },
  {
    question: 'En una etiqueta de alimentos, ¿en qué orden aparecen los ingredientes?',
    choices: ['Por colores', 'Por precio', 'Por peso', 'Por orden alfabético'],
    correctIndex: 2,
    emoji: '🏷️',
    hint: 'Si el azúcar está cerca del principio de la lista, el alimento tiene mucho.',
    explanation:
      'Los ingredientes van del que más pesa al que menos pesa, así que los primeros forman la mayor parte del alimento.',
  },
  {
    question: '¿Qué mineral ayuda a tu sangre a llevar oxígeno por todo tu cuerpo?',
    choices: ['Calcio', 'Zinc', 'Potasio', 'Hierro'],
    correctIndex: 3,
    emoji: '🩸',
    hint: 'Si no tienes suficiente, puedes sentir cansancio. Los frijoles (judías) y las espinacas lo tienen.',
    explanation:
      'Tus glóbulos rojos necesitan hierro para llevar oxígeno; por eso, tener muy poco hierro puede hacer que sientas cansancio.',
  },
  {
    question: '¿Qué vitamina fabrica tu piel cuando le da la luz del sol?',
    choices: ['Vitamina D', 'Vitamina C', 'Vitamina A', 'Vitamina K'],
    correctIndex: 0,
    emoji: '☀️',
    hint: 'Esta vitamina hace equipo con el calcio para formar huesos y dientes fuertes.',
    explanation:
      'Con la luz del sol, tu piel fabrica vitamina D, pero el sol de invierno lejos del ecuador es débil, y por eso en el Reino Unido aconsejan un suplemento en esa época.',
  },
  {
    question: 'Más o menos, ¿qué parte del peso de la sal de mesa es sodio?',
    choices: ['Toda', 'Alrededor del 40 por ciento', 'Alrededor del 10 por ciento', 'Nada'],
    correctIndex: 1,
    emoji: '🧂',
    hint: 'La sal tiene dos partes, sodio y cloruro, y el cloruro es la parte que más pesa.',
    explanation:
      'La sal es cloruro de sodio: cerca de 40 por ciento de sodio y 60 por ciento de cloruro, así que sal y sodio no son lo mismo: la sal es dos veces y media el sodio.',
  },
];
