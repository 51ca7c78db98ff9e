import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Quiz } from '../../../src/components/quiz/quiz';
import { diseasesQuiz } from '../../../src/content/quizzes/diseases';

/** The item at `i`, failing the test loudly if the data is shorter than expected. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item at ${i}`);
  return item;
}

const confetti = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: confetti }));

const choice = (text: string) => screen.getByRole('button', { name: new RegExp(`^[A-D]\\. ${text}`) });
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
    expect(questionHeading()).toHaveTextContent('What kind of germ causes the flu?');
    expect(screen.getAllByRole('button').map((b) => b.textContent?.slice(0, 1))).toEqual(['A', 'B', 'C', 'D']);
    expect(choice('A virus')).toHaveAccessibleName('B. A virus');
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
  });

  it('praises a correct answer, marks it and throws confetti', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice('A virus'));
    expect(status()).toHaveTextContent('Correct! Great job! You got it right!');
    expect(choice('A virus')).toHaveAccessibleName(/Correct answer/);
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ disableForReducedMotion: true }));
  });

  it('gives the hint after a wrong answer and highlights the correct one', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice('A bacterium'));
    expect(status()).toHaveTextContent('Not quite!');
    expect(status()).toHaveTextContent('Antibiotics cannot fight this kind of germ.');
    expect(choice('A bacterium')).toHaveAccessibleName(/Your answer/);
    expect(choice('A virus')).toHaveAccessibleName(/Correct answer/);
    expect(choice('A fungus')).not.toHaveAccessibleName(/answer/);
    await Promise.resolve();
    expect(confetti).not.toHaveBeenCalled();
  });

  it('locks the question after one answer', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice('A bacterium'));
    for (const text of at(diseasesQuiz, 0).choices) expect(choice(text)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(choice('A virus'));
    expect(status()).toHaveTextContent('Not quite!');
    expect(status()).not.toHaveTextContent('Correct!');
    expect(choice('A bacterium')).toHaveAccessibleName(/Your answer/);
    expect(choice('A virus')).toHaveFocus();
    expect(confetti).not.toHaveBeenCalled();
  });

  it('moves to the next question and puts focus on it', async () => {
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice('A virus'));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(questionHeading()).toHaveTextContent('Question 2 of 5');
    expect(questionHeading()).toHaveTextContent(at(diseasesQuiz, 1).question);
    expect(questionHeading()).toHaveFocus();
    expect(status()).toBeEmptyDOMElement();
    expect(choice('Every year')).not.toHaveAttribute('aria-disabled');
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
    expect(choice('A virus')).not.toHaveAttribute('aria-disabled');
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
    await userEvent.click(choice('A virus'));
    expect(status()).toHaveTextContent('Correct! Great job! You got it right!');
    await import('canvas-confetti');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(confetti).not.toHaveBeenCalled();
  });

  it('keeps working when confetti fails to load', async () => {
    confetti.mockRejectedValueOnce(new Error('no canvas'));
    render(<Quiz questions={diseasesQuiz} />);
    await userEvent.click(choice('A virus'));
    await waitFor(() => expect(confetti).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(questionHeading()).toHaveTextContent('Question 2 of 5');
  });
});
