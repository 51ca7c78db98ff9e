// The line above a game's arena: score, round, lives and time left, showing only what the game
// has. Each is plain text for a screen reader to find; none is a live region, because what
// changes is already said once by the frame's polite announcement.
import { secondsLeft, timeInWords, timeShort } from './phases';

export interface StatusBarProps {
  score: number;
  round?: { current: number; total: number };
  lives?: { left: number; total: number };
  /**
   * Time left in game milliseconds. The bar shows whole seconds, so a game that passes
   * `secondsLeft(ms) * 1000` from its store selector re-renders once a second, not every frame.
   * Null: the teacher chose No timer on the board.
   */
  timeLeftMs?: number | null;
}

// `game-status-pill`: board mode sets these in its largest type (src/index.css).
const pill = 'game-status-pill rounded-full px-4 py-1';

/** Score, round, lives and timer as pills; a missing prop shows nothing. */
export function StatusBar({ score, round, lives, timeLeftMs }: StatusBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-lg font-bold sm:text-xl">
      <p className={`${pill} bg-leaf-100 text-leaf-900`}>Score: {score}</p>
      {round && (
        <p className={`${pill} bg-grape-100 text-grape-700`}>
          Round {round.current} of {round.total}
        </p>
      )}
      {lives && <Lives left={lives.left} total={lives.total} />}
      {timeLeftMs === null && <p className={`${pill} bg-sky-100 text-sky-700`}>No timer</p>}
      {timeLeftMs !== undefined && timeLeftMs !== null && <Timer ms={timeLeftMs} />}
    </div>
  );
}

function Lives({ left, total }: { left: number; total: number }) {
  const kept = Math.min(Math.max(left, 0), total);
  return (
    <p className={`${pill} bg-coral-100 text-coral-700`}>
      <span role="img" aria-label={`${kept} of ${total} ${total === 1 ? 'life' : 'lives'} left`} className="tracking-widest">
        {'❤️'.repeat(kept)}
        {'🤍'.repeat(total - kept)}
      </span>
    </p>
  );
}

// role="timer" is aria-live off by default, and stays so: a region read aloud every second would
// drown out the game. The short clock is for the eye; its words, visually hidden, are what a
// screen reader reads when the player goes to the timer. No aria-label, which some screen readers
// would read instead of the words.
function Timer({ ms }: { ms: number }) {
  const low = secondsLeft(ms) <= 10;
  return (
    <p role="timer" className={`${pill} ${low ? 'bg-sun-100 text-ink' : 'bg-sky-100 text-sky-700'} tabular-nums`}>
      <span aria-hidden="true">⏱️ {timeShort(ms)}</span>
      <span className="sr-only">{timeInWords(ms)}</span>
    </p>
  );
}
