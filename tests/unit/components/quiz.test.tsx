import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Quiz } from '../../../src/components/quiz/quiz';
import { diseasesQuiz } from '../../../src/content/quizzes/diseases';
import type { QuizQuestion } from '../../../src/content/schemas';

/** The item at `i`, failing the test loudly if the data is shorter than expected. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item at ${i}`);
  return item;
}

// The first question's choices, taken from the data so that a content fix does not break the test.
const first = at(diseasesQuiz, 0);
const right = at(first.choices, first.correctIndex);
const wrong = at(first.choices, (first.correctIndex + 1) % 4);
const other = at(first.choices, (first.correctIndex + 2) % 4);
const rightLetter = 'ABCD'.charAt(first.correctIndex);

const confetti = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: confetti }));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const choice = (text: string) => screen.getByRole('button', { name: new RegExp(`^[A-D]\\. ?${escaped(text)}`) });
const status = () => screen.getByRole('status');
const questionHeading = () => screen.getByRole('heading', { level: 3 });

/** Picks the right answer (or a wrong one) for each question in turn, pressing Next Question between. */
async function play(rightFor: number[]) {
  for (const [i, q] of diseasesQuiz.entries()) {
    const pick = rightFor.includes(i) ? q.correctIndex : (q.correctIndex + 1) % 4;
    await userEvent.click(choice(at(q.choices, pick)));
    if (i < diseasesQuiz.length - 1) await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
  }
}

describe('Quiz', () => {
  beforeEach(() => confetti.mockClear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the first question with four lettered choices', () => {
    render(<Quiz questions={diseasesQuiz} />);
    expect(screen.getByRole('region', { name: 'Test Your Knowledge' })).toBeInTheDocument();
    expect(questionHeading()).toHaveTextContent('Question 1 of 5');
    expect(questionHeading()).toHaveTextContent(first.question);
    const choices = within(screen.getByRole('list', { name: 'Choices' })).getAllByRole('button');
    expect(choices.map((b) => b.textContent?.slice(0, 1))).toEqual(['A', 'B', 'C', 'D']);
    expect(screen.getByRole('button', { name: 'Play as a class' })).toBeInTheDocument();
    // jsdom joins the spoken-only letter to the words without the space chromium keeps (the browser test reads chromium's own name).
    expect(choice(right)).toHaveAccessibleName(new RegExp(`^${rightLetter}\\. ?${escaped(right)}$`));
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
  });

  it('praises a correct answer, says why, marks it and throws confetti', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    expect(status()).toBeEmptyDOMElement();
    await userEvent.click(choice(right));
    expect(status()).toHaveTextContent('Correct! Great job! You got it right!');
    expect(status()).toHaveTextContent(`Why: ${first.explanation}`);
    expect(choice(right)).toHaveAccessibleName(/Correct answer/);
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ disableForReducedMotion: true }));
  });

  it('gives the hint and says why after a wrong answer, and highlights the correct one', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice(wrong));
    expect(status()).toHaveTextContent('Not quite!');
    expect(status()).toHaveTextContent(first.hint ?? 'Try again next time! The correct answer is highlighted.');
    expect(status()).toHaveTextContent(`Why: ${first.explanation}`);
    expect(choice(wrong)).toHaveAccessibleName(/Your answer/);
    expect(choice(right)).toHaveAccessibleName(/Correct answer/);
    expect(choice(other)).not.toHaveAccessibleName(/answer/);
    await Promise.resolve();
    expect(confetti).not.toHaveBeenCalled();
  });

  it('says why the right answer is right after a right and after a wrong answer, in the live feedback', async () => {
    const explained: QuizQuestion[] = [0, 1].map((n) => ({
      question: `Question number ${n + 1}?`,
      choices: [`Right ${n}`, `Wrong ${n}`, `Other ${n}`, `Last ${n}`],
      correctIndex: 0,
      hint: `A hint for question ${n + 1}.`,
      explanation: `Because answer ${n + 1} is the one the article explains.`,
    }));
    render(<Quiz questions={explained} />);
    await userEvent.click(choice('Right 0'));
    expect(status()).toHaveTextContent('Correct! Great job! You got it right!');
    expect(status()).toHaveTextContent('Why: Because answer 1 is the one the article explains.');
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(status()).toBeEmptyDOMElement();
    await userEvent.click(choice('Wrong 1'));
    expect(status()).toHaveTextContent('Not quite!');
    expect(status()).toHaveTextContent('A hint for question 2.');
    expect(status()).toHaveTextContent('Why: Because answer 2 is the one the article explains.');
  });

  it('locks the question after one answer', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice(wrong));
    for (const text of first.choices) expect(choice(text)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(choice(right));
    expect(status()).toHaveTextContent('Not quite!');
    expect(status()).not.toHaveTextContent('Correct!');
    expect(choice(wrong)).toHaveAccessibleName(/Your answer/);
    expect(choice(right)).toHaveFocus();
    expect(confetti).not.toHaveBeenCalled();
  });

  it('moves to the next question and puts focus on it', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice(right));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(questionHeading()).toHaveTextContent('Question 2 of 5');
    expect(questionHeading()).toHaveTextContent(at(diseasesQuiz, 1).question);
    expect(questionHeading()).toHaveFocus();
    expect(status()).toBeEmptyDOMElement();
    expect(choice(at(at(diseasesQuiz, 1).choices, 0))).not.toHaveAttribute('aria-disabled');
  });

  it('shows the results after the last question and Play Again starts over', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await play([0, 2, 4]);
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See Results' }));
    expect(screen.getByRole('heading', { name: 'You got 3 out of 5' })).toHaveFocus();
    expect(screen.getByText('60%')).toBeInTheDocument();
    expect(screen.getByText('Good try! Read the articles again and you will ace it next time.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(questionHeading()).toHaveTextContent('Question 1 of 5');
    expect(questionHeading()).toHaveFocus();
    expect(choice(right)).not.toHaveAttribute('aria-disabled');
    expect(status()).toBeEmptyDOMElement();
  });

  it('celebrates a final score of 4 or more, but not 3', async () => {
    const { unmount } = render(<Quiz questions={diseasesQuiz} />);
    await play([0, 1, 2, 3]);
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(4));
    await userEvent.click(screen.getByRole('button', { name: 'See Results' }));
    expect(screen.getByText('Great job! You really know your stuff!')).toBeInTheDocument();
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(5));
    unmount();

    confetti.mockClear();
    render(<Quiz questions={diseasesQuiz} />);
    await play([0, 1, 2]);
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(3));
    await userEvent.click(screen.getByRole('button', { name: 'See Results' }));
    await import('canvas-confetti');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(confetti).toHaveBeenCalledTimes(3);
  });

  it('throws no confetti when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice(right));
    expect(status()).toHaveTextContent('Correct! Great job! You got it right!');
    await import('canvas-confetti');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(confetti).not.toHaveBeenCalled();
  });

  it('keeps working when confetti fails to load', async () => {
    confetti.mockRejectedValueOnce(new Error('no canvas'));
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice(right));
    await waitFor(() => expect(confetti).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(questionHeading()).toHaveTextContent('Question 2 of 5');
  });
});
