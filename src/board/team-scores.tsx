// The board's list of teams between turns and at the end: each team's points, the top score (shared
// on a tie) marked in words as well as by a star; or, where turns are not scored, who has had a turn.
import { boardGameWords as words } from './board-words';
import { TeamShape } from './team-badge';
import type { Team } from './teams';
import { turnsTaken, winners, type TurnsState } from './turns';

/**
 * Every team's score, the best (shared on a tie) marked in words as well as by a star; or, where
 * turns are not scored, which teams have had their turn.
 */
export function TeamScores({ teams, turns, scored }: { teams: readonly Team[]; turns: TurnsState; scored: boolean }) {
  const best = scored && turns.phase === 'results' ? winners(turns) : [];
  return (
    <ol aria-label={scored ? words.scoresTitle : words.turnsTitle} className="m-0 grid w-full max-w-[36em] list-none gap-[0.4em] p-0">
      {teams.map((team, index) => (
        <li key={team.name} className="flex items-center gap-[0.6em] rounded-[0.8em] border-[0.1em] bg-white px-[0.7em] py-[0.3em]" style={{ borderColor: team.colour }}>
          <TeamShape team={team} size="1.4em" />
          <span className="font-extrabold">{team.name}</span>
          {scored ? (
            <span className="ml-auto text-[1.4em] font-extrabold tabular-nums">{words.points(turns.scores[index] ?? 0)}</span>
          ) : (
            <span className="ml-auto font-extrabold">{turnsTaken(turns, index) > 0 ? `✓ ${words.turnTaken}` : words.turnWaiting}</span>
          )}
          {best.includes(index) && <span className="font-extrabold text-leaf-800">{words.topMark}</span>}
        </li>
      ))}
    </ol>
  );
}
