import type { ReactNode, Ref } from 'react';
import type { QuizQuestion } from '../../content/schemas';
import { ReadableText } from '../../reading/listen-controls';
import { ReadingBar } from '../../reading/reading-bar';
import { answerFeedback, CHOICE_LETTERS } from './quiz-logic';

interface QuizQuestionViewProps {
  question: QuizQuestion;
  /** Zero-based position of this question. */
  index: number;
  total: number;
  /** The picked choice, or null while unanswered. */
  answer: number | null;
  isLast: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (choice: number) => void;
  /** The name a press of choice `i` is kept by before the app arrives (src/lib/before-app.ts), where one is. */
  earlyPress?: (choice: number) => string;
  onNext: () => void;
  onSeeResults: () => void;
  /** Names this quiz's question on the page, for Read to me (a page may show more than one quiz). */
  quizId: string;
}

const spokenOnly = (children: ReactNode) => <span className="sr-only">{children}</span>;
const strong = (children: ReactNode) => <strong>{children}</strong>;

type ChoiceLook = 'open' | 'correct' | 'wrong' | 'other';

const choiceLooks: Record<ChoiceLook, string> = {
  open: 'border-leaf-200 bg-white text-ink hover:border-leaf-700 hover:bg-leaf-50',
  correct: 'border-leaf-700 bg-leaf-100 text-leaf-900',
  wrong: 'border-coral-700 bg-coral-100 text-ink',
  other: 'border-gray-200 bg-white text-ink-soft',
};

const letterLooks: Record<ChoiceLook, string> = {
  open: 'bg-sky-100 text-sky-700',
  correct: 'bg-leaf-700 text-white',
  wrong: 'bg-coral-700 text-white',
  other: 'bg-gray-100 text-ink-soft',
};

function lookOf(choice: number, answer: number | null, correctIndex: number): ChoiceLook {
  if (answer === null) return 'open';
  if (choice === correctIndex) return 'correct';
  return choice === answer ? 'wrong' : 'other';
}

/** One question: four choice buttons that lock after the first answer, then feedback and the way on. */
export function QuizQuestionView(props: QuizQuestionViewProps) {
  const { question, index, total, answer, isLast, headingRef, onChoose, earlyPress, onNext, onSeeResults, quizId } = props;
  const locked = answer !== null;
  const feedback = locked ? answerFeedback(question, answer) : null;
  // Listen reads the question, its choices and, once answered, the feedback and the reason.
  const id = `${quizId}-q${index}`;
  const block = (part: string) => `${id}:${part}`;

  return (
    <div id={id} className="grid gap-5">
      <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-sky-100">
        <div className="h-full rounded-full bg-sky-700 transition-[width]" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="grid gap-2 text-xl text-ink sm:text-2xl">
        <span className="text-base font-bold text-sky-700">
          Question {index + 1} of {total}
        </span>{' '}
        {question.emoji && (
          <span aria-hidden="true" className="text-5xl leading-none">
            {question.emoji}
          </span>
        )}
        <span>
          <ReadableText block={block('question')} text={question.question} />
        </span>
      </h3>
      <ReadingBar owner={id} within={() => document.getElementById(id)} name={`question ${index + 1}`} label="How to read this question" />

      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Choices">
        {question.choices.map((choice, i) => {
          const look = lookOf(i, answer, question.correctIndex);
          const letter = CHOICE_LETTERS[i];
          const mark = look === 'correct' ? 'Correct answer' : look === 'wrong' ? 'Your answer' : null;
          return (
            <li key={choice} className="flex">
              <button
                type="button"
                // Named by the words it shows (WCAG 2.5.3: no aria-label to drift from them), with the
                // letter and the stops spoken only, so a screen reader says "B. A virus, Correct
                // answer", not "BA virusCorrect answer".
                aria-disabled={locked || undefined}
                data-early-press={earlyPress?.(i)}
                onClick={() => {
                  if (!locked) onChoose(i);
                }}
                className={`flex min-h-12 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-lg font-semibold transition-colors ${choiceLooks[look]} ${locked ? 'cursor-default' : 'cursor-pointer'}`}
              >
                <span aria-hidden="true" className={`grid size-9 shrink-0 place-items-center rounded-full font-extrabold ${letterLooks[look]}`}>
                  {letter}
                </span>
                <span className="grid grow gap-0.5">
                  <span>
                    <ReadableText block={block(`choice${i}`)} runs={[{ text: `${letter}. `, wrap: spokenOnly }, { text: choice }]} />
                    {mark && <span className="sr-only">,</span>}
                  </span>
                  {mark && (
                    <span className={`flex items-center gap-1 text-sm font-extrabold ${look === 'correct' ? 'text-leaf-800' : 'text-coral-700'}`}>
                      <span aria-hidden="true" className="text-xl">
                        {look === 'correct' ? '✓' : '✗'}
                      </span>
                      {mark}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div role="status" aria-live="polite">
        {feedback && (
          <div
            className={`rounded-2xl border-2 p-4 ${feedback.tone === 'correct' ? 'border-leaf-700 bg-leaf-50' : 'border-coral-700 bg-coral-100'}`}
          >
            <p className={`text-lg font-extrabold ${feedback.tone === 'correct' ? 'text-leaf-900' : 'text-coral-700'}`}>
              <span aria-hidden="true">{feedback.tone === 'correct' ? '🎉 ' : '🤔 '}</span>
              <ReadableText block={block('feedback')} text={feedback.title} />
            </p>
            {feedback.tone === 'wrong' && (
              <p className="mt-1 text-ink">
                <ReadableText block={block('detail')} text={feedback.detail} />
              </p>
            )}
            {feedback.explanation && (
              <p className="mt-2 text-ink">
                <ReadableText block={block('why')} runs={[{ text: 'Why: ', wrap: strong }, { text: feedback.explanation }]} />
              </p>
            )}
          </div>
        )}
      </div>

      {locked &&
        (isLast ? (
          <button type="button" onClick={onSeeResults} className="btn-sun justify-self-start text-lg">
            See Results <span aria-hidden="true">🏁</span>
          </button>
        ) : (
          <button type="button" onClick={onNext} className="btn-primary justify-self-start text-lg">
            Next Question <span aria-hidden="true">→</span>
          </button>
        ))}
    </div>
  );
}
