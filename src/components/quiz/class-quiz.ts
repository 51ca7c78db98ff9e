// The class quiz: a category's quiz on the board for a whole class, one question at a time. The
// class answers out loud or with cards; the teacher reveals the answer and, with teams, marks which
// teams were right, then goes on. The end gives each team (or the class, as one) its score with the
// quiz's own result bands (quiz-logic.ts). Pure, beside the quiz it shares its words with.
import type { QuizQuestion } from '../../content/schemas';
import { leaders } from '../../board/teams';
import { CHOICE_LETTERS, resultMessage } from './quiz-logic';

export interface ClassQuizState {
  index: number;
  revealed: boolean;
  /** marks[question][team]: whether that team was right. With teams off there is one "team": the class. */
  marks: boolean[][];
  phase: 'question' | 'results';
}

export interface TeamResult {
  correct: number;
  total: number;
  percent: number;
  message: string;
}

export function startClassQuiz(questions: readonly QuizQuestion[], teams: number): ClassQuizState {
  const groups = Math.max(1, teams);
  return { index: 0, revealed: false, marks: questions.map(() => Array<boolean>(groups).fill(false)), phase: 'question' };
}

/** "Question 2 of 5", as the quiz on the page says it. */
export const questionHeading = (state: ClassQuizState, questions: readonly QuizQuestion[]): string =>
  `Question ${state.index + 1} of ${questions.length}`;

/** Shows the answer of the question on the board. */
export function reveal(state: ClassQuizState): ClassQuizState {
  return state.phase === 'question' && !state.revealed ? { ...state, revealed: true } : state;
}

/** Marks a team right (or takes the mark back), once the answer is shown. */
export function toggleMark(state: ClassQuizState, team: number): ClassQuizState {
  const row = state.marks[state.index];
  if (state.phase !== 'question' || !state.revealed || !row || team < 0 || team >= row.length) return state;
  const marks = state.marks.map((marksOf, question) => (question === state.index ? marksOf.map((mark, t) => (t === team ? !mark : mark)) : marksOf));
  return { ...state, marks };
}

/** Next question, or the results after the last; only once the answer has been shown. */
export function nextQuestion(state: ClassQuizState, questions: readonly QuizQuestion[]): ClassQuizState {
  if (state.phase !== 'question' || !state.revealed) return state;
  if (state.index + 1 >= questions.length) return { ...state, phase: 'results' };
  return { ...state, index: state.index + 1, revealed: false };
}

/** Whether the button that goes on says See results (the last question) or Next question. */
export const isLastQuestion = (state: ClassQuizState, questions: readonly QuizQuestion[]): boolean => state.index + 1 >= questions.length;

/** The sentence that reveals the answer: "The answer is B: ...", then why. */
export function answerText(question: QuizQuestion): string {
  const letter = CHOICE_LETTERS[question.correctIndex] ?? '?';
  return `The answer is ${letter}: ${question.choices[question.correctIndex] ?? ''}`;
}

/** Each team's (or the class's) result, with the quiz's bands. */
export function classResults(state: ClassQuizState, questions: readonly QuizQuestion[]): TeamResult[] {
  const groups = state.marks[0]?.length ?? 1;
  return Array.from({ length: groups }, (_, team) => {
    const correct = state.marks.filter((row) => row[team]).length;
    const total = questions.length;
    const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
    return { correct, total, percent, message: resultMessage(percent) };
  });
}

/** The teams with the most right answers, ties shared. */
export const classWinners = (state: ClassQuizState, questions: readonly QuizQuestion[]): number[] =>
  leaders(classResults(state, questions).map((result) => result.correct));
