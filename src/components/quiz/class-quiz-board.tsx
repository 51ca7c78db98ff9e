// "Play as a class": a category's quiz on the board (class-quiz.ts has the rules). The teacher
// chooses teams, reveals each answer (Show answer or Enter), marks which teams were right (a button
// each, or keys 1 to 4) and goes on (Next question, See results, or the remote's PageDown). Loaded
// only when a teacher presses Play as a class.
import { useState } from 'react';
import type { QuizQuestion } from '../../content/schemas';
import { BoardShell } from '../../board/board-shell';
import { joinNames } from '../../board/board-words';
import { TeamName, TeamShape } from '../../board/team-badge';
import { TeamChoice } from '../../board/team-choice';
import { teamsFor, type TeamCount } from '../../board/teams';
import {
  answerText,
  classResults,
  classWinners,
  isLastQuestion,
  nextQuestion,
  questionHeading,
  reveal,
  startClassQuiz,
  toggleMark,
  type ClassQuizState,
} from './class-quiz';
import { CHOICE_LETTERS } from './quiz-logic';

const words = {
  setupTitle: 'Play as a class',
  setupText: 'Everyone answers out loud or with cards. You show the answer, then mark who was right.',
  start: 'Start the quiz',
  show: 'Show answer',
  next: 'Next question',
  results: 'See results',
  wasRight: (name: string) => `${name} were right`,
  classWasRight: 'The class was right',
  markHint: 'Mark who was right, then go on.',
  resultsTitle: 'Quiz results',
  thanks: 'Thank you for playing, everyone!',
  top: (names: string, correct: number, total: number) => `Top score: ${names}, with ${correct} of ${total} right.`,
  right: (correct: number, total: number) => `${correct} of ${total} right`,
  again: 'Play again',
} as const;


