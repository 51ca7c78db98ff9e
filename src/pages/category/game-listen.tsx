// Read to me for the game open on this page (issue 35): its Listen reads the panel over the game
// (how to play, a round's or the game's results) while one shows, else the game's last message (a
// wrong drop's reason, a round's end), else its directions; R reads the directions at any time, as
// PBS KIDS games do. It lives on the page, not in the game's code, so that it adds nothing to a
// Play press: it reads what the game's frame shows and carries (game-frame.tsx's data-directions).
import { useEffect, type RefObject } from 'react';
import { directionBlocks, DIRECTIONS_KEY, gameReading } from '../../engine/game-reading';
import { ListenControls } from '../../reading/listen-controls';
import { blocksIn, listen, speechSupported } from '../../reading/read-aloud';
import { isReadingShortcut } from '../../reading/shortcut';

/** The game's directions as its frame carries them, one line each. */
const directionsOf = (frame: Element | null) => directionBlocks((frame?.getAttribute('data-directions') ?? '').split('\n').filter(Boolean));

/** The game's Listen and its R, for the game drawn inside `game`. */
export function GameListen({ game, name }: { game: RefObject<HTMLElement | null>; name: string }) {
  const frame = () => game.current?.querySelector('.game-frame') ?? null;
  // R, with focus in the game and not in a text field, reads the directions.
  useEffect(() => {
    if (!speechSupported()) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      const shown = game.current?.querySelector('.game-frame');
      if (!target || !shown?.contains(target)) return;
      const typing = !!target.closest('input, textarea, select, [contenteditable="true"]');
      if (isReadingShortcut(event, DIRECTIONS_KEY, typing)) void listen('game', directionsOf(shown), 'en');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [game]);
  const read = () => {
    const shown = frame();
    const panel = shown?.querySelector('[data-game-panel]') ?? null;
    const message = shown?.querySelector('[aria-live]')?.textContent?.trim() ?? '';
    const reading = gameReading(panel !== null, message);
    if (reading === 'panel') return blocksIn(panel);
    if (reading === 'message') return [{ key: 'game:message', text: message }];
    return directionsOf(shown);
  };
  return (
    <div className="needs-speech flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
      <ListenControls owner="game" read={read} name={name} takesOver />
      <span className="text-ink-soft">R reads the directions again.</span>
    </div>
  );
}
