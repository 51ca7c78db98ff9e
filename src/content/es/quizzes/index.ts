import type { CategorySlug, QuizQuestion } from '../../schemas';
import { diseasesQuiz } from './diseases.ts';
import { bodyQuiz } from './body.ts';
import { mentalHealthQuiz } from './mental-health.ts';
import { nutritionQuiz } from './nutrition.ts';
import { preventiveCareQuiz } from './preventive-care.ts';
import { careersQuiz } from './careers.ts';

/** Each category's five quiz questions in Spanish, each right answer where the English has it. */
export const quizzes: Record<CategorySlug, QuizQuestion[]> = {
  diseases: diseasesQuiz,
  body: bodyQuiz,
  'mental-health': mentalHealthQuiz,
  nutrition: nutritionQuiz,
  'preventive-care': preventiveCareQuiz,
  careers: careersQuiz,
};
