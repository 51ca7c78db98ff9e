// The board's frame: what a game or the class quiz is shown in on a classroom board. It asks for
// fullscreen (and fills the window when the browser refuses), hides the rest of the site (header,
// footer, Back to top, any update card), sizes everything for the back of the room, and answers the
// teacher's keys (presenter-keys.ts). B or . covers the board; Escape (or Exit board mode) leaves,
// asking first when something is running. Loaded only when board mode is chosen.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { boardActionForKey, type BoardAction, type KeyContext } from './presenter-keys';

/**
 * The board's type size: 28 CSS px at 1920x1080, in the same proportion on every board (18.7 px at
 * 1280x720, 56 px at 3840x2160), whichever of width and height is the tighter.
 */
export const BOARD_FONT = 'min(calc(100vw * 28 / 1920), calc(100vh * 28 / 1080))';

export const boardWords = {
  exit: 'Exit board mode',
  askTitle: 'Leave board mode?',
  askText: 'The game is paused. You can go back to it, or leave the board and return to the page.',
  keepPlaying: 'Keep playing',
  leave: 'Leave board mode',
  covered: 'The board is covered',
  uncover: 'Show the board',
} as const;

export interface BoardShellProps {
  title: string;
  /** Something is running (a game's clock): leaving pauses it and asks first. */
  running: boolean;
  keys: KeyContext;
  /** The teacher's actions other than covering and leaving, which the shell handles itself. */
  onAction: (action: Exclude<BoardAction, { type: 'blank' } | { type: 'exit' }>) => void;
  /** Pauses what is running (before covering the board or asking to leave). */
  onPause?: () => void;
  onExit: () => void;
  /** The newest sentence for the board's polite live region. */
  announcement: string;
  /** The teacher's own buttons in the board's bar, before Exit board mode (Pause, Sound). */
  controls?: ReactNode;
  /**
   * The bar as a column at the board's right (a game: the arena then has the board's whole height,
   * and a 16:10 game on a 16:9 board leaves that side free anyway); otherwise a row along the top.
   */
  rail?: boolean;
  children: ReactNode;
}

export function BoardShell({ title, running, keys, onAction, onPause, onExit, announcement, controls, rail = false, children }: BoardShellProps) {
  const root = useRef<HTMLDivElement>(null);
  const [covered, setCovered] = useState(false);
  const [asking, setAsking] = useState(false);
  const latest = useRef({ running, keys, onAction, onPause, onExit, covered, asking });
  useEffect(() => {
    latest.current = { running, keys, onAction, onPause, onExit, covered, asking };
  });

  const leave = () => {
    const now = latest.current;
    if (now.running && !now.asking) {
      now.onPause?.();
      setAsking(true);
    } else {
      now.onExit();
    }
  };

  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-board', '');
    // A board that refuses fullscreen still gets the whole window (the shell is fixed over it).
    void root.current?.requestFullscreen?.().catch(() => {});
    root.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const now = latest.current;
      const action = boardActionForKey(event.key, now.keys);
      if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
      // Space and Enter stay with a focused button, as everywhere else.
      const onButton = (event.target as Element | null)?.closest?.('button');
      if (onButton && (event.key === ' ' || event.key === 'Enter')) return;
      event.preventDefault();
      if (action.type === 'exit') {
        if (now.asking) setAsking(false);
        else leave();
      } else if (action.type === 'blank') {
        if (!now.covered) now.onPause?.();
        setCovered(!now.covered);
      } else if (now.covered) {
        setCovered(false);
      } else if (!now.asking) {
        now.onAction(action);
      }
    };
    // Leaving fullscreen with the browser's own Escape is a wish to leave too.
    const onFullscreen = () => {
      if (!document.fullscreenElement && latest.current.running) leave();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
      html.removeAttribute('data-board');
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
    // Once: the listeners read the newest props through `latest`.
  }, []);

  const style: CSSProperties = { fontSize: BOARD_FONT };
  return createPortal(
    <div ref={root} role="region" aria-label={`${title} on the board`} tabIndex={-1} className="board" data-rail={rail ? '' : undefined} style={style}>
      <div className="board-bar">
        <p className="board-title m-0 font-extrabold text-leaf-900">{title}</p>
        {controls}
        <button type="button" className="board-button btn-secondary" onClick={leave}>
          {boardWords.exit}
        </button>
      </div>
      <div className="board-body">{children}</div>
      {covered && (
        <div className="board-cover">
          <p className="m-0">{boardWords.covered}</p>
          <button type="button" className="board-button btn-secondary" onClick={() => setCovered(false)} autoFocus>
            {boardWords.uncover}
          </button>
        </div>
      )}
      {asking && (
        <div role="alertdialog" aria-labelledby="board-ask-title" aria-describedby="board-ask-text" className="board-cover bg-white/95 text-ink">
          <h2 id="board-ask-title" className="m-0 text-[1.7em]">
            {boardWords.askTitle}
          </h2>
          <p id="board-ask-text" className="m-0 max-w-[30em] text-center">
            {boardWords.askText}
          </p>
          <div className="flex gap-[0.6em]">
            <button type="button" className="board-button btn-primary" onClick={() => setAsking(false)} autoFocus>
              {boardWords.keepPlaying}
            </button>
            <button type="button" className="board-button btn-secondary" onClick={() => onExit()}>
              {boardWords.leave}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>,
    document.body,
  );
}
