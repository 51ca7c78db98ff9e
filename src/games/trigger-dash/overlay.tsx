// Trigger Dash's accessible twin of the scene: a real button over every live icon (tap, click,
// Enter or Space), arrow keys moving the selection between them (the engine's roving focus), the
// engine's status bar, and its How to play and Results panels with the game's words.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { arrowKeyActions } from '../../engine/arrow-keys';
import { HowToPlayPanel, ResultsPanel } from '../../engine/panels';
import { useRovingFocus } from '../../engine/roving-focus';
import type { GameSession } from '../../engine/session';
import { secondsLeft } from '../../engine/phases';
import { StatusBar } from '../../engine/status-bar';
import { BUTTON_SIZE, type DashLayout } from './layout';
import {
  gameMs,
  itemKinds,
  SAFE_POINTS,
  safeKinds,
  TRIGGER_PENALTY,
  triggerKinds,
  type TriggerDashAction,
  type TriggerDashEvent,
  type TriggerDashState,
} from './logic';
import { arenaOrder } from './arena';
import { announce, endMessage } from './copy';

type DashSession = GameSession<TriggerDashState, TriggerDashAction, TriggerDashEvent>;

const keyActions = arrowKeyActions<TriggerDashAction>({ type: 'selectNext' }, { type: 'selectPrevious' });

/** One button per live icon, placed over its bubble; focus follows the keyboard selection. */
export function ItemButtons({ session, layout }: { session: DashSession; layout: DashLayout }) {
  // Only the icons and the selection: the clock moves every frame, and these buttons need not follow it.
  const items = useStore(session.store, (view) => view.state.items);
  const selectedId = useStore(session.store, (view) => view.state.selectedId);
  const order = arenaOrder(items);
  const { groupProps, buttonProps, enter, groupRef } = useRovingFocus({
    keys: order.map((item) => item.id),
    selected: selectedId,
    // Focus from the keyboard (Tab) selects the icon; a tap or click acts on its own.
    onFocusKey: (id, fromKeyboard) => {
      if (fromKeyboard) session.dispatch({ type: 'select', id });
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = keyActions[event.key];
    if (action) {
      event.preventDefault();
      enter();
      session.dispatch(action);
    } else if ((event.key === 'Enter' || event.key === ' ') && event.target === groupRef.current) {
      event.preventDefault();
      session.dispatch({ type: 'activateSelected' });
    }
  };

  return (
    <div {...groupProps} role="group" aria-label="Trigger Dash arena" className="absolute inset-0 outline-offset-4" onKeyDown={onKeyDown}>
      {order.map((item) => {
        const { x, y } = layout.place(item);
        return (
          <button
            key={item.id}
            {...buttonProps(item.id)}
            type="button"
            data-id={item.id}
            aria-current={item.id === selectedId ? 'true' : undefined}
            onClick={() => session.dispatch({ type: 'tap', id: item.id })}
            className="game-piece absolute -translate-x-1/2 -translate-y-1/2 touch-manipulation rounded-full focus-visible:outline-8 focus-visible:outline-offset-0"
            style={{ left: x, top: y, width: BUTTON_SIZE, height: BUTTON_SIZE }}
          >
            <span className="game-piece-label sr-only">{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The status bar (score, time left) and what the last tap was about. */
export function Scoreboard({ session }: { session: DashSession }) {
  const phase = useStore(session.store, (view) => view.state.phase);
  const score = useStore(session.store, (view) => view.state.score);
  // Whole seconds, so that the bar re-renders once a second rather than every frame.
  const timeLeftMs = useStore(session.store, (view) => secondsLeft(view.state.timeLeftMs) * 1000);
  const [lastTap, setLastTap] = useState<Extract<TriggerDashEvent, { type: 'tapped' }> | null>(null);

  useEffect(
    () =>
      session.onEvents((events) => {
        for (const event of events) {
          if (event.type === 'tapped') setLastTap(event);
          if (event.type === 'started') setLastTap(null);
        }
      }),
    [session],
  );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBar score={score} timeLeftMs={timeLeftMs} />
      {phase === 'playing' && lastTap && (
        <p className={`min-w-0 flex-1 basis-72 text-base font-bold ${lastTap.item.type === 'safe' ? 'text-leaf-800' : 'text-coral-700'}`}>
          <span aria-hidden="true">{itemKinds[lastTap.item.kind].emoji} </span>
          {announce(lastTap)}
        </p>
      )}
    </div>
  );
}

function ItemList({ title, kinds }: { title: string; kinds: readonly (keyof typeof itemKinds)[] }) {
  return (
    <div>
      <p className="font-extrabold">{title}</p>
      <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
        {kinds.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-2xl">{itemKinds[kind].emoji}</span>
            {itemKinds[kind].label}
          </li>
        ))}
      </ul>
    </div>
  );
}

const names = (kinds: readonly (keyof typeof itemKinds)[]) => kinds.map((kind) => itemKinds[kind].label).join(', ');

/**
 * How to play, read aloud by R and the game's Listen. How to play shows lines 0 and 3 as they are,
 * and lines 1 and 2 as the two lists of icons.
 */
export function directions(options: Parameters<typeof gameMs>[0]): [string, string, string, string] {
  return [
    'Icons pop up in the park for a moment. Tap the ones that keep you well, and skip the triggers that can set off allergies and asthma.',
    `Tap these for ${SAFE_POINTS} point each: ${names(safeKinds)}.`,
    `Skip these, or lose ${TRIGGER_PENALTY} if tapped: ${names(triggerKinds)}.`,
    `You have ${gameMs(options) / 1000} seconds. With a keyboard: Tab to the icons, arrow keys to move, Enter or Space to tap, P to pause.`,
  ];
}

/** The instructions before a game and the results after it, on the engine's panels. */
export function DashPanel({ session }: { session: DashSession }) {
  const phase = useStore(session.store, (view) => view.state.phase);
  const score = useStore(session.store, (view) => view.state.score);
  const options = useStore(session.store, (view) => view.state.options);
  const lines = directions(options);

  if (phase === 'playing') return null;
  if (phase === 'ended') {
    return (
      <ResultsPanel message={endMessage(score)} totals={[{ label: 'Your score', value: score }]} onPlayAgain={() => session.dispatch({ type: 'playAgain' })}>
        <p className="text-center text-ink-soft">
          Remember: water, a face mask, soap and rest help you stay well. Smoke, pet dander, pollen and dust can set off allergies and
          asthma.
        </p>
      </ResultsPanel>
    );
  }
  return (
    <HowToPlayPanel onStart={() => session.dispatch({ type: 'start' })}>
      <p>
        {lines[0]}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <ItemList title={`Tap these: +${SAFE_POINTS}`} kinds={safeKinds} />
        <ItemList title={`Skip these: -${TRIGGER_PENALTY} if tapped`} kinds={triggerKinds} />
      </div>
      <p className="mt-3 text-ink-soft">
        {lines[3]}
      </p>
    </HowToPlayPanel>
  );
}
