// The timer's controls and step list: real buttons and text beside the scene, for every player.
import { useStore } from 'zustand';
import type { GameSession } from '../../engine/session';
import { DONE_MESSAGE, remainingMs, stepStatus, washSteps, type WashAction, type WashEvent, type WashState } from './logic';

const buttonsFor: Record<WashState['phase'], { label: string; action: WashAction; primary?: boolean }[]> = {
  idle: [{ label: 'Start', action: { type: 'start' }, primary: true }],
  running: [{ label: 'Pause', action: { type: 'pause' }, primary: true }],
  paused: [
    { label: 'Resume', action: { type: 'resume' }, primary: true },
    { label: 'Reset', action: { type: 'reset' } },
  ],
  done: [{ label: 'Replay', action: { type: 'replay' }, primary: true }],
};

export function HandwashingOverlay({ session }: { session: GameSession<WashState, WashAction, WashEvent> }) {
  const state = useStore(session.store, (view) => view.state);
  const seconds = Math.ceil(remainingMs(state) / 1000);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-bold" role="timer" aria-label="Time left">
        {seconds} {seconds === 1 ? 'second' : 'seconds'} left
      </p>
      {state.phase === 'idle' && <p>Wet your hands and add soap, then press Start and scrub along with the steps.</p>}
      {state.phase === 'done' && (
        <p className="rounded-2xl bg-leaf-100 p-3 text-xl font-extrabold text-leaf-900">
          {DONE_MESSAGE} <span className="block text-base font-semibold">Now rinse off the soap and dry your hands.</span>
        </p>
      )}
      <ol aria-label="Handwashing steps" className="grid gap-2">
        {washSteps.map((washStep, index) => {
          const status = stepStatus(state, index);
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
      {state.phase === 'running' || state.phase === 'paused' ? (
        <p className="text-ink-soft">{washSteps.find((_, index) => stepStatus(state, index) === 'current')?.tip}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {buttonsFor[state.phase].map(({ label, action, primary }) => (
          <button key={label} type="button" className={`${primary ? 'btn-primary' : 'btn-secondary'} text-lg`} onClick={() => session.dispatch(action)}>
            {label}
          </button>
        ))}
      </div>
      <p className="flex flex-wrap gap-2 font-bold">
        <span className="rounded-full bg-sun-100 px-3 py-1">Current streak: {state.currentStreak}</span>
        <span className="rounded-full bg-grape-100 px-3 py-1 text-grape-700">Best streak: {state.bestStreak}</span>
      </p>
    </div>
  );
}
