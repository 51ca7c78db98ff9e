import { useRef, useState, type ComponentType } from 'react';
import type { ActivityEntry } from '../../games/registry';
import type { GameProps } from '../../games/types';

type Loading = { status: 'closed' } | { status: 'loading' } | { status: 'failed' } | { status: 'open'; Game: ComponentType<GameProps> };

/** The category's game: Play Game loads it (Pixi comes only then; sounds with the first one played) and opens it here. */
export function ActivityCard({ activity }: { activity: ActivityEntry }) {
  const [game, setGame] = useState<Loading>({ status: 'closed' });
  const playRef = useRef<HTMLButtonElement>(null);
  const { load } = activity;

  const play = async () => {
    if (!load) return;
    setGame({ status: 'loading' });
    try {
      const { default: Game } = await load();
      setGame({ status: 'open', Game });
    } catch {
      setGame({ status: 'failed' });
    }
  };

  const close = () => {
    setGame({ status: 'closed' });
    requestAnimationFrame(() => playRef.current?.focus());
  };

  return (
    <>
      <article className="card mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <span aria-hidden="true" className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-sun-100 text-5xl">
          {activity.emoji}
        </span>
        <div className="flex-1">
          <h3 className="text-2xl">{activity.title}</h3>
          <p className="mt-1">{activity.description}</p>
          {game.status === 'failed' && (
            <p role="alert" className="mt-2 font-bold text-coral-700">
              The game could not load. Check your connection and press Play Game again.
            </p>
          )}
        </div>
        {load ? (
          game.status !== 'open' && (
            <button ref={playRef} type="button" className="btn-primary text-lg" onClick={play} disabled={game.status === 'loading'}>
              <span aria-hidden="true">▶️</span> {game.status === 'loading' ? 'Loading game…' : 'Play Game'}
            </button>
          )
        ) : (
          <p className="rounded-full bg-grape-100 px-4 py-2 font-bold text-grape-700">
            <span aria-hidden="true">🛠️ </span>Game coming soon
          </p>
        )}
      </article>
      {game.status === 'open' && <game.Game onClose={close} />}
    </>
  );
}
