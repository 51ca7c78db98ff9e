import type { QuizQuestion } from '../../schemas';

/** The Spanish twin of the diseases quiz (src/content/quizzes/diseases.ts): the same questions in the same order, each right answer in the same place. */
export const diseasesQuiz: QuizQuestion[] = [
  {
    question: '¿Qué tipo de germen causa la gripe?',
    choices: ['Una bacteria', 'Un virus', 'Un hongo', 'Un gusano'],
    correctIndex: 1,
    emoji: '🤒',
    hint: 'Los antibióticos no pueden combatir este tipo de germen.',
    explanation: 'La gripe la causa el virus de la influenza, y los antibióticos solo funcionan contra las bacterias, así que no pueden combatirla.',
  },
  {
    question: '¿Por qué se hace una vacuna nueva contra la gripe cada año?',
    choices: [
      'Los virus de la gripe cambian sin parar',
      'La vacuna del año pasado se convierte en azúcar',
      'Tu cuerpo se olvida de cómo estornudar',
      'La gripe solo aparece un año sí y otro no',
    ],
    correctIndex: 0,
    emoji: '💉',
    hint: 'Piensa en cómo el virus de la gripe es un poco distinto cada temporada.',
    explanation:
      'Los virus de la gripe cambian, así que la vacuna se actualiza cada año. Quién debe ponérsela cambia de un país a otro; tu familia y tu médico te ayudan a decidir.',
  },
  {
    question: '¿Más o menos cuántos virus distintos pueden causar un resfriado?',
    choices: ['Solo uno', 'Unos 5', 'Unos 20', 'Más de 200'],
    correctIndex: 3,
    emoji: '🤧',
    hint: 'Por eso tu cuerpo no puede estar preparado para todos los resfriados.',
    explanation: 'Más de 200 virus distintos pueden causar un resfriado, así que vencer a uno no te protege de los demás.',
  },
  {
    question: '¿Cuál es la verdadera causa de un resfriado?',
    choices: ['Un virus', 'El aire frío', 'El pelo mojado', 'Comer helado'],
    correctIndex: 0,
    emoji: '🥶',
    hint: 'Piensa en qué tipo de germen tienen en común la gripe y los resfriados.',
    explanation: 'Solo un virus puede causar un resfriado. El aire frío y el pelo mojado no te resfrían por sí solos, aunque los resfriados son más comunes en invierno.',
  },
  {
    question: 'Un amigo con alergia al cacahuate (cacahuete) de repente tiene la cara hinchada y le cuesta respirar. ¿Qué hay que hacer primero?',
    choices: [
      'Ayudarlo a usar su epinefrina (adrenalina): una pluma o un aerosol nasal',
      'Darle un vaso de agua',
      'Esperar a ver si mejora',
      'Pedirle que vaya caminando a la oficina de la escuela',
    ],
    correctIndex: 0,
    emoji: '🚑',
    hint: 'En una reacción alérgica grave cada segundo cuenta, y un médico receta esta medicina en forma de pluma o de aerosol nasal.',
    explanation: 'La epinefrina actúa rápido contra la anafilaxia. Úsala enseguida y luego llama al número de emergencias, aunque no haya adultos y aunque empiece a sentirse mejor.',
  },
];
