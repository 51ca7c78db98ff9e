import type { QuizQuestion } from '../../schemas';

/** The Spanish twin of the careers quiz (src/content/quizzes/careers.ts): the same questions in the same order, each right answer in the same place. */
export const careersQuiz: QuizQuestion[] = [
  {
    question: '¿Cómo se llama el médico o la médica que cuida a bebés, niños y adolescentes?',
    choices: ['Cardiólogo o cardióloga', 'Dermatólogo o dermatóloga', 'Pediatra', 'Cirujano o cirujana'],
    correctIndex: 2,
    emoji: '🩺',
    hint: 'Puede que sea la persona que te atiende en tus propias revisiones.',
    explanation: 'Los pediatras son médicos que se forman para cuidar a niños y niñas desde que nacen hasta que terminan la adolescencia.',
  },
  {
    question: '¿Cuánto tiempo deberías lavarte los dientes cada vez, dos veces al día?',
    choices: ['Cinco segundos', 'Dos minutos', 'Diez minutos', 'Treinta minutos'],
    correctIndex: 1,
    emoji: '🪥',
    hint: 'El tiempo suficiente para limpiar cada diente, por delante y por detrás, ¡pero no toda la mañana!',
    explanation: 'Dos minutos te dan tiempo para limpiar cada cara de cada diente y repartir el flúor por toda la boca.',
  },
  {
    question: '¿Quién revisa que un medicamento sea el correcto y que la cantidad sea la correcta?',
    choices: ['Camillero o camillera (celador o celadora)', 'Técnico o técnica en radiología', 'Paramédico o paramédica', 'Farmacéutico o farmacéutica'],
    correctIndex: 3,
    emoji: '💊',
    hint: 'Puedes encontrar a esta persona experta en los hospitales y en la farmacia de tu barrio.',
    explanation: 'Los farmacéuticos y las farmacéuticas son expertos en medicamentos: revisan cada medicamento, su cantidad y si se puede tomar sin peligro junto con otros.',
  },
  {
    question: '¿Cuántos dientes de leche tienen los niños y las niñas?',
    choices: ['20', '32', '12', '28'],
    correctIndex: 0,
    emoji: '🦷',
    hint: 'Son menos que los dientes que tiene la mayoría de los adultos.',
    explanation: 'Los niños tienen 20 dientes de leche, que se caen uno a uno para dejar sitio a hasta 32 dientes de adulto.',
  },
  {
    question: '¿Qué héroe o heroína del hospital ayuda a la gente a volver a caminar después de romperse una pierna?',
    choices: ['Científico o científica de laboratorio', 'Recepcionista', 'Fisioterapeuta', 'Farmacéutico o farmacéutica'],
    correctIndex: 2,
    emoji: '🦵',
    hint: 'En el Reino Unido, en inglés, a este trabajo lo llaman «physiotherapist».',
    explanation: 'Los fisioterapeutas enseñan ejercicios que devuelven la fuerza y ayudan a la gente a moverse, a caminar y a subir escaleras otra vez.',
  },
];
