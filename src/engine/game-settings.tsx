// The frame's settings: Relaxed, Calm motion, the game's one Sound switch and Fullscreen. On a
// phone they fold behind one Settings button, so that the game's controls take one or two rows
// and the arena most of the screen; from 640 px wide they sit in the toolbar, always shown.
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { preferences, type GameSound } from './preferences';

export interface GameSettingsProps {
  sound: GameSound;
  relaxable: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  /** Whether the game is in board mode, and how to move it there (src/engine/board-game-frame.tsx). */
  board: boolean;
  onBoard: () => void;
}

export function GameSettings({ sound, relaxable, fullscreen, onToggleFullscreen, board, onBoard }: GameSettingsProps) {
  const prefs = useStore(preferences.store);
  const soundOn = preferences.soundOn(sound, prefs);
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <>
      <button type="button" className="btn-secondary sm:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">⚙️</span> Settings
      </button>
      <div id={id} className={`${open ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-2 sm:flex sm:w-auto`}>
        {relaxable && (
          <label className="game-switch">
            <input type="checkbox" role="switch" checked={prefs.relaxed} onChange={(event) => preferences.set('relaxed', event.target.checked)} />
            Relaxed (more time)
          </label>
        )}
        <label className="game-switch">
          <input type="checkbox" role="switch" checked={prefs.calmMotion} onChange={(event) => preferences.set('calmMotion', event.target.checked)} />
          Calm motion
        </label>
        <button type="button" className="btn-secondary" aria-pressed={soundOn} onClick={() => preferences.setSoundOn(sound, !soundOn)}>
          <span aria-hidden="true">{soundOn ? '🔊' : '🔇'}</span> Sound
        </button>
        <button type="button" className="btn-secondary" onClick={onToggleFullscreen}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d={fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
          </svg>
          {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        </button>
        <label className="game-switch">
          <input type="checkbox" role="switch" checked={board} onChange={(event) => event.target.checked && onBoard()} />
          Board mode
        </label>
      </div>
    </>
  );
}