export default function ClassQuizBoard({ questions, title, onExit }: { questions: readonly QuizQuestion[]; title: string; onExit: () => void }) {
  const [teamCount, setTeamCount] = useState<TeamCount>(2);
  const [state, setState] = useState<ClassQuizState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const teams = teamsFor(teamCount);
  const question = state ? questions[state.index] : undefined;

  const start = () => {
    const first = startClassQuiz(questions, teamCount);
    setState(first);
    setAnnouncement(`${questionHeading(first, questions)}. ${questions[0]?.question ?? ''}`);
  };
  const show = () => {
    if (!state || !question || state.revealed) return;
    setState(reveal(state));
    setAnnouncement(`${answerText(question)}. ${question.explanation}`);
  };
  const mark = (team: number) => {
    if (!state) return;
    const next = toggleMark(state, team);
    setState(next);
    const name = teams[team]?.name ?? 'The class';
    setAnnouncement(next.marks[next.index]?.[team] ? `${name}: right.` : `${name}: not marked.`);
  };
  const goOn = () => {
    if (!state) return start();
    if (!state.revealed) return show();
    const next = nextQuestion(state, questions);
    setState(next);
    if (next.phase === 'results') {
      const results = classResults(next, questions);
      const best = classWinners(next, questions);
      const names = teams.length > 0 ? joinNames(best.map((team) => teams[team]?.name ?? '')) : 'The class';
      setAnnouncement(`${words.resultsTitle}. ${words.top(names, results[best[0] ?? 0]?.correct ?? 0, questions.length)} ${words.thanks}`);
    } else {
      setAnnouncement(`${questionHeading(next, questions)}. ${questions[next.index]?.question ?? ''}`);
    }
  };

  return (
    <BoardShell
      title={title}
      running={false}
      keys={{ teams: state?.phase === 'question' && state.revealed ? Math.max(1, teams.length) : 0, quiz: state !== null }}
      onAction={(action) => {
        if (action.type === 'next') goOn();
        else if (action.type === 'reveal') show();
        else if (action.type === 'markTeam') mark(action.team);
      }}
      onExit={onExit}
      announcement={announcement}
    >
      {!state && (
        <div className="m-auto grid max-w-[40em] gap-[0.8em] text-center">
          <h2 className="m-0 text-[1.9em] text-leaf-900">{words.setupTitle}</h2>
          <p className="m-0">{words.setupText}</p>
          <TeamChoice count={teamCount} onChange={setTeamCount} />
          {teams.length > 0 && (
            <ul className="m-0 flex list-none flex-wrap justify-center gap-[0.8em] p-0">
              {teams.map((team) => (
                <li key={team.name}>
                  <TeamName team={team} />
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="board-button btn-primary mx-auto" onClick={start}>
            {words.start}
          </button>
        </div>
      )}

      {state?.phase === 'question' && question && (
        <div className="grid flex-1 content-start gap-[0.7em]">
          <p className="m-0 font-extrabold text-leaf-800">{questionHeading(state, questions)}</p>
          <h2 className="m-0 text-[1.75em] leading-tight">{question.question}</h2>
          <ol className="m-0 grid list-none gap-[0.5em] p-0 md:grid-cols-2">
            {question.choices.map((choice, index) => {
              const right = state.revealed && index === question.correctIndex;
              return (
                <li
                  key={choice}
                  className={`flex items-center gap-[0.6em] rounded-[0.8em] border-[0.12em] p-[0.5em] ${right ? 'border-leaf-700 bg-leaf-100' : 'border-ink/20 bg-white'} ${state.revealed && !right ? 'opacity-60' : ''}`}
                >
                  <span aria-hidden="true" className="flex h-[1.9em] w-[1.9em] shrink-0 items-center justify-center rounded-full bg-leaf-700 font-extrabold text-white">
                    {CHOICE_LETTERS[index]}
                  </span>
                  <span>
                    <span className="sr-only">{CHOICE_LETTERS[index]}: </span>
                    {choice}
                    {right && <span className="sr-only"> (the answer)</span>}
                  </span>
                </li>
              );
            })}
          </ol>
          {state.revealed && (
            <div className="rounded-[0.8em] bg-white p-[0.6em]">
              <p className="m-0 text-[1.2em] font-extrabold text-leaf-900">{answerText(question)}</p>
              <p className="m-0 mt-[0.3em]">{question.explanation}</p>
            </div>
          )}
          <div className="mt-auto flex flex-wrap items-center gap-[0.5em]">
            {!state.revealed ? (
              <button type="button" className="board-button btn-primary" onClick={show}>
                {words.show}
              </button>
            ) : (
              <>
                <span className="sr-only">{words.markHint}</span>
                {(teams.length > 0 ? teams : [null]).map((team, index) => (
                  <button
                    key={team?.name ?? 'class'}
                    type="button"
                    aria-pressed={state.marks[state.index]?.[index] ?? false}
                    className="board-button btn-secondary aria-pressed:bg-leaf-100"
                    onClick={() => mark(index)}
                  >
                    {team && <TeamShape team={team} />}
                    {team ? words.wasRight(team.name) : words.classWasRight}
                    <span aria-hidden="true">{state.marks[state.index]?.[index] ? ' ✓' : ''}</span>
                  </button>
                ))}
                <button type="button" className="board-button btn-primary ml-auto" onClick={goOn}>
                  {isLastQuestion(state, questions) ? words.results : words.next}
                </button>
              </>
            )}
          </div>
        </div>
      )}

      {state?.phase === 'results' && (
        <ClassResults state={state} questions={questions} teams={teams.length > 0 ? [...teams] : null} onAgain={() => setState(null)} onExit={onExit} />
      )}
    </BoardShell>
  );
}

function ClassResults({
  state,
  questions,
  teams,
  onAgain,
  onExit,
}: {
  state: ClassQuizState;
  questions: readonly QuizQuestion[];
  teams: ReturnType<typeof teamsFor>[number][] | null;
  onAgain: () => void;
  onExit: () => void;
}) {
  const results = classResults(state, questions);
  const best = classWinners(state, questions);
  const names = teams ? joinNames(best.map((team) => teams[team]?.name ?? '')) : 'The class';
  return (
    <div className="m-auto grid w-full max-w-[48em] gap-[0.7em] text-center">
      <h2 className="m-0 text-[1.9em] text-leaf-900">{words.resultsTitle}</h2>
      <p className="m-0 text-[1.2em] font-extrabold">{words.top(names, results[best[0] ?? 0]?.correct ?? 0, questions.length)}</p>
      <ul className="m-0 grid list-none gap-[0.5em] p-0">
        {results.map((result, index) => {
          const team = teams?.[index];
          return (
            <li key={team?.name ?? 'class'} className="flex flex-wrap items-center gap-[0.6em] rounded-[0.8em] bg-white p-[0.5em] text-left">
              {team ? <TeamName team={team} /> : <span className="font-extrabold">The class</span>}
              <span className="font-extrabold">{words.right(result.correct, result.total)}</span>
              <span className="basis-full">{result.message}</span>
            </li>
          );
        })}
      </ul>
      <p className="m-0">{words.thanks}</p>
      <div className="flex justify-center gap-[0.5em]">
        <button type="button" className="board-button btn-primary" onClick={onAgain}>
          {words.again}
        </button>
        <button type="button" className="board-button btn-secondary" onClick={onExit}>
          Back to the page
        </button>
      </div>
    </div>
  );
}
