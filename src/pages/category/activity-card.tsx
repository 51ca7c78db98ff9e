import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { takeEarlyPress } from '../../lib/before-app';
import { useHoldUpdates } from '../../lib/app-update';
import type { ActivityEntry } from '../../games/registry';
import type { GameProps } from '../../games/types';
import { GameListen } from './game-listen';

type Loading =
  | { status: 'closed' }
  | { status: 'loading'; board: boolean }
  | { status: 'failed'; offline: boolean }
  | { status: 'open'; Game: ComponentType<GameProps>; board: boolean };

/** Pixi's device checks, which would otherwise hold up the first frame after Play. */
const warmUpRenderer = () =>
  import('../../engine/pixi-renderer.js').then(
    ({ warmUpWebGL }) => warmUpWebGL(),
    () => undefined,
  );

const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 4000 }) : requestAnimationFrame(run));

/** Whether the visitor asked to save data (the Save-Data setting), when the browser says. */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Fetches the game's code while its card is on screen and the page has nothing else to do, so a
 * Play press finds it ready; not when the visitor saves data, and never before the card is seen.
 */
function usePrefetchWhenSeen(card: RefObject<HTMLElement | null>, load: ActivityEntry['load']) {
  useEffect(() => {
    const element = card.current;
    if (!element || savingData() || !('IntersectionObserver' in window)) return;
    let idle = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The code first; then, in the next idle moment, the checks that need it.
      const fetchGame = () =>
        void load().then(
          () => {
            idle = whenIdle(() => void warmUpRenderer());
          },
          () => {},
        );
      idle = whenIdle(fetchGame);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if ('cancelIdleCallback' in window) cancelIdleCallback(idle);
    };
  }, [card, load]);
}

/**
 * The category's game: Play Game loads it (Pixi comes only then; sounds with the first one played)
 * and opens it here; Play on the board opens it straight in board mode, for a classroom board.
 */
export function ActivityCard({ activity }: { activity: ActivityEntry }) {
  const [game, setGame] = useState<Loading>({ status: 'closed' });
  const playRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const { load } = activity;
  usePrefetchWhenSeen(cardRef, load);
  // A new version of the site is not offered in the middle of a game.
  useHoldUpdates(game.status === 'loading' || game.status === 'open');

  const boardRef = useRef<HTMLButtonElement>(null);
  const gameRef = useRef<HTMLDivElement>(null);
  const play = async (board: boolean) => {
    setGame({ status: 'loading', board });
    try {
      const { default: Game } = await load();
      setGame({ status: 'open', Game, board });
    } catch {
      setGame({ status: 'failed', offline: !navigator.onLine });
    }
  };

  // Play pressed before the app arrived (the page's loader kept the press): open the game now.
  const earlyPress = `play-${activity.id}`;
  const earlyBoardPress = `board-${activity.id}`;
  useEffect(() => {
    if (takeEarlyPress(earlyPress)) void play(false);
    else if (takeEarlyPress(earlyBoardPress)) void play(true);
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    const board = game.status === 'open' && game.board;
    setGame({ status: 'closed' });
    requestAnimationFrame(() => (board ? boardRef : playRef).current?.focus());
  };
  const loading = game.status === 'loading';

  return (
    <>
      <article ref={cardRef} className="card mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <span aria-hidden="true" className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-sun-100 text-5xl">
          {activity.emoji}
        </span>
        <div className="flex-1">
          <h3 className="text-2xl">{activity.title}</h3>
          <p className="mt-1">{activity.description}</p>
          {game.status === 'failed' && (
            <p role="alert" className="mt-2 font-bold text-coral-700">
              {game.offline
                ? 'You are offline, and this game has not been played on this device yet. Connect once, then it works offline too.'
                : 'The game could not load. Check your connection and press Play Game again.'}
            </p>
          )}
        </div>
        {game.status === 'open' && <GameListen game={gameRef} name={activity.title} />}
        {game.status !== 'open' && (
          <div className="flex flex-col gap-2 sm:items-stretch">
            <button ref={playRef} type="button" className="btn-primary text-lg" onClick={() => void play(false)} disabled={loading} data-early-press={earlyPress}>
              <span aria-hidden="true">▶️</span> {loading && !game.board ? 'Loading game…' : 'Play Game'}
            </button>
            <button
              ref={boardRef}
              type="button"
              className="btn-secondary text-lg"
              onClick={() => void play(true)}
              disabled={loading}
              data-early-press={earlyBoardPress}
            >
              <span aria-hidden="true">🧑‍🏫</span> {loading && game.board ? 'Loading game…' : 'Play on the board'}
            </button>
          </div>
        )}
      </article>
      {game.status === 'open' && (
        <div ref={gameRef}>
          <game.Game onClose={close} board={game.board} />
        </div>
      )}
    </>
  );
}
