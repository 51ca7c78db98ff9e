// The quiz as a small pure state machine (docs/product.md §4 "Quiz", §8, §9). No React, no DOM:
// the component only draws this state and calls these functions.
import type { QuizQuestion } from '../../content/schemas';

export type QuizPhase = 'question' | 'results';

/** `answers[i]` is the index of the choice picked for question i, or null while unanswered. */
export interface QuizState {
  index: number;
  answers: (number | null)[];
  phase: QuizPhase;
}

export interface QuizScore {
  correct: number;
  total: number;
  /** Whole number from 0 to 100. */
  percent: number;
}

/** What the live region says after a choice; `explanation` is why the right answer is right, shown after any answer. */
export type AnswerFeedback =
  | { tone: 'correct'; title: string; explanation: string }
  | { tone: 'wrong'; title: string; detail: string; explanation: string };

/** Result-message thresholds, in percent (docs/product.md §9). */
export const PERFECT_PERCENT = 100;
export const GREAT_PERCENT = 80;
export const GOOD_TRY_PERCENT = 60;

/** Confetti on the results screen needs at least this many correct answers (docs/product.md §9). */
export const CONFETTI_MIN_SCORE = 4;

export const CHOICE_LETTERS = ['A', 'B', 'C', 'D'] as const;

export const resultMessages = {
  perfect: 'Perfect score! You are a true health superstar!',
  great: 'Great job! You really know your stuff!',
  goodTry: 'Good try! Read the articles again and you will ace it next time.',
  healthHero: 'Keep learning, Health Hero! Every try makes you stronger.',
} as const;

export const feedbackTexts = {
  correct: 'Correct! Great job! You got it right!',
  wrong: 'Not quite!',
  wrongNoHint: 'Try again next time! The correct answer is highlighted.',
} as const;

export function startQuiz(questions: readonly QuizQuestion[]): QuizState {
  return { index: 0, answers: questions.map(() => null), phase: 'question' };
}

/** Play Again: everything back to the first, unanswered question. */
export const restart = startQuiz;

/** Whether the question on screen has its (one and only) answer. */
export function isAnswered(state: QuizState): boolean {
  return state.phase === 'question' && (state.answers[state.index] ?? null) !== null;
}

export function isLastQuestion(state: QuizState, questions: readonly QuizQuestion[]): boolean {
  return state.index === questions.length - 1;
}

/** Records the first answer to the current question; later answers, or a choice that does not exist, change nothing. */
export function answerQuestion(state: QuizState, questions: readonly QuizQuestion[], choice: number): QuizState {
  const question = questions[state.index];
  if (state.phase !== 'question' || !question || isAnswered(state)) return state;
  if (!Number.isInteger(choice) || choice < 0 || choice >= question.choices.length) return state;
  const answers = state.answers.slice();
  answers[state.index] = choice;
  return { ...state, answers };
}

/** Moves on once the current question is answered; on the last question See Results takes over, so this does nothing. */
export function nextQuestion(state: QuizState, questions: readonly QuizQuestion[]): QuizState {
  if (!isAnswered(state) || isLastQuestion(state, questions)) return state;
  return { ...state, index: state.index + 1 };
}

/** Shows the results, but only once the last question is answered. */
export function seeResults(state: QuizState, questions: readonly QuizQuestion[]): QuizState {
  if (!isAnswered(state) || !isLastQuestion(state, questions)) return state;
  return { ...state, phase: 'results' };
}

export function quizScore(state: QuizState, questions: readonly QuizQuestion[]): QuizScore {
  const correct = questions.filter((q, i) => state.answers[i] === q.correctIndex).length;
  const total = questions.length;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  return { correct, total, percent };
}

export function resultMessage(percent: number): string {
  if (percent >= PERFECT_PERCENT) return resultMessages.perfect;
  if (percent >= GREAT_PERCENT) return resultMessages.great;
  if (percent >= GOOD_TRY_PERCENT) return resultMessages.goodTry;
  return resultMessages.healthHero;
}

/** What the live region says after a choice (docs/product.md §8), and, right or wrong, why. */
export function answerFeedback(question: QuizQuestion, choice: number): AnswerFeedback {
  const { explanation } = question;
  if (choice === question.correctIndex) return { tone: 'correct', title: feedbackTexts.correct, explanation };
  return { tone: 'wrong', title: feedbackTexts.wrong, detail: question.hint ?? feedbackTexts.wrongNoHint, explanation };
}

/** Whether the results screen earns confetti. */
export function celebrateFinal(correct: number): boolean {
  return correct >= CONFETTI_MIN_SCORE;
}
