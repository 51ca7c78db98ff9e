import type { CategorySlug, QuizQuestion } from '../schemas';
import { diseasesQuiz } from './diseases';
import { bodyQuiz } from './body';
import { mentalHealthQuiz } from './mental-health';
import { nutritionQuiz } from './nutrition';
import { preventiveCareQuiz } from './preventive-care';
import { careersQuiz } from './careers';

/** Each category's five quiz questions. */
export const quizzes: Record<CategorySlug, QuizQuestion[]> = {
  diseases: diseasesQuiz,
  body: bodyQuiz,
  'mental-health': mentalHealthQuiz,
  nutrition: nutritionQuiz,
  'preventive-care': preventiveCareQuiz,
  careers: careersQuiz,
};
