// The wheel's accessible twin: one real button over each slice (tap, click, Enter or Space), the
// arrow keys moving between them, and the chosen feeling's tip in words.
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { arrowKeyActions } from '../../engine/arrow-keys';
import { PassportLine } from '../../engine/panels';
import type { GameSession } from '../../engine/session';
import { emotions, type WheelAction, type WheelEvent, type WheelState } from './logic';
import { SLICE_BUTTON_SIZE, sliceCentre, type WheelLayout } from './layout';

type WheelSession = GameSession<WheelState, WheelAction, WheelEvent>;

const keyActions = arrowKeyActions<WheelAction>({ type: 'focusNext' }, { type: 'focusPrevious' });

export function WheelButtons({ session, layout }: { session: WheelSession; layout: WheelLayout }) {
  const state = useStore(session.store, (view) => view.state);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) buttons.current[state.focusIndex]?.focus();
    moved.current = false;
  }, [state.focusIndex]);

  return (
    <div role="group" aria-label="Emotion wheel" className="absolute inset-0">
      {emotions.map((emotion, index) => {
        const centre = sliceCentre(index, layout);
        return (
          <button
            key={emotion.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === state.focusIndex ? 0 : -1}
            aria-pressed={state.selectedId === emotion.id}
            onClick={() => session.dispatch({ type: 'select', id: emotion.id })}
            onKeyDown={(event) => {
              const action = keyActions[event.key];
              if (!action) return;
              event.preventDefault();
              moved.current = true;
              session.dispatch(action);
            }}
            className="game-piece absolute -translate-x-1/2 -translate-y-1/2 rounded-full focus-visible:outline-8"
            style={{ left: centre.x, top: centre.y, width: SLICE_BUTTON_SIZE, height: SLICE_BUTTON_SIZE }}
          >
            <span className="game-piece-label sr-only">{emotion.name}</span>
          </button>
        );
      })}
    </div>
  );
}

/** What to do, shown beside the wheel and read aloud by R and the game's Listen. */
export const DIRECTIONS = [
  'Which feeling is closest to yours right now? Tap it on the wheel, or use the arrow keys and Enter.',
  'Every feeling is okay. If a feeling is big or stays a long time, talk to a trusted adult.',
] as const;

export function TipPanel({ session }: { session: WheelSession }) {
  const selectedId = useStore(session.store, (view) => view.state.selectedId);
  const chosen = emotions.find((emotion) => emotion.id === selectedId);
  return (
    <div className="rounded-3xl border-4 p-5" style={{ borderColor: chosen?.colourHex ?? '#bbf7d0' }}>
      {chosen ? (
        <>
          <h4 className="flex items-center gap-3 text-3xl font-extrabold text-leaf-900">
            <span aria-hidden="true" className="text-5xl">{chosen.icon}</span>
            Feeling {chosen.name.toLowerCase()}
          </h4>
          <p className="mt-3 text-xl">{chosen.tip}</p>
        </>
      ) : (
        <p className="text-xl">
          {DIRECTIONS[0]}
        </p>
      )}
      <p className="mt-4 text-ink-soft">
        {DIRECTIONS[1]}
      </p>
      {/* A wheel has no results screen: the feelings explored are in the passport from the first one. */}
      {chosen && <PassportLine />}
    </div>
  );
}
