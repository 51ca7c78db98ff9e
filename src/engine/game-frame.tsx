// The frame around every game: its controls (pause, Relaxed, calm motion, the game's one sound
// switch, fullscreen, board mode, close), the pause and lost-picture notices over the panel, and the
// polite live region. On a classroom board the game moves into board mode's frame
// (board-game-frame.tsx), whose code loads only then.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { GameSettings } from './game-settings';
import { usePauseTriggers } from './pause-keys';
import type { GameSession } from './session';
import type { GameSetup } from './use-game';
import type { BoardGameFrameProps } from './board-game-frame';
import { notePlays } from '../passport/note';

export interface GameFrameProps<State, Action, Event> {
  /** The game's title, its sound and whether it offers Relaxed. */
  game: Pick<GameSetup<State, Action, Event>, 'title' | 'sound' | 'relaxable' | 'create' | 'board' | 'directions' | 'passport'>;
  session: GameSession<State, Action, Event>;
  /** Timed games get Pause (button, P, hidden tab) from the frame. */
  pausable: boolean;
  /** Whether time is running now (the frame's Pause is offered only then). */
  running: boolean;
  onClose: () => void;
  /** Opened with Play on the board: straight into board mode. */
  board?: boolean;
  /** The game's seed (use-game.ts), so that every team on the board meets the same game. */
  seed: number;
  /** Renders the game; told when the graphics context is lost or restored. */
  children: (onContextLost: (lost: boolean) => void) => ReactNode;
}

type BoardFrame = <State, Action, Event>(props: BoardGameFrameProps<State, Action, Event>) => ReactNode;

export function GameFrame<State, Action, Event>({ game, session, pausable, running, onClose, board = false, seed, children }: GameFrameProps<State, Action, Event>) {
  const { title, relaxable } = game;
  const [onBoard, setOnBoard] = useState(board);
  const [BoardGameFrame, setBoardGameFrame] = useState<BoardFrame | null>(null);
  const [boardFailed, setBoardFailed] = useState(false);
  const frameRef = useRef<HTMLElement>(null);
  const paused = useStore(session.store, (view) => view.paused);
  const announcement = useStore(session.store, (view) => view.announcement);
  const [contextLost, setContextLost] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  // Board mode's code, once it is asked for; without it (a dropped connection) the game stays here, told so.
  useEffect(() => {
    if (!onBoard || BoardGameFrame) return;
    let current = true;
    import('./board-game-frame').then(
      (module) => current && setBoardGameFrame(() => module.BoardGameFrame as BoardFrame),
      () => {
        if (!current) return;
        setOnBoard(false);
        setBoardFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [onBoard, BoardGameFrame]);

  // What the player did goes to their passport, on this device. Board mode plays the class's turns in
  // this same session, and a class's game is no one child's, so nothing is noted on the board.
  const { passport } = game;
  useEffect(() => (onBoard ? undefined : session.onEvents(notePlays(passport))), [onBoard, session, passport]);

  usePauseTriggers(
    !onBoard && pausable && running,
    () => session.setPaused(!session.store.getState().paused),
    () => session.setPaused(true),
  );

  useEffect(() => {
    // A panel that opens with the game (How to play) has already put focus on its main button.
    if (!frameRef.current?.contains(document.activeElement)) frameRef.current?.focus();
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onContextLost = (lost: boolean) => {
    setContextLost(lost);
    if (lost) session.setPaused(true);
    else if (!pausable) session.setPaused(false);
  };

  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    const request = document.fullscreenElement ? document.exitFullscreen() : frame.requestFullscreen?.();
    void request?.catch(() => {});
  };

  if (onBoard && BoardGameFrame) {
    return (
      <BoardGameFrame game={game} session={session} running={running} seed={seed} onLeave={() => setOnBoard(false)}>
        {children}
      </BoardGameFrame>
    );
  }

  return (
    <section
      ref={frameRef}
      tabIndex={-1}
      aria-label={title}
      // What Read to me reads with R and the game's Listen (game-reading.ts), one line each.
      data-directions={game.directions(session.store.getState().state).join('\n')}
      className="game-frame mt-6 rounded-3xl border-4 border-leaf-700 bg-white p-3 shadow-md sm:p-4">
      <div role="toolbar" aria-label="Game controls" className="flex flex-wrap items-center gap-2">
        {pausable && (
          <button type="button" className="btn-secondary" onClick={() => session.setPaused(!paused)} disabled={!running || contextLost}>
            <span aria-hidden="true">{paused ? '▶️' : '⏸️'}</span> {paused ? 'Resume' : 'Pause'}
          </button>
        )}
        <GameSettings
          sound={game.sound}
          relaxable={relaxable}
          fullscreen={fullscreen}
          onToggleFullscreen={toggleFullscreen}
          board={onBoard}
          onBoard={() => {
            setBoardFailed(false);
            setOnBoard(true);
          }}
        />
        <button type="button" className="btn-primary ml-auto" onClick={onClose}>
          Close Game
        </button>
      </div>

      {boardFailed && (
        <p role="alert" className="mt-2 font-bold text-coral-700">
          Board mode could not load. Check your connection, then turn Board mode on again. The game goes on here.
        </p>
      )}
      <div className="relative mt-3">
        {children(onContextLost)}
        {contextLost && (
          <div role="alert" className="game-notice">
            <p className="text-2xl font-extrabold">The game's picture was lost</p>
            <p>Your game is paused. It will come back by itself in a moment.</p>
          </div>
        )}
        {paused && !contextLost && (
          <div className="game-notice">
            <p className="text-3xl font-extrabold">Paused</p>
            <button type="button" className="btn-primary text-xl" onClick={() => session.setPaused(false)}>
              <span aria-hidden="true">▶️</span> Resume
            </button>
          </div>
        )}
      </div>

      <div aria-live="polite" className="sr-only">
        {/* A no-break space on every other sentence, so that the same words said twice are read twice. */}
        {announcement.text + (announcement.count % 2 ? '\u00a0' : '')}
      </div>
    </section>
  );
}
