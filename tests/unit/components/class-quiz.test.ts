import { describe, expect, it } from 'vitest';
import { answerText, classResults, classWinners, isLastQuestion, nextQuestion, questionHeading, reveal, startClassQuiz, toggleMark, type ClassQuizState } from '../../../src/components/quiz/class-quiz';
import { quizzes } from '../../../src/content/quizzes';
import { resultMessages } from '../../../src/components/quiz/quiz-logic';

const questions = quizzes.body;

/** Reveals, marks `right` teams, and goes on, for every question. */
function playThrough(teams: number, rightByQuestion: number[][]): ClassQuizState {
  let state = startClassQuiz(questions, teams);
  for (const right of rightByQuestion) {
    state = reveal(state);
    for (const team of right) state = toggleMark(state, team);
    state = nextQuestion(state, questions);
  }
  return state;
}

describe('the class quiz', () => {
  it('heads each question as the page does, and reveals the answer with its letter', () => {
    const state = startClassQuiz(questions, 2);
    expect(questionHeading(state, questions)).toBe(`Question 1 of ${questions.length}`);
    const first = questions[0];
    if (!first) throw new Error('no question');
    expect(answerText(first)).toBe(`The answer is ${'ABCD'[first.correctIndex]}: ${first.choices[first.correctIndex]}`);
  });

  it('goes on only once the answer is shown, and says See results on the last question', () => {
    let state = startClassQuiz(questions, 0);
    expect(nextQuestion(state, questions)).toBe(state);
    for (let i = 0; i < questions.length - 1; i += 1) {
      expect(isLastQuestion(state, questions)).toBe(false);
      state = nextQuestion(reveal(state), questions);
    }
    expect(isLastQuestion(state, questions)).toBe(true);
    expect(nextQuestion(reveal(state), questions).phase).toBe('results');
  });

  it('lets the teacher mark teams only after the reveal, and take a mark back', () => {
    let state = startClassQuiz(questions, 3);
    expect(toggleMark(state, 0)).toBe(state);
    state = reveal(state);
    state = toggleMark(toggleMark(toggleMark(state, 0), 2), 0);
    expect(state.marks[0]).toEqual([false, false, true]);
    expect(toggleMark(state, 3)).toBe(state);
  });

  it('gives each team its score with the quiz’s bands, and names the best, ties shared', () => {
    const state = playThrough(2, [[0, 1], [0, 1], [0, 1], [0], [1]]);
    expect(classResults(state, questions)).toEqual([
      { correct: 4, total: 5, percent: 80, message: resultMessages.great },
      { correct: 4, total: 5, percent: 80, message: resultMessages.great },
    ]);
    expect(classWinners(state, questions)).toEqual([0, 1]);
    const perfect = playThrough(2, [[0], [0], [0], [0], [0, 1]]);
    expect(classResults(perfect, questions).map((result) => result.message)).toEqual([resultMessages.perfect, resultMessages.healthHero]);
    expect(classWinners(perfect, questions)).toEqual([0]);
  });

  it('scores the class as one when teams are off', () => {
    const state = playThrough(0, [[0], [0], [0], [], []]);
    expect(classResults(state, questions)).toEqual([{ correct: 3, total: 5, percent: 60, message: resultMessages.goodTry }]);
  });
});
