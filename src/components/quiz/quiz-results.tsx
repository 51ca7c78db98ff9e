import type { Ref } from 'react';
import { PassportLine } from '../../passport/passport-line';
import { GREAT_PERCENT, resultMessage, type QuizScore } from './quiz-logic';

interface QuizResultsProps {
  score: QuizScore;
  headingRef: Ref<HTMLHeadingElement>;
  onPlayAgain: () => void;
  /** The score went to the child's passport: say so, and lead there. */
  passport: boolean;
}

/** The end screen: score, percent, a warm message and Play Again. */
export function QuizResults({ score, headingRef, onPlayAgain, passport }: QuizResultsProps) {
  const { correct, total, percent } = score;
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <span aria-hidden="true" className="text-6xl leading-none">
        {percent >= GREAT_PERCENT ? '🏆' : '🌱'}
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl text-ink sm:text-3xl">
        You got {correct} out of {total}
      </h3>
      <p className="rounded-full bg-sky-100 px-5 py-1 text-2xl font-extrabold text-sky-700">{percent}%</p>
      <p className="max-w-prose text-lg text-ink">{resultMessage(percent)}</p>
      {passport && <PassportLine />}
      <button type="button" onClick={onPlayAgain} className="btn-primary text-lg">
        Play Again <span aria-hidden="true">🔄</span>
      </button>
    </div>
  );
}
