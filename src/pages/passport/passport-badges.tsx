import type { PassportRecord } from '../../passport/record';
import { gamesWithBadges } from './badges';

/** Each game's badges (earned in colour, the rest as outlines with how to earn them), its best and its plays. */
export function PassportBadges({ record }: { record: PassportRecord }) {
  return (
    <div className="grid gap-5">
      {gamesWithBadges.map((game) => {
        const kept = record.games[game.id];
        const earned = new Set(kept?.badges ?? []);
        return (
          <section key={game.id} aria-labelledby={`passport-game-${game.id}`} className="card">
            <h3 id={`passport-game-${game.id}`} className="text-xl">
              <span aria-hidden="true">{game.emoji} </span>
              {game.title}
            </h3>
            <p className="mt-1 text-ink-soft">{gameLine(game.id, kept)}</p>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {game.badges.map((badge) => {
                const has = earned.has(badge.id);
                return (
                  <li
                    key={badge.id}
                    className={`flex items-start gap-3 rounded-2xl border-2 p-3 ${has ? 'border-sun-400 bg-sun-100' : 'border-dashed border-gray-400 bg-white'}`}
                  >
                    <span aria-hidden="true" className={`text-3xl leading-none ${has ? '' : 'grayscale'}`}>
                      {badge.emoji}
                    </span>
                    <span>
                      <span className="block font-extrabold">
                        {badge.name}
                        <span className={`ml-2 rounded-full px-2 text-sm ${has ? 'bg-leaf-700 text-white' : 'bg-gray-200 text-ink'}`}>{has ? 'Earned' : 'Not yet'}</span>
                      </span>
                      <span className="block text-base">{badge.howToEarn}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A game's totals in words: the passport shows totals, never a streak to keep up. */
function gameLine(game: string, kept: PassportRecord['games'][string] | undefined): string {
  if (!kept || (kept.plays === 0 && kept.best === null)) return 'Not played yet.';
  if (game === 'handwashing-timer') return `Washes done: ${kept.washes}.`;
  const times = `Played ${kept.plays} ${kept.plays === 1 ? 'time' : 'times'}`;
  if (kept.best === null) return `${times}.`;
  if (game === 'emotion-wheel') return `${times}. Most feelings explored in one game: ${kept.best}.`;
  return `${times}. Best score: ${kept.best}.`;
}
