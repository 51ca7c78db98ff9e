import type { ActivityEntry } from '../../games/registry';

/** The category's game. Until the game is built, the card says it is on its way. */
export function ActivityCard({ activity }: { activity: ActivityEntry }) {
  return (
    <article className="card mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
      <span aria-hidden="true" className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-sun-100 text-5xl">
        {activity.emoji}
      </span>
      <div className="flex-1">
        <h3 className="text-2xl">{activity.title}</h3>
        <p className="mt-1">{activity.description}</p>
      </div>
      <p className="rounded-full bg-grape-100 px-4 py-2 font-bold text-grape-700">
        <span aria-hidden="true">🛠️ </span>Game coming soon
      </p>
    </article>
  );
}
