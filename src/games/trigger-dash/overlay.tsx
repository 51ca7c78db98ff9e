// Trigger Dash's accessible twin of the scene: a real button over every live icon (tap, click,
// Enter or Space), arrow keys moving the selection between them, the score and timer in words,
// and the instructions and results panels.
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useStore } from 'zustand';
import { arrowKeyActions } from '../../engine/arrow-keys';
import { afterUiDelay } from '../../engine/ui-timer';
import type { GameSession } from '../../engine/session';
import {
  arenaOrder,
  describe,
  endMessage,
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
import { BUBBLE_RADIUS, itemCentre } from './scene';

type DashSession = GameSession<TriggerDashState, TriggerDashAction, TriggerDashEvent>;

const keyActions = arrowKeyActions<TriggerDashAction>({ type: 'selectNext' }, { type: 'selectPrevious' });

const BUTTON_SIZE = (BUBBLE_RADIUS + 14) * 2;

/** One button per live icon, placed over its bubble; focus follows the keyboard selection. */
export function ItemButtons({ session, arenaRef }: { session: DashSession; arenaRef: RefObject<HTMLDivElement | null> }) {
  // Only the icons and the selection: the clock moves every frame, and these buttons need not follow it.
  const items = useStore(session.store, (view) => view.state.items);
  const selectedId = useStore(session.store, (view) => view.state.selectedId);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // Whether the player is in the arena: then focus moves with the selection as icons come and go.
  const inside = useRef(false);
  const order = arenaOrder(items);
  const tabbable = selectedId ?? order[0]?.id ?? null;

  // Start Game has gone from under the player's focus: the arena takes it.
  useEffect(() => {
    if (document.activeElement !== document.body) return;
    inside.current = true;
    arenaRef.current?.focus();
  }, [arenaRef]);

  useLayoutEffect(() => {
    const arena = arenaRef.current;
    if (!inside.current || !arena) return;
    const active = document.activeElement;
    const selected = selectedId === null ? undefined : buttons.current.get(selectedId);
    if (selected && active === selected) return;
    if (selected) selected.focus();
    else if (!arena.contains(active) || active === document.body) arena.focus();
  }, [arenaRef, selectedId, items]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    inside.current = true;
    const id = Number((event.target as HTMLElement).dataset.id);
    // Focus from the keyboard (Tab) selects the icon; a tap or click acts on its own.
    if (Number.isInteger(id) && (event.target as HTMLElement).matches(':focus-visible')) session.dispatch({ type: 'select', id });
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && arenaRef.current?.contains(to)) return;
    const from = event.target;
    // A button that vanishes under the focus (its icon expired or was tapped) does not mean the
    // player left; moving focus elsewhere, or clicking outside, does.
    afterUiDelay(0, () => {
      if (from.isConnected || to) inside.current = arenaRef.current?.contains(document.activeElement) ?? false;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = keyActions[event.key];
    if (action) {
      event.preventDefault();
      inside.current = true;
      session.dispatch(action);
    } else if ((event.key === 'Enter' || event.key === ' ') && event.target === arenaRef.current) {
      event.preventDefault();
      session.dispatch({ type: 'activateSelected' });
    }
  };

  return (
    <div
      ref={arenaRef}
      role="group"
      aria-label="Trigger Dash arena"
      tabIndex={-1}
      className="absolute inset-0 outline-offset-4"
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {order.map((item) => {
        const { x, y } = itemCentre(item);
        return (
          <button
            key={item.id}
            ref={(element) => {
              if (element) buttons.current.set(item.id, element);
              else buttons.current.delete(item.id);
            }}
            type="button"
            data-id={item.id}
            tabIndex={item.id === tabbable ? 0 : -1}
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

/** Score, time left, and what the last tap was about. */
export function Scoreboard({ session }: { session: DashSession }) {
  // Whole seconds, so that the board re-renders once a second rather than every frame.
  const phase = useStore(session.store, (view) => view.state.phase);
  const score = useStore(session.store, (view) => view.state.score);
  const seconds = useStore(session.store, (view) => Math.ceil(view.state.timeLeftMs / 1000));
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
    <div className="flex flex-wrap items-center gap-2 text-lg font-bold">
      <p className="rounded-full bg-leaf-100 px-4 py-1 text-leaf-900">Score: {score}</p>
      <p role="timer" aria-label="Time left" className="rounded-full bg-sky-100 px-4 py-1 text-sky-700">
        {seconds} {seconds === 1 ? 'second' : 'seconds'} left
      </p>
      {phase === 'playing' && lastTap && (
        <p className={`min-w-0 flex-1 basis-72 text-base ${lastTap.item.type === 'safe' ? 'text-leaf-800' : 'text-coral-700'}`}>
          <span aria-hidden="true">{itemKinds[lastTap.item.kind].emoji} </span>
          {describe(lastTap)}
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

/** The instructions before a game and the results after it, with Start Game or Play Again. */
export function DashPanel({ session }: { session: DashSession }) {
  const phase = useStore(session.store, (view) => view.state.phase);
  const score = useStore(session.store, (view) => view.state.score);
  const options = useStore(session.store, (view) => view.state.options);
  const button = useRef<HTMLButtonElement>(null);
  const seconds = gameMs(options) / 1000;
  const ended = phase === 'ended';

  // When the game ends under the player's focus, Play Again takes it.
  useEffect(() => {
    if (ended && (document.activeElement === document.body || document.activeElement === null)) button.current?.focus();
  }, [ended]);

  if (phase === 'playing') return null;
  return (
    <div className="mt-3 rounded-2xl border-4 border-sun-300 bg-white p-4 lg:absolute lg:bottom-[7%] lg:left-1/2 lg:mt-0 lg:w-[34rem] lg:-translate-x-1/2 lg:shadow-lg">
      {ended ? (
        <>
          <h4 className="text-3xl font-extrabold text-leaf-900">Your results</h4>
          <p className="mt-2 text-2xl font-bold">You scored {score} {score === 1 ? 'point' : 'points'}.</p>
          <p className="mt-2 text-xl">{endMessage(score)}</p>
          <p className="mt-2 text-ink-soft">
            Remember: water, a face mask, soap and rest help you stay well. Smoke, pet dander, pollen and dust can set off allergies
            and asthma.
          </p>
        </>
      ) : (
        <>
          <h4 className="text-2xl font-extrabold text-leaf-900">How to play</h4>
          <p className="mt-1">
            Icons pop up in the park for a moment. Tap the ones that keep you well, and skip the triggers that can set off allergies
            and asthma.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <ItemList title={`Tap these: +${SAFE_POINTS}`} kinds={safeKinds} />
            <ItemList title={`Skip these: -${TRIGGER_PENALTY} if tapped`} kinds={triggerKinds} />
          </div>
          <p className="mt-3 text-ink-soft">
            You have {seconds} seconds. With a keyboard: Tab to the icons, arrow keys to move, Enter or Space to tap, P to pause.
          </p>
        </>
      )}
      <button
        ref={button}
        type="button"
        className="btn-primary mt-4 text-xl"
        onClick={() => session.dispatch(ended ? { type: 'playAgain' } : { type: 'start' })}
      >
        {ended ? 'Play Again' : 'Start Game'}
      </button>
    </div>
  );
}
