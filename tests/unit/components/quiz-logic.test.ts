import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../../src/content/schemas';
import { diseasesQuiz } from '../../../src/content/quizzes/diseases';
import {
  answerFeedback,
  answerQuestion,
  celebrateFinal,
  nextQuestion,
  quizScore,
  restart,
  resultMessage,
  resultMessages,
  seeResults,
  startQuiz,
  type QuizState,
} from '../../../src/components/quiz/quiz-logic';

/** The item at `i`, failing the test loudly if the data is shorter than expected. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item at ${i}`);
  return item;
}

const questions = diseasesQuiz;
const correctOf = (i: number) => at(questions, i).correctIndex;
const wrongOf = (i: number) => (correctOf(i) + 1) % 4;

/** Answers every question, right for the indexes in `right`, and ends on the results screen. */
function finish(right: number[]): QuizState {
  let state = startQuiz(questions);
  questions.forEach((_, i) => {
    state = answerQuestion(state, questions, right.includes(i) ? correctOf(i) : wrongOf(i));
    state = i === questions.length - 1 ? seeResults(state, questions) : nextQuestion(state, questions);
  });
  return state;
}

describe('quiz logic', () => {
  it('starts on the first question with nothing answered', () => {
    expect(startQuiz(questions)).toEqual({ index: 0, answers: [null, null, null, null, null], phase: 'question' });
  });

  it('locks the question after one answer', () => {
    const answered = answerQuestion(startQuiz(questions), questions, wrongOf(0));
    expect(answered.answers[0]).toBe(wrongOf(0));
    expect(answerQuestion(answered, questions, correctOf(0))).toBe(answered);
  });

  it('ignores a choice that does not exist', () => {
    const start = startQuiz(questions);
    expect(answerQuestion(start, questions, 4)).toBe(start);
    expect(answerQuestion(start, questions, -1)).toBe(start);
    expect(answerQuestion(start, questions, 1.5)).toBe(start);
  });

  it('moves to the next question only after answering', () => {
    const start = startQuiz(questions);
    expect(nextQuestion(start, questions)).toBe(start);
    const moved = nextQuestion(answerQuestion(start, questions, 0), questions);
    expect(moved.index).toBe(1);
    expect(moved.phase).toBe('question');
  });

  it('does not move past the last question, and shows results only when it is answered', () => {
    let state = startQuiz(questions);
    for (let i = 0; i < questions.length - 1; i += 1) {
      expect(seeResults(state, questions)).toBe(state);
      state = nextQuestion(answerQuestion(state, questions, 0), questions);
    }
    expect(state.index).toBe(4);
    expect(seeResults(state, questions)).toBe(state);
    state = answerQuestion(state, questions, 0);
    expect(nextQuestion(state, questions)).toBe(state);
    const results = seeResults(state, questions);
    expect(results.phase).toBe('results');
    expect(answerQuestion(results, questions, 1)).toBe(results);
  });

  it('scores correct answers and rounds the percent', () => {
    expect(quizScore(finish([0, 1, 2, 3, 4]), questions)).toEqual({ correct: 5, total: 5, percent: 100 });
    expect(quizScore(finish([1, 3]), questions)).toEqual({ correct: 2, total: 5, percent: 40 });
    expect(quizScore(finish([]), questions)).toEqual({ correct: 0, total: 5, percent: 0 });
    const three = questions.slice(0, 3);
    let state = answerQuestion(startQuiz(three), three, correctOf(0));
    expect(quizScore(state, three)).toEqual({ correct: 1, total: 3, percent: 33 });
    state = answerQuestion(nextQuestion(state, three), three, correctOf(1));
    expect(quizScore(state, three).percent).toBe(67);
  });

  it('picks the result message at the exact thresholds', () => {
    expect(resultMessage(100)).toBe(resultMessages.perfect);
    expect(resultMessage(80)).toBe(resultMessages.great);
    expect(resultMessage(79)).toBe(resultMessages.goodTry);
    expect(resultMessage(60)).toBe(resultMessages.goodTry);
    expect(resultMessage(59)).toBe(resultMessages.healthHero);
    expect(resultMessage(0)).toBe('Keep learning, Health Hero! Every try makes you stronger.');
    expect(new Set(Object.values(resultMessages)).size).toBe(4);
  });

  const sample: QuizQuestion = {
    question: 'What kind of germ causes the flu?',
    choices: ['A bacterium', 'A virus', 'A fungus', 'A worm'],
    correctIndex: 1,
    hint: 'Antibiotics cannot fight this kind of germ.',
    explanation: 'The flu is caused by the influenza virus, and antibiotics do not work on viruses.',
  };

  it('praises a correct answer and says why it is right', () => {
    expect(answerFeedback(sample, 1)).toEqual({
      tone: 'correct',
      title: 'Correct! Great job! You got it right!',
      explanation: 'The flu is caused by the influenza virus, and antibiotics do not work on viruses.',
    });
  });

  it('gives the hint after a wrong answer, or points at the highlighted answer without one, and says why', () => {
    expect(answerFeedback(sample, 0)).toEqual({
      tone: 'wrong',
      title: 'Not quite!',
      detail: 'Antibiotics cannot fight this kind of germ.',
      explanation: sample.explanation,
    });
    const noHint: QuizQuestion = { ...sample, hint: undefined };
    expect(answerFeedback(noHint, 3)).toEqual({
      tone: 'wrong',
      title: 'Not quite!',
      detail: 'Try again next time! The correct answer is highlighted.',
      explanation: sample.explanation,
    });
  });

  it('explains every question of the diseases quiz, right or wrong', () => {
    for (const [i, question] of questions.entries()) {
      expect(answerFeedback(question, correctOf(i)).explanation).toBe(question.explanation);
      expect(answerFeedback(question, wrongOf(i)).explanation).toBe(question.explanation);
    }
  });

  it('celebrates a final score of 4 or more', () => {
    expect(celebrateFinal(3)).toBe(false);
    expect(celebrateFinal(4)).toBe(true);
    expect(celebrateFinal(5)).toBe(true);
  });

  it('restart clears every answer and returns to question 1', () => {
    const done = finish([0, 2]);
    expect(done.phase).toBe('results');
    expect(restart(questions)).toEqual(startQuiz(questions));
    expect(quizScore(restart(questions), questions).correct).toBe(0);
  });

  it('keeps correct within total and percent within 0..100 for any play', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('answer' as const), choice: fc.integer({ min: -1, max: 4 }) }),
      fc.record({ kind: fc.constantFrom('next' as const, 'results' as const, 'restart' as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = startQuiz(questions);
        for (const a of actions) {
          if (a.kind === 'answer') state = answerQuestion(state, questions, a.choice);
          else if (a.kind === 'next') state = nextQuestion(state, questions);
          else if (a.kind === 'results') state = seeResults(state, questions);
          else state = restart(questions);
          const { correct, total, percent } = quizScore(state, questions);
          expect(correct).toBeGreaterThanOrEqual(0);
          expect(correct).toBeLessThanOrEqual(total);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(state.index).toBeGreaterThanOrEqual(0);
          expect(state.index).toBeLessThan(questions.length);
        }
      }),
    );
  });
});
