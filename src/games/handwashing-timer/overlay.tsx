// The timer's controls and step list: real buttons and text beside the scene, for every player.
import { useStore } from 'zustand';
import type { GameSession, SessionView } from '../../engine/session';
import { useFields } from '../../engine/use-game';
import { DONE_MESSAGE, remainingMs, stepStatus, washSteps, type WashAction, type WashEvent, type WashState } from './logic';
import { PassportLine } from '../../engine/panels';

const buttonsFor: Record<WashState['phase'], { label: string; action: WashAction; primary?: boolean }[]> = {
  idle: [{ label: 'Start', action: { type: 'start' }, primary: true }],
  running: [{ label: 'Pause', action: { type: 'pause' }, primary: true }],
  paused: [
    { label: 'Resume', action: { type: 'resume' }, primary: true },
    { label: 'Reset', action: { type: 'reset' } },
  ],
  done: [{ label: 'Replay', action: { type: 'replay' }, primary: true }],
};

/** What to do, shown before a wash and read aloud by R and the game's Listen. */
export const DIRECTIONS = ['Wet your hands and add soap, then press Start and scrub along with the steps.'] as const;

export function HandwashingOverlay({ session }: { session: GameSession<WashState, WashAction, WashEvent> }) {
  // What the panel shows changes at most once a second: it subscribes to that, not to the clock.
  const phase = useStore(session.store, (view) => view.state.phase);
  const seconds = useStore(session.store, (view) => Math.ceil(remainingMs(view.state) / 1000));
  const statuses = useStore(
    session.store,
    useFields((view: SessionView<WashState>) => washSteps.map((_, index) => stepStatus(view.state, index))),
  );
  const currentStreak = useStore(session.store, (view) => view.state.currentStreak);
  const bestStreak = useStore(session.store, (view) => view.state.bestStreak);
  // The class wash-along on a board: the board's own Pause stops the clock, and no streak is kept.
  const classWash = useStore(session.store, (view) => view.state.classWash);
  const buttons = classWash ? buttonsFor[phase].filter(({ action }) => action.type === 'start' || action.type === 'replay') : buttonsFor[phase];

  return (
    <div className="flex flex-col gap-4">
      <p className="game-status-pill text-lg font-bold" role="timer" aria-label="Time left">
        {seconds} {seconds === 1 ? 'second' : 'seconds'} left
      </p>
      {phase === 'idle' && (
        <p>
          {DIRECTIONS[0]}
        </p>
      )}
      {phase === 'done' && (
        <div className="rounded-2xl bg-leaf-100 p-3 text-leaf-900">
          <p className="text-xl font-extrabold">
            {DONE_MESSAGE} <span className="block text-base font-semibold">Now rinse off the soap and dry your hands.</span>
          </p>
          <PassportLine />
        </div>
      )}
      <ol aria-label="Handwashing steps" className="grid gap-2">
        {washSteps.map((washStep, index) => {
          const status = statuses[index];
          return (
            <li
              key={washStep.id}
              aria-current={status === 'current' ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-2xl border-2 px-3 py-2 ${
                status === 'current' ? 'border-sky-700 bg-sky-100 font-extrabold' : status === 'done' ? 'border-leaf-200 bg-leaf-50 text-ink-soft' : 'border-gray-200 bg-white'
              }`}
            >
              <span aria-hidden="true" className="text-2xl">{status === 'done' ? '✅' : washStep.icon}</span>
              <span className={status === 'done' ? 'line-through' : undefined}>
                {washStep.text}
                {status === 'done' && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {phase === 'running' || phase === 'paused' ? (
        <p className="text-ink-soft">{washSteps[statuses.indexOf('current')]?.tip}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {buttons.map(({ label, action, primary }) => (
          <button
            key={label}
            type="button"
            className={`${primary ? 'btn-primary' : 'btn-secondary'} text-lg`}
            data-board-next={primary ? '' : undefined}
            onClick={() => session.dispatch(action)}
          >
            {label}
          </button>
        ))}
      </div>
      {!classWash && (
      <p className="flex flex-wrap gap-2 font-bold">
        <span className="rounded-full bg-sun-100 px-3 py-1">Current streak: {currentStreak}</span>
        <span className="rounded-full bg-grape-100 px-3 py-1 text-grape-700">Best streak: {bestStreak}</span>
      </p>
      )}
    </div>
  );
}
