// The card every between-play panel shares (how to play, round complete, results): a heading,
// its content, one main button that takes focus when the panel appears, and optional others.
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A further button on a panel, beside the main one (e.g. Explore Careers). */
export interface PanelAction {
  label: string;
  onClick: () => void;
}

export interface GamePanelProps {
  title: string;
  mainLabel: string;
  onMain: () => void;
  actions?: readonly PanelAction[];
  children?: ReactNode;
}

/**
 * A named region, not a dialog: the panel is part of the game, not modal, and the frame's own
 * controls (Close Game, Sound) stay reachable by Tab, so focus is moved in but never trapped.
 * On a small screen the card sits below the arena, where it has room; from lg up it covers the
 * arena like the frame's Paused notice.
 */
export function GamePanel({ title, mainLabel, onMain, actions = [], children }: GamePanelProps) {
  const headingId = useId();
  const main = useRef<HTMLButtonElement>(null);

  // The panel replaces what the player was acting on (the arena's buttons have gone), so its
  // main button is where they go next.
  // On a classroom board the panel covers the arena and is read from its top, so the focus moving
  // to its button must not scroll its first lines away.
  useEffect(() => {
    main.current?.focus({ preventScroll: !!main.current.closest('.board') });
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      // The game's Listen reads the panel while it shows (game-frame.tsx), all of its words.
      data-game-panel=""
      data-read-all=""
      className="mt-3 lg:absolute lg:inset-0 lg:mt-0 lg:flex lg:items-center lg:justify-center lg:rounded-2xl lg:bg-white/80 lg:p-4"
    >
      <div className="w-full rounded-2xl border-4 border-sun-300 bg-white p-4 text-center text-lg text-ink shadow-lg sm:p-6 lg:max-h-full lg:max-w-2xl lg:overflow-y-auto">
        <h3 id={headingId} className="text-2xl sm:text-3xl">
          {title}
        </h3>
        {children}
        <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
          <button ref={main} type="button" className="btn-primary text-xl" onClick={onMain} data-board-next="">
            {mainLabel}
          </button>
          {actions.map((action) => (
            <button key={action.label} type="button" className="btn-secondary text-xl" onClick={action.onClick}>
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
