import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { takeEarlyPress } from '../../lib/before-app';
import type { QuizQuestion } from '../../content/schemas';
import { celebrate } from './celebrate';
import {
  answerQuestion,
  celebrateFinal,
  isLastQuestion,
  nextQuestion,
  quizScore,
  restart,
  seeResults,
  startQuiz,
  type QuizState,
} from './quiz-logic';
import { QuizQuestionView } from './quiz-question';
import { QuizResults } from './quiz-results';
import { notePassport } from '../../passport/note';

/** The quiz on a classroom board, loaded on the first press of Play as a class. */
const ClassQuizBoard = lazy(() => import('./class-quiz-board'));

interface QuizProps {
  /** A stable array (the content modules export constants); a different array restarts the quiz. */
  questions: QuizQuestion[];
  title?: string;
  /** What the quiz is about, for the board's title ("Test Your Knowledge: The Human Body"). */
  topic?: string;
  /** The category whose quiz this is: its best score goes to the child's passport. */
  category?: string;
}

/** The per-category quiz (docs/product.md §4): one locked answer per question, then results and Play Again. */
export function Quiz({ questions, title = 'Test Your Knowledge', topic, category }: QuizProps) {
  const [state, setState] = useState<QuizState>(() => startQuiz(questions));
  const [shownQuestions, setShownQuestions] = useState(questions);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Set by the buttons that replace what is on screen, so focus follows; never on first render.
  const moveFocus = useRef(false);
  const id = useId();
  const [onBoard, setOnBoard] = useState(false);
  const earlyPress = `class-quiz-${topic ?? 'quiz'}`;
  useEffect(() => {
    if (takeEarlyPress(earlyPress)) setOnBoard(true);
  }, [earlyPress]);
  // An answer pressed on the first question before the app arrived (slow school Wi-Fi) is answered
  // now: only the first question is on the page before the app.
  const earlyAnswer = (choice: number) => `${earlyPress}-answer-${choice}`;
  useEffect(() => {
    const pressed = questions[0]?.choices.findIndex((_, choice) => takeEarlyPress(`${earlyPress}-answer-${choice}`)) ?? -1;
    if (pressed >= 0) setState((now) => answerQuestion(now, questions, pressed));
  }, [questions, earlyPress]);

  if (shownQuestions !== questions) {
    setShownQuestions(questions);
    setState(startQuiz(questions));
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (state.phase === 'results' ? resultsHeading : questionHeading).current?.focus();
  }, [state.phase, state.index]);

  const question = questions[state.index];
  if (!question) return null;

  const choose = (choice: number) => {
    const next = answerQuestion(state, questions, choice);
    if (next === state) return;
    setState(next);
    if (choice === question.correctIndex) void celebrate();
  };

  const showResults = () => {
    const next = seeResults(state, questions);
    if (next === state) return;
    moveFocus.current = true;
    setState(next);
    const score = quizScore(next, questions);
    if (category) notePassport({ kind: 'quiz', category, correct: score.correct, total: score.total });
    if (celebrateFinal(score.correct)) void celebrate();
  };

  const goTo = (next: QuizState) => {
    moveFocus.current = true;
    setState(next);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-3xl border border-leaf-100 bg-white shadow-sm"
    >
      <div className="flex items-center gap-3 bg-sun-100 px-4 py-4 sm:px-6">
        <span aria-hidden="true" className="text-3xl">
          🧠
        </span>
        <h2 id={`${id}-title`} className="text-2xl">
          {title}
        </h2>
        <button type="button" className="btn-secondary ml-auto" data-early-press={earlyPress} onClick={() => setOnBoard(true)}>
          <span aria-hidden="true">🧑‍🏫 </span>Play as a class
        </button>
      </div>
      {onBoard && (
        <Suspense fallback={null}>
          <ClassQuizBoard questions={questions} title={topic ? `${title}: ${topic}` : title} onExit={() => setOnBoard(false)} />
        </Suspense>
      )}
      <div className="p-4 sm:p-6">
        {state.phase === 'results' ? (
          <QuizResults
            score={quizScore(state, questions)}
            headingRef={resultsHeading}
            onPlayAgain={() => goTo(restart(questions))}
            passport={category !== undefined}
          />
        ) : (
          <QuizQuestionView
            question={question}
            index={state.index}
            total={questions.length}
            answer={state.answers[state.index] ?? null}
            isLast={isLastQuestion(state, questions)}
            headingRef={questionHeading}
            onChoose={choose}
            earlyPress={state.index === 0 ? earlyAnswer : undefined}
            onNext={() => goTo(nextQuestion(state, questions))}
            onSeeResults={showResults}
            quizId={`quiz${id}`}
          />
        )}
      </div>
    </section>
  );
}
